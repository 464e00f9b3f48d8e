import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct ColumnMetricsTests {
  @Test func columnsStartAtTheLeadingEdgeOneWidthAndSpacingApart() {
    let metrics = ColumnMetrics(count: 3, itemWidth: 100, spacing: 10, leading: 16)
    #expect((0..<3).map(metrics.x(ofColumn:)) == [16, 126, 236])
  }

  @Test func aGridFitsAsManyColumnsOfAFixedWidthAsItCan() {
    let grid = GridArrangement(columns: .fixedWidth(100), itemHeight: .fixed(50))
    #expect(grid.columns(forWidth: 320).count == 3)
    #expect(grid.columns(forWidth: 50).count == 1)
  }

  @Test(arguments: [0, -1])
  func metricsOfNoColumnStop(count: Int) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [count] in
      recordCoverageWhenTrapping()
      _ = ColumnMetrics(count: count, itemWidth: 100, spacing: 0, leading: 0)
    }
    #expect(standardError(of: result).contains("a layout needs at least one column, not \(count)"))
  }
}
