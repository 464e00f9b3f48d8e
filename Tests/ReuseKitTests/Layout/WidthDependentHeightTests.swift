import ReuseKit
import ReuseKitTestSupport
import Testing

@MainActor
@Suite struct WidthDependentHeightTests {
  /// Square counts of 200 rows; the view for row `i` shows `counts[i]` squares.
  let counts = (0..<200).map { $0 % 13 + 1 }
  let view = SquaresView()

  func expectedHeight(_ item: Int, width: Double) -> Double {
    let perLine = Int(width / SquaresView.side)
    return Double((counts[item] + perLine - 1) / perLine) * SquaresView.side
  }

  func measure(_ path: ItemPath, width: Double) -> Double? {
    view.configure(with: counts[path.item])
    return view.preferredHeight(forWidth: width)
  }

  @Test func heightDependsOnWidthAndWidthChangeMeasuresAgain() {
    var layout = ListLayout(
      sectionCounts: [200], width: 100, arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 10)))
    var viewport = layout.measureVisibleItems(in: Viewport(width: 100, height: 120, offset: 400), measure: measure)
    let visible = layout.visibleItems(in: viewport)
    for path in visible { #expect(layout.frame(of: path).height == expectedHeight(path.item, width: 100)) }
    let measuredAt100 = (0..<200).filter { layout.isMeasured(ItemPath(item: $0, section: 0)) }
    #expect(view.measureCount == measuredAt100.count)

    viewport = layout.setWidth(50, anchoring: viewport)
    #expect((0..<200).allSatisfy { !layout.isMeasured(ItemPath(item: $0, section: 0)) }, "every size is invalid")
    #expect(layout.frame(of: ItemPath(item: 0, section: 0)).height == 10, "back to the estimate")
    let before = view.measureCount
    viewport = layout.measureVisibleItems(in: viewport, measure: measure)

    let nowVisible = layout.visibleItems(in: viewport)
    for path in nowVisible { #expect(layout.frame(of: path).height == expectedHeight(path.item, width: 50)) }
    let measuredAt50 = (0..<200).filter { layout.isMeasured(ItemPath(item: $0, section: 0)) }
    #expect(view.measureCount - before == measuredAt50.count, "only visible items were measured")
    #expect(measuredAt50.count < 40, "the others are measured lazily")
    for item in 0..<200 where !measuredAt50.contains(item) {
      #expect(layout.frame(of: ItemPath(item: item, section: 0)).height == 10)
    }
    #expect(Set(nowVisible.map(\.item)).isSubset(of: Set(measuredAt50)))
  }

  @Test func fixedItemWidthKeepsMeasuredHeights() {
    var layout = GridLayout(
      sectionCounts: [200], width: 300,
      arrangement: GridArrangement(columns: .fixedWidth(50), itemHeight: .selfSizing(estimate: 10)))
    var viewport = layout.measureVisibleItems(in: Viewport(width: 300, height: 100), measure: measure)
    #expect(layout.columns.count == 6)
    viewport = layout.setWidth(200, anchoring: viewport)
    #expect(layout.columns.count == 4)
    #expect(layout.isMeasured(ItemPath(item: 0, section: 0)), "the item width did not change")
    #expect((4..<8).allSatisfy { layout.isMeasured(ItemPath(item: $0, section: 0)) })
    let tallest = (4..<8).map { expectedHeight($0, width: 50) }.max()
    #expect(layout.frame(of: ItemPath(item: 5, section: 0)).height == tallest, "the row of items 4..<8")
  }
}
