import ReuseKit
import ReuseKitTestSupport
import Testing

/// A waterfall places each item in the shortest column and keeps it there.
@Suite struct WaterfallTests {
  /// Two columns 100 wide, 10 apart, of items of the given heights.
  static func waterfall(_ heights: [Double]) -> FlowLayout<CompositionalArrangement> {
    FlowLayout(
      sectionCounts: [heights.count], width: 210,
      arrangement: CompositionalArrangement(
        section: .waterfall(columns: 2, itemHeight: .selfSizing(estimate: 50), interitemSpacing: 10, lineSpacing: 4)),
      height: { heights[$0.item] })
  }

  @Test func itemsGoToTheShortestColumn() {
    let layout = Self.waterfall([100, 40, 30, 80, 10])
    let frames = (0..<5).map { layout.frame(of: ItemPath(item: $0, section: 0)) }
    // 0 left; 1 right (empty); 2 right (44 < 100); 3 right (78 < 100); 4 left (100 < 162).
    #expect(frames.map(\.x) == [0, 110, 110, 110, 0])
    #expect(frames.map(\.minY) == [0, 0, 44, 78, 104])
    #expect(layout.contentSize.height == 158)
  }

  @Test func aWaterfallHeightChangeMovesOnlyItsColumn() {
    var layout = Self.waterfall([100, 40, 30, 80, 10, 25, 60, 5])
    let before = (0..<8).map { layout.frame(of: ItemPath(item: $0, section: 0)) }
    layout.setHeight(140, for: ItemPath(item: 1, section: 0))
    let after = (0..<8).map { layout.frame(of: ItemPath(item: $0, section: 0)) }
    let column = before[1].x
    for item in 0..<8 where item != 1 {
      if item > 1 && before[item].x == column {
        #expect(after[item].minY == before[item].minY + 100, "item \(item) moves with its column")
      } else {
        #expect(after[item] == before[item], "item \(item) stays")
      }
    }
    #expect(after.map(\.x) == before.map(\.x))
    #expect(after[1].minY == before[1].minY, "the changed item keeps its top")
    #expect(after[1].height == 140)
  }

  @Test func anAppendKeepsTheColumnsOfTheItemsBefore() {
    var layout = Self.waterfall([100, 40, 30])
    layout.setHeight(300, for: ItemPath(item: 1, section: 0))
    let update = LayoutUpdate(sections: [
      .init(
        source: 0,
        items: [
          .old(ItemPath(item: 0, section: 0)), .old(ItemPath(item: 1, section: 0)),
          .old(ItemPath(item: 2, section: 0)), .new,
        ])
    ])
    _ = layout.apply(update, anchoring: Viewport(width: 210, height: 300))
    let xs = (0..<4).map { layout.frame(of: ItemPath(item: $0, section: 0)).x }
    // Item 2 stays on the right, under the tall item 1; the new one goes left.
    #expect(xs == [0, 110, 110, 0])
  }
}
