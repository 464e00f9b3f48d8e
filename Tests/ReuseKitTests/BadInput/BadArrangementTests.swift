import ReuseKit
import ReuseKitTestSupport
import Testing

/// Arrangement values from code are checked when a layout is built.
@MainActor
@Suite struct BadArrangementTests {
  @Test func aNegativeHeaderHeightStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        _ = HeadlessList(arrangement: ListArrangement(headerHeight: -25))
      }
    }
  }

  @Test func aSpacingThatIsNotANumberStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      _ = ListLayout(sectionCounts: [3], width: 100, arrangement: ListArrangement(rowSpacing: .nan))
    }
  }

  @Test func zeroValuesAreLaidOut() {
    let layout = ListLayout(
      sectionCounts: [3], width: 100, arrangement: ListArrangement(itemHeight: .fixed(0), rowSpacing: 0))
    #expect(layout.contentSize.height == 0)
  }
}
