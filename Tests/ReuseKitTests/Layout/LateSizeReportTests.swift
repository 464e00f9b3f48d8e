import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct LateSizeReportTests {
  static let arrangement = ListArrangement(itemHeight: .selfSizing(estimate: 40), rowSpacing: 1)

  /// A list of 100 rows scrolled to rows 50 and after, with its visible rows measured.
  static func scrolledList() -> (ListLayout, Viewport) {
    var layout = ListLayout(sectionCounts: [100], width: 300, arrangement: arrangement)
    let viewport = layout.measureVisibleItems(in: Viewport(width: 300, height: 400, offset: 50 * 41)) { _, _ in 30 }
    return (layout, viewport)
  }

  static func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

  @Test func lateReportInvalidatesOnlyThatItemAndMovesItemsBelow() {
    var (layout, viewport) = Self.scrolledList()
    let frames = (0..<100).map { layout.frame(of: Self.path($0)) }
    let measured = (0..<100).map { layout.isMeasured(Self.path($0)) }
    layout.reportHeight(100, for: Self.path(10))
    #expect(layout.hasPendingReports)
    #expect((0..<100).map { layout.frame(of: Self.path($0)) } == frames, "nothing moves before the pass")
    viewport = layout.layoutIfNeeded(anchoring: viewport)
    #expect(!layout.hasPendingReports)
    for item in 0..<100 {
      let frame = layout.frame(of: Self.path(item))
      if item == 10 {
        #expect(frame.height == 100 && frame.minY == frames[item].minY)
        #expect(layout.isMeasured(Self.path(item)))
      } else {
        #expect(frame.height == frames[item].height)
        #expect(frame.minY == frames[item].minY + (item > 10 ? 60 : 0))
        #expect(layout.isMeasured(Self.path(item)) == measured[item])
      }
    }
  }

  @Test func lateReportAboveTheViewportDoesNotMoveVisibleContent() {
    var (layout, viewport) = Self.scrolledList()
    let visible = layout.visibleItems(in: viewport)
    let onScreen = visible.map { layout.frame(of: $0).minY - viewport.offset }
    layout.reportHeight(100, for: Self.path(10))
    layout.reportHeight(0, for: Self.path(20))
    viewport = layout.layoutIfNeeded(anchoring: viewport)
    #expect(layout.visibleItems(in: viewport) == visible)
    #expect(visible.map { layout.frame(of: $0).minY - viewport.offset } == onScreen)
  }

  @Test func severalReportsCostOneLayoutPass() {
    var (layout, viewport) = Self.scrolledList()
    #expect(layout.layoutPassCount == 0)
    for item in [3, 20, 30, 55, 3] { layout.reportHeight(Double(item), for: Self.path(item)) }
    viewport = layout.layoutIfNeeded(anchoring: viewport)
    #expect(layout.layoutPassCount == 1)
    viewport = layout.layoutIfNeeded(anchoring: viewport)
    #expect(layout.layoutPassCount == 1, "a pass without reports does nothing")
    #expect([3, 20, 30, 55].map { layout.frame(of: Self.path($0)).height } == [3, 20, 30, 55])
    layout.reportHeight(7, for: Self.path(3))
    _ = layout.measureVisibleItems(in: viewport) { _, _ in nil }
    #expect(layout.layoutPassCount == 2)
    #expect(layout.frame(of: Self.path(3)).height == 7)
  }
}
