import ReuseKit
import ReuseKitTestSupport
import Testing

/// A container that sizes itself to its content.
private final class SizedToContent {
  var sizes: [LayoutSize] = []
  let calls: Counter

  init(calls: Counter) { self.calls = calls }
}

private final class Counter {
  var value = 0
}

@Suite struct ContentSizeObserverTests {
  @Test func sizedToContentReportsEveryChangeOnce() {
    var layout = ListLayout(
      sectionCounts: [5], width: 200,
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 20), insets: LayoutInsets(top: 4, bottom: 6)))
    #expect(layout.contentSize == LayoutSize(width: 200, height: 110))
    let owner = SizedToContent(calls: Counter())
    layout.addContentSizeObserver(owner) { owner, size in owner.sizes.append(size) }

    var viewport = Viewport(width: 200, height: layout.contentSize.height)
    for item in 0..<3 { layout.reportHeight(30, for: ItemPath(item: item, section: 0)) }
    #expect(owner.sizes.isEmpty, "reports wait for the pass")
    viewport = layout.layoutIfNeeded(anchoring: viewport)
    #expect(owner.sizes == [LayoutSize(width: 200, height: 140)], "one pass, one notification")

    viewport.height = layout.contentSize.height
    viewport = layout.measureVisibleItems(in: viewport) { _, _ in 25 }
    #expect(owner.sizes.last == LayoutSize(width: 200, height: 150))
    #expect(owner.sizes.count == 2)

    layout.setHeight(30, for: ItemPath(item: 0, section: 0))
    #expect(owner.sizes.count == 2, "no change, no notification")
    _ = layout.setWidth(150, anchoring: viewport)
    #expect(owner.sizes.last == LayoutSize(width: 150, height: 110))
  }

  @Test func observerIsHeldWeakly() {
    var layout = ListLayout(sectionCounts: [5], width: 200, arrangement: ListArrangement())
    let calls = Counter()
    var owner: SizedToContent? = SizedToContent(calls: calls)
    if let owner { layout.addContentSizeObserver(owner) { owner, _ in owner.calls.value += 1 } }
    layout.setHeight(10, for: ItemPath(item: 0, section: 0))
    #expect(calls.value == 1)
    owner = nil
    layout.setHeight(20, for: ItemPath(item: 0, section: 0))
    #expect(calls.value == 1, "a released observer is dropped")

    let other = SizedToContent(calls: calls)
    layout.addContentSizeObserver(other) { owner, _ in owner.calls.value += 1 }
    layout.removeContentSizeObserver(other)
    layout.setHeight(30, for: ItemPath(item: 0, section: 0))
    #expect(calls.value == 1)
  }
}
