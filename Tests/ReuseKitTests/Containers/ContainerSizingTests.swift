import ReuseKit
import ReuseKitTestSupport
import Testing

/// A widget that learns its height only after it is shown.
@MainActor
private final class LateWidgetView: SizeInvalidatingView {
  var sizeInvalidationHandler: (@MainActor () -> Void)?
  private(set) var loadedHeight: Double?
  init() {}
  func configure(with viewModel: Int) { loadedHeight = nil }
  func prepareForReuse() { loadedHeight = nil }
  func preferredHeight(forWidth width: Double) -> Double? { loadedHeight }

  /// The third-party callback: the widget now knows how tall it is.
  func didLoad(height: Double) {
    loadedHeight = height
    invalidateSize()
  }
}

/// Squares of a fixed side that wrap onto more rows as the width shrinks.
@MainActor
private final class SquaresView: ConfigurableView {
  static let side = 10.0
  private(set) var count = 0
  init() {}
  func configure(with viewModel: Int) { count = viewModel }
  func preferredHeight(forWidth width: Double) -> Double? {
    let perRow = max(1, Int(width / Self.side))
    return Double((count + perRow - 1) / perRow) * Self.side
  }
}

/// Reads back the content size a container reports.
@MainActor
private final class SizeWatcher {
  var heights: [Double] = []
}

@MainActor
@Suite struct ContainerSizingTests {
  private func widget(_ list: HeadlessList, _ row: Int) -> LateWidgetView? {
    list.cell(at: ItemPath(row: row, section: 0), as: LateWidgetView.self)?.view
  }

  @Test func lateSizeReportsMoveTheRowsBelowInOnePass() throws {
    let (list, dataSource) = makeSelfSizingList(of: LateWidgetView.self, rows: 100)
    defer { withExtendedLifetime(dataSource) {} }
    let passes = list.layout.layoutPassCount
    let above = list.layout.frame(of: ItemPath(row: 1, section: 0))
    let below = list.layout.frame(of: ItemPath(row: 5, section: 0))
    let content = list.contentSize.height
    try #require(widget(list, 2)).didLoad(height: 60)
    try #require(widget(list, 3)).didLoad(height: 50)
    #expect(list.layout.frame(of: ItemPath(row: 5, section: 0)) == below, "nothing moves before the layout pass")
    list.layoutIfNeeded()
    #expect(list.layout.layoutPassCount == passes + 1)
    #expect(list.layout.frame(of: ItemPath(row: 5, section: 0)).minY == below.minY + 40 + 30)
    #expect(list.layout.frame(of: ItemPath(row: 1, section: 0)) == above)
    #expect(list.contentSize.height == content + 70)
    #expect(list.viewport.offset == 0)
  }

  @Test func aLateSizeAboveTheViewportDoesNotMoveTheVisibleContent() {
    let (list, dataSource) = makeSelfSizingList(of: LateWidgetView.self, rows: 200)
    defer { withExtendedLifetime(dataSource) {} }
    list.viewport.offset = 1_010
    let first = ItemPath(row: 50, section: 0)
    let onScreen = list.layout.frame(of: first).minY - list.viewport.offset
    #expect(list.visibleItemPaths.first == first)
    list.reportHeight(100, forItemAt: ItemPath(row: 10, section: 0))
    list.reportHeight(5, forItemAt: ItemPath(row: 11, section: 0))
    list.layoutIfNeeded()
    #expect(list.viewport.offset == 1_010 + 80 - 15)
    #expect(list.layout.frame(of: first).minY - list.viewport.offset == onScreen)
    #expect(list.visibleItemPaths.first == first)
  }

  @Test func squaresWrapOntoMoreRowsWhenTheWidthShrinks() {
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 200),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 20)))
    list.register(SquaresView.self)
    let dataSource = DiffableDataSource<Int, Int>(list) { count in
      .view(SquaresView.self, count % 100)
    }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(stride(from: 25, to: 25 + 100 * 500, by: 100)))
    dataSource.apply(snapshot, completion: nil)
    let first = ItemPath(row: 0, section: 0)
    #expect(list.layout.frame(of: first).height == 30)
    let farAway = ItemPath(row: 400, section: 0)
    #expect(!list.layout.isMeasured(farAway))
    list.viewport.width = 50
    #expect(list.layout.frame(of: first).height == 50)
    #expect(list.visibleItemPaths.allSatisfy { list.layout.isMeasured($0) })
    #expect(!list.layout.isMeasured(farAway), "rows off screen are measured lazily")
    list.viewport.offset = list.layout.frame(of: farAway).minY
    #expect(list.layout.frame(of: farAway).height == 50)
  }

  @Test func aListSizedToItsContentReportsEveryChange() {
    let inner = HeadlessList(viewport: Viewport(width: 100, height: 1_000), rowHeight: 20)
    inner.register(LabelView.self)
    let watcher = SizeWatcher()
    inner.addContentSizeObserver(watcher) { watcher, size in watcher.heights.append(size.height) }
    let dataSource = DiffableDataSource<Int, Int>(inner) { item in
      .view(LabelView.self, "\(item)")
    }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<5))
    dataSource.apply(snapshot, completion: nil)
    #expect(inner.contentSize.height == 100)
    snapshot.appendItems([5, 6])
    dataSource.apply(snapshot, completion: nil)
    #expect(inner.contentSize.height == 140)
    #expect(watcher.heights == [100, 140])
  }

  @Test func scrollingASelfSizingListCreatesNoCellAfterTheFirstScreen() {
    let (list, dataSource) = makeSelfSizingList(of: SquaresView.self, rows: 10_000)
    defer { withExtendedLifetime(dataSource) {} }
    let firstScreen = list.createdCount
    var offset = 0.0
    while offset < list.contentSize.height - 200 {
      offset += 37
      list.viewport.offset = offset
    }
    #expect(list.createdCount <= firstScreen + 1)
    #expect(list.reusedCount > 1_000)
  }
}

@MainActor
@Suite struct ContainerAnchoringTests {
  /// Moving the first visible row away does not drag the list after it: the
  /// next visible row that stays in order keeps its place on screen.
  @Test func aMovedFirstRowDoesNotScrollTheList() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100, offset: 200), rowHeight: 20)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [(0..<50).map { "row \($0)" }], container: list)
    list.dataSource = data
    list.reloadData()
    list.viewport.offset = 200
    #expect(list.visibleItemPaths.first == ItemPath(row: 10, section: 0))
    let second = ItemPath(row: 11, section: 0)
    let onScreen = list.layout.frame(of: second).minY - list.viewport.offset
    try? list.performBatchUpdates(
      BatchUpdate(movedItems: [Move(from: ItemPath(row: 10, section: 0), to: ItemPath(row: 40, section: 0))])
    ) {
      let moved = data.sections[0].remove(at: 10)
      data.sections[0].insert(moved, at: 40)
    }
    // Row 11 is now at index 10; it stays where it was on screen, 20 points
    // down, so row 9 comes into view above it.
    #expect(list.layout.frame(of: ItemPath(row: 10, section: 0)).minY - list.viewport.offset == onScreen)
    #expect(list.visibleViewModels(of: LabelView.self).first == "row 9")
    #expect(list.visibleViewModels(of: LabelView.self).dropFirst().first == "row 11")
  }
}

/// A row whose height lives in the model, which can change while the row is off screen.
@MainActor
private final class StoredHeightView: ConfigurableView {
  static var heights: [Int: Double] = [:]
  private var row = 0
  init() {}
  func configure(with viewModel: Int) { row = viewModel }
  func preferredHeight(forWidth width: Double) -> Double? { Self.heights[row] ?? 20 }
}

@MainActor
@Suite struct ContainerRemeasuringTests {
  @Test func aRowThatChangedOffScreenIsMeasuredAgainWhenItComesBack() {
    let (list, dataSource) = makeSelfSizingList(of: StoredHeightView.self, rows: 500, estimate: 44)
    defer { withExtendedLifetime(dataSource) {} }
    #expect(list.layout.frame(of: ItemPath(row: 3, section: 0)).minY == 60)
    list.viewport.offset = 5_000
    StoredHeightView.heights[2] = 60
    list.viewport.offset = 0
    #expect(list.layout.frame(of: ItemPath(row: 3, section: 0)).minY == 100)
    #expect(list.visibleItemPaths.first == ItemPath(row: 0, section: 0))
  }
}

/// A row 32 points tall, against an estimate of 44.
@MainActor
private final class ShortRowView: ConfigurableView {
  init() {}
  func configure(with viewModel: Int) {}
  func preferredHeight(forWidth width: Double) -> Double? { 32 }
}

@MainActor
@Suite struct ContainerReuseTests {
  /// Rows measured shorter than their estimate pull more rows into view while
  /// they are measured; the cells of the screen just left serve them.
  @Test func scrollingScreenByScreenCreatesNoCellAfterTheFirst() {
    let (list, dataSource) = makeSelfSizingList(
      of: ShortRowView.self, rows: 100_000, width: 320, height: 800, estimate: 44)
    defer { withExtendedLifetime(dataSource) {} }
    #expect(list.createdCount == 25)
    for step in 1...500 { list.viewport.offset = Double(step) * 800 }
    #expect(list.createdCount == 25)
    #expect(list.visibleItemPaths.count == 25)
  }
}

/// A grid item whose height lives in the model.
@MainActor
private final class StoredHeightItemView: ConfigurableView {
  static var heights: [Int: Double] = [:]
  private var item = 0
  init() {}
  func configure(with viewModel: Int) { item = viewModel }
  func preferredHeight(forWidth width: Double) -> Double? { Self.heights[item] ?? 20 }
}

@MainActor
@Suite struct GridRemeasuringTests {
  /// A grid row is as tall as its tallest item; an item below that height
  /// still keeps its own measured height, which counts once the tallest shrinks.
  @Test func aShorterItemKeepsItsOwnHeightInARow() {
    StoredHeightItemView.heights = [0: 50, 1: 30]
    let grid = HeadlessGrid(
      viewport: Viewport(width: 200, height: 400),
      arrangement: GridArrangement(columns: .minimumWidth(100), itemHeight: .selfSizing(estimate: 20)))
    grid.register(StoredHeightItemView.self)
    let dataSource = DiffableDataSource<Int, Int>(grid) { item in
      .view(StoredHeightItemView.self, item)
    }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1, 2])
    dataSource.apply(snapshot, completion: nil)
    let first = ItemPath(item: 0, section: 0)
    #expect(grid.layout.frame(of: first).height == 50)
    // The second item grows to exactly the row's height: nothing moves, but
    // the grid must remember it.
    StoredHeightItemView.heights[1] = 50
    snapshot.reconfigureItems([1])
    dataSource.apply(snapshot, completion: nil)
    #expect(grid.layout.frame(of: first).height == 50)
    StoredHeightItemView.heights[0] = 10
    snapshot.reconfigureItems([0])
    dataSource.apply(snapshot, completion: nil)
    #expect(grid.layout.frame(of: first).height == 50)
  }
}
