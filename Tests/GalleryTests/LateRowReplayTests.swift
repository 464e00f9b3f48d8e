import GalleryKit
import Testing

@MainActor
@Suite struct LateRowReplayTests {
  /// Regression: charts of an earlier replay still arrived, and were counted
  /// as reports of the rows on screen.
  @Test func aReplayBeforeTheDataArrivesCountsOnlyTheShownCharts() {
    let gallery = Gallery(width: 80, height: 24)
    gallery.handle(.character("2"))
    gallery.handle(.character("r"))
    gallery.advanceClock(to: 0.5)
    let log = gallery.frame()
    #expect(log.contains { $0.contains("2 reports, 1 layout pass") })
    #expect(log.filter { $0.contains("Weekly chart data arrived") }.count == 1)
  }
}
