import ReuseKit
import ReuseKitTestSupport
import Testing

/// The reading position, kept through the updates that broke it: rows
/// revealed above the anchor, rows revealed at the bottom, and a width change
/// while a tall row is mostly off screen. The first visible item that
/// survives keeps its place on screen, exactly.
@MainActor
@Suite struct ReadingPositionTests {
  /// A self-sizing list of messages with an estimate of 44 points, and its data source.
  static func makeList(
    _ messages: [Model], width: Double = 100, height: Double = 400
  ) -> (HeadlessList, DiffableDataSource<Int, Model>) {
    let list = HeadlessList(
      viewport: Viewport(width: width, height: height),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(MessageView.self, $0) }
    dataSource.apply(snapshot(messages), completion: nil)
    return (list, dataSource)
  }

  static func snapshot(_ messages: [Model]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(messages)
    return snapshot
  }

  /// Messages of 1 to 9 lines at a width of 100.
  static func messages(_ ids: Range<Int>) -> [Model] { ids.map { Model(id: $0, value: 10 + $0 * 37 % 80) } }

  /// Where the item with `id` is on screen: its top minus the viewport's offset.
  static func screenTop(of id: Int, in list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>) -> Double? {
    dataSource.itemPath(forID: id).map { list.layout.frame(of: $0).minY - list.viewport.offset }
  }

  /// Scrolls to the end until the rows there are measured and it is the end.
  static func scrollToTheEnd(_ list: HeadlessList) {
    while list.viewport.offset != list.contentSize.height - list.viewport.height {
      list.viewport.offset = list.contentSize.height - list.viewport.height
    }
  }

  @Test func deletingTheFirstVisibleRowKeepsTheNextOneInPlace() {
    let (list, dataSource) = Self.makeList(Self.messages(0..<300))
    list.viewport.offset = 3_000
    let first = list.visibleItemPaths[0].item
    let second = first + 1
    let before = Self.screenTop(of: second, in: list, dataSource)
    var next = dataSource.snapshot()
    next.deleteItems(ids: [first])
    dataSource.apply(next, completion: nil)
    // The row above the deleted one came into view at the top, and was
    // measured: the anchored row stays.
    #expect(Self.screenTop(of: second, in: list, dataSource) == before)
  }

  @Test func prependedHistoryKeepsTheFirstVisibleRowInPlace() {
    let (list, dataSource) = Self.makeList(Self.messages(100..<200))
    list.viewport.offset = 30
    let anchor = dataSource.itemIdentifier(for: list.visibleItemPaths[0])?.id ?? -1
    let before = Self.screenTop(of: anchor, in: list, dataSource)
    var next = dataSource.snapshot()
    next.insertItems(Self.messages(0..<100), beforeItem: Self.messages(100..<101)[0])
    dataSource.apply(next, completion: nil)
    #expect(Self.screenTop(of: anchor, in: list, dataSource) == before)
    #expect(list.viewport.offset > 0)
  }

  @Test func rowsRevealedAtTheBottomAreMeasuredBeforeTheOffsetIsClamped() {
    // Rows of 100 points at a width of 100 (50 characters), estimated at 44.
    let long = (0..<50).map { Model(id: $0, value: 50) }
    let (list, dataSource) = Self.makeList(long)
    Self.scrollToTheEnd(list)
    let anchor = dataSource.itemIdentifier(for: list.visibleItemPaths[0])?.id ?? -1
    let before = Self.screenTop(of: anchor, in: list, dataSource)
    var next = dataSource.snapshot()
    next.deleteItems(ids: [48, 49])
    next.appendItems((50..<53).map { Model(id: $0, value: 50) })
    dataSource.apply(next, completion: nil)
    // With the new rows at their estimates the list was too short to keep
    // the anchor; measured, it is long enough.
    #expect(Self.screenTop(of: anchor, in: list, dataSource) == before)
    #expect(list.layout.isMeasured(ItemPath(item: 50, section: 0)))
  }

  @Test func aWidthChangeMeasuresATallFirstRowMostlyOffScreen() {
    // Row 0 is 1,000 points tall at a width of 100 and 500 at 200.
    let (list, dataSource) = Self.makeList([Model(id: 0, value: 500)] + Self.messages(1..<20))
    list.viewport.offset = 900
    list.viewport.width = 200
    let row0 = ItemPath(item: 0, section: 0)
    #expect(list.layout.isMeasured(row0))
    #expect(list.layout.frame(of: row0).height == 500)
    // The same share of the row lies above the viewport: nine tenths.
    #expect(list.viewport.offset == 450)
    #expect(list.visibleItemPaths.first == row0)
    _ = dataSource
  }
}
