import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct FlowLayoutTests {
  static let list = ListArrangement(itemHeight: .fixed(44), headerHeight: 30, footerHeight: 20)

  @Test func footersFollowTheRowsOfTheirSection() {
    let layout = ListLayout(sectionCounts: [2, 1, 0], width: 100, arrangement: Self.list)
    #expect(layout.footerFrame(inSection: 0) == LayoutRect(x: 0, y: 118, width: 100, height: 20))
    #expect(layout.headerFrame(inSection: 1) == LayoutRect(x: 0, y: 138, width: 100, height: 30))
    #expect(layout.footerFrame(inSection: 1) == LayoutRect(x: 0, y: 212, width: 100, height: 20))
    #expect(layout.footerFrame(inSection: 2) == LayoutRect(x: 0, y: 262, width: 100, height: 20))
    #expect(layout.contentSize == LayoutSize(width: 100, height: 282))
  }

  @Test func aFooterHeightSetForOneSectionMovesWhatFollows() {
    var layout = ListLayout(sectionCounts: [2, 1], width: 100, arrangement: Self.list)
    layout.setFooterHeight(50, forSection: 0)
    #expect(layout.footerFrame(inSection: 0) == LayoutRect(x: 0, y: 118, width: 100, height: 50))
    #expect(layout.headerFrame(inSection: 1) == LayoutRect(x: 0, y: 168, width: 100, height: 30))
    #expect(layout.footerFrame(inSection: 1) == LayoutRect(x: 0, y: 242, width: 100, height: 20))
  }

  /// A list holds a height, a measured flag and a tree node per row, 17
  /// bytes, plus a few words per section.
  @Test(arguments: [10_000, 100_000])
  func aListHoldsSeventeenBytesPerRow(rows: Int) {
    let layout = ListLayout(sectionCounts: [rows], width: 100, arrangement: Self.list)
    #expect(layout.allocatedByteCount >= 17 * rows)
    #expect(layout.allocatedByteCount <= 17 * rows + rows / 10)
  }

  @Test func aNegativeItemCountStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      _ = ListLayout(sectionCounts: [2, -1], width: 100, arrangement: ListArrangement())
    }
    #expect(standardError(of: result).contains("a section cannot hold -1 items"))
  }
}
