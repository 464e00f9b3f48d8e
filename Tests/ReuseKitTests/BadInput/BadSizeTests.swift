import ReuseKit
import ReuseKitTestSupport
import Testing

/// A view whose height is whatever it was last told, reported at once.
@MainActor
final class ReportedHeightView: SizeInvalidatingView {
  var sizeInvalidationHandler: (@MainActor () -> Void)?
  private(set) var height: Double?

  init() {}

  func configure(with viewModel: Double) { height = viewModel }

  func preferredHeight(forWidth width: Double) -> Double? { height }

  /// Changes the height after layout and tells the container.
  func report(_ newHeight: Double) {
    height = newHeight
    invalidateSize()
  }
}

/// Gives a container one section of items of the given heights.
@MainActor
final class HeightsDataSource: HeadlessDataSource {
  var heights: [Double]
  private unowned let list: HeadlessList

  init(heights: [Double], list: HeadlessList) {
    self.heights = heights
    self.list = list
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { heights.count }
  func configuration(at itemPath: ItemPath) -> ViewConfiguration {
    .view(ReportedHeightView.self, heights[itemPath.item])
  }
}

/// Sizes that no layout can use. A sizing hook that returns a negative, NaN
/// or infinite height is a bug in the view (UIKit raises on a NaN frame too):
/// the layout stops with a message that gives the value, before it stores
/// anything, so it never holds a corrupt height. A width of zero is a real
/// size and lays out.
@MainActor
@Suite struct BadSizeTests {
  static func selfSizingList(width: Double = 100) -> HeadlessList {
    let list = HeadlessList(
      viewport: Viewport(width: width, height: 200), arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 20))
    )
    list.register(ReportedHeightView.self)
    return list
  }

  // Heights are passed by name: an exit test's captures are encoded as
  // JSON, which has no NaN or infinity.
  @Test(arguments: ["-1.0", "nan", "inf", "-inf"])
  func aSizingHookReturningABadHeightStops(name: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
      recordCoverageWhenTrapping()
      let height = Double(name) ?? 0
      await MainActor.run {
        let list = BadSizeTests.selfSizingList()
        let data = HeightsDataSource(heights: [30, height], list: list)
        list.dataSource = data
        list.reloadData()
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("answered a height of \(name) for item {length = 2, path = 0 - 1}"))
    #expect(message.contains("a height must be finite and not negative"))
  }

  @Test(arguments: ["-1.0", "nan"])
  func aLateReportOfABadHeightStopsAtTheReport(name: String) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent, \.standardOutputContent]
    ) { [name] in
      recordCoverageWhenTrapping()
      let height = Double(name) ?? 0
      await MainActor.run {
        let list = BadSizeTests.selfSizingList()
        let data = HeightsDataSource(heights: [30, 40], list: list)
        list.dataSource = data
        list.reloadData()
        let cell = list.cell(at: ItemPath(row: 1, section: 0), as: ReportedHeightView.self)
        cell?.view.report(height)
        print("the report was accepted")
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("ReportedHeightView answered a height of \(name) for item {length = 2, path = 0 - 1}"))
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(!output.contains("accepted"))
  }

  @Test(arguments: ["-1.0", "nan"])
  func aBadHeightSetOnTheLayoutStops(name: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
      recordCoverageWhenTrapping()
      let height = Double(name) ?? 0
      var layout = ListLayout(sectionCounts: [3], width: 100, arrangement: ListArrangement())
      layout.setHeight(height, for: ItemPath(row: 1, section: 0))
    }
    #expect(standardError(of: result).contains("a height must be finite and not negative, not \(name)"))
  }

  @Test func aZeroHeightIsLaidOut() {
    let list = Self.selfSizingList()
    let data = HeightsDataSource(heights: [30, 0, 40], list: list)
    list.dataSource = data
    list.reloadData()
    let frames = (0..<3).map { list.layout.frame(of: ItemPath(row: $0, section: 0)) }
    #expect(frames.map(\.height) == [30, 0, 40])
    #expect(frames.map(\.minY) == [0, 30, 30])
    #expect(list.contentSize.height == 70)
  }

  @Test func aListOfZeroWidthLaysOutAndMeasuresAgainWhenItGrows() {
    let list = HeadlessList(
      viewport: Viewport(width: 0, height: 200), arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 20)))
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [["abc", "abcdefghijkl"]], container: list)
    list.dataSource = data
    list.reloadData()
    // At width 0, a label fits one character per line of 20 points.
    #expect(list.layout.itemWidth == 0)
    #expect(list.layout.frame(of: ItemPath(row: 0, section: 0)) == LayoutRect(x: 0, y: 0, width: 0, height: 60))
    #expect(list.contentSize == LayoutSize(width: 0, height: 60 + 240))
    #expect(list.visibleItemPaths == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)])
    list.viewport.width = 100
    #expect(list.contentSize == LayoutSize(width: 100, height: 20 + 40))
  }

  @Test func aGridOfZeroWidthHasOneColumn() {
    let grid = HeadlessGrid(viewport: Viewport(width: 0, height: 200), rowHeight: 10, columns: 3)
    grid.register(LabelView.self)
    let data = StringsDataSource(sections: [["a", "b", "c", "d"]], container: grid)
    grid.dataSource = data
    grid.reloadData()
    #expect(grid.layout.columns.count == 1)
    #expect(grid.layout.itemWidth == 0)
    #expect(grid.contentSize.height == 40)
    #expect(grid.visibleItemPaths.count == 4)
    let layout = GridLayout(
      sectionCounts: [4], width: 0, arrangement: GridArrangement(columns: .fixedWidth(0), itemHeight: .fixed(10)))
    #expect(layout.columns.count == 1)
    #expect(layout.contentSize.height == 40)
  }
}
