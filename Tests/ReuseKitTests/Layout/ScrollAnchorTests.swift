import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct ScrollAnchorTests {
  static let list = ListArrangement(itemHeight: .selfSizing(estimate: 50), rowSpacing: 2, headerHeight: 30)

  @Test func replacingEstimatesAboveKeepsFirstVisibleItemOnScreen() {
    var layout = ListLayout(sectionCounts: [300, 700], width: 320, arrangement: Self.list)
    var viewport = Viewport(width: 320, height: 500, offset: 20_000)
    let first = layout.visibleItems(in: viewport)
    let screenTop = layout.frame(of: first[0]).minY - viewport.offset
    var rng = SeededGenerator(seed: 7)
    let anchor = layout.anchor(for: viewport)
    var replaced = 0
    for section in 0...first[0].section {
      let end = section == first[0].section ? first[0].item : layout.numberOfItems(inSection: section)
      for item in 0..<end {
        layout.setHeight(Double(Int.random(in: 10...120, using: &rng)), for: ItemPath(item: item, section: section))
        replaced += 1
      }
    }
    viewport.offset = layout.offset(restoring: anchor)
    #expect(replaced > 300)
    #expect(viewport.offset != 20_000)
    #expect(layout.visibleItems(in: viewport) == first)
    #expect(layout.frame(of: first[0]).minY - viewport.offset == screenTop)
  }

  @Test func measuringVisibleItemsKeepsTheAnchor() {
    var layout = GridLayout(
      sectionCounts: [500], width: 320,
      arrangement: GridArrangement(columns: .minimumWidth(100), itemHeight: .selfSizing(estimate: 80)))
    let viewport = Viewport(width: 320, height: 400, offset: 4_010)
    let anchor = layout.anchor(for: viewport)
    let screenTop = layout.frame(of: anchor.item ?? ItemPath(item: 0, section: 0)).minY - viewport.offset
    let measured = layout.measureVisibleItems(in: viewport) { path, _ in Double(40 + path.item % 7 * 10) }
    #expect(layout.unmeasuredItems(in: measured).isEmpty)
    #expect(layout.anchor(for: measured).item == anchor.item)
    #expect(layout.frame(of: anchor.item ?? ItemPath(item: 0, section: 0)).minY - measured.offset == screenTop)
  }

  @Test(arguments: [true, false])
  func insertsAndDeletesAboveKeepTheAnchor(inserting: Bool) {
    var layout = ListLayout(sectionCounts: [100], width: 320, arrangement: Self.list)
    let viewport = Viewport(width: 320, height: 300, offset: 2_500)
    let first = layout.visibleItems(in: viewport)[0]
    let screenTop = layout.frame(of: first).minY - viewport.offset
    var items: [LayoutUpdate.ItemSource] = (0..<100).map { .old(ItemPath(item: $0, section: 0)) }
    if inserting {
      items.insert(contentsOf: Array(repeating: .new, count: 5), at: 3)
    } else {
      items.removeSubrange(3..<8)
    }
    let after = layout.apply(LayoutUpdate(sections: [.init(source: 0, items: items)]), anchoring: viewport)
    let moved = ItemPath(item: first.item + (inserting ? 5 : -5), section: 0)
    #expect(after.offset == viewport.offset + (inserting ? 5 : -5) * 52)
    #expect(layout.frame(of: moved).minY - after.offset == screenTop)
  }

  @Test func deletedAnchorFallsBackToTheNextVisibleSurvivor() {
    var layout = ListLayout(sectionCounts: [100], width: 320, arrangement: Self.list)
    let viewport = Viewport(width: 320, height: 300, offset: 2_500)
    let visible = layout.visibleItems(in: viewport)
    let survivor = visible[1]
    let screenTop = layout.frame(of: survivor).minY - viewport.offset
    var items: [LayoutUpdate.ItemSource] = (0..<100).map { .old(ItemPath(item: $0, section: 0)) }
    items.removeSubrange(0...visible[0].item)
    let after = layout.apply(LayoutUpdate(sections: [.init(source: 0, items: items)]), anchoring: viewport)
    #expect(layout.frame(of: ItemPath(item: 0, section: 0)).minY - after.offset == screenTop)
  }

  @Test func widthChangeKeepsTheFirstVisibleItem() {
    var layout = ListLayout(sectionCounts: [100], width: 320, arrangement: Self.list)
    var viewport = Viewport(width: 320, height: 300, offset: 1_000)
    viewport = layout.measureVisibleItems(in: viewport) { _, width in 4_000 / width }
    let anchor = layout.anchor(for: viewport)
    let screenTop = layout.frame(of: anchor.item ?? ItemPath(item: 0, section: 0)).minY - viewport.offset
    viewport = layout.setWidth(200, anchoring: viewport)
    viewport = layout.measureVisibleItems(in: viewport) { _, width in 4_000 / width }
    #expect(viewport.width == 200)
    #expect(layout.anchor(for: viewport).item == anchor.item)
    #expect(layout.frame(of: anchor.item ?? ItemPath(item: 0, section: 0)).minY - viewport.offset == screenTop)
  }

  @Test func heightsRecordedRoundByRoundKeepTheFirstVisibleItem() {
    var layout = ListLayout(
      sectionCounts: [100], width: 100, arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 10)))
    var viewport = Viewport(width: 100, height: 50, offset: 205)
    let anchor = layout.anchor(for: viewport)
    #expect(anchor.item == ItemPath(item: 20, section: 0))
    // A caller whose measuring reads the layout: one round at a time.
    while case let unmeasured = layout.unmeasuredItems(in: viewport), !unmeasured.isEmpty {
      viewport = layout.recordMeasuredHeights(unmeasured.map { (path: $0, height: 30) }, in: viewport)
    }
    #expect(layout.frame(of: ItemPath(item: 20, section: 0)).minY + anchor.distance == viewport.offset)
    #expect(layout.recordMeasuredHeights([], in: viewport) == viewport)
  }
}
