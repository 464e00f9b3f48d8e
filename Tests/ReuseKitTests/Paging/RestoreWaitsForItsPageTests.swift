import ReuseKit
import ReuseKitTestSupport
import Testing

/// A restore whose item is on a page not loaded yet waits while paging
/// loads toward it, up to the number of pages the app sets, then falls back
/// on a neighbour.
@MainActor
@Suite struct RestoreWaitsForItsPageTests {
  typealias Source = DiffableDataSource<Int, Model>

  struct Outage: Error {}

  /// A server of 120 items in pages of 30 at the bottom, whose pages from
  /// `failingFrom` on fail.
  static func loader(failingFrom: Int = 120) -> Source.Paging.Loader {
    { request in
      let start = (request.boundaryItem?.id ?? -1) + 1
      if start >= failingFrom { throw Outage() }
      let ids = start..<min(120, start + 30)
      return .init(items: ids.map { Model(id: $0) }, section: 0, reachedEnd: ids.upperBound == 120)
    }
  }

  /// A list of 30-point rows, 300 tall, scrolled to `id` with 10 points of
  /// it above the top, through four pages; its reading position.
  static func savedPosition(at id: Int) async throws -> ReadingPosition<Int, Int> {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 300), rowHeight: 30)
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<120).map { Model(id: $0) })
    await dataSource.apply(snapshot)
    list.viewport.offset = Double(id * 30 + 10)
    return try #require(dataSource.scrolling.readingPosition)
  }

  /// A relaunched list that pages at the bottom: empty, it loads its first page.
  static func relaunch(_ loader: @escaping Source.Paging.Loader) -> (HeadlessList, Source) {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 300), rowHeight: 30)
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    dataSource.paging.retryViewProvider = { edge, _ in .view(LabelView.self, "retry \(edge)") }
    dataSource.paging.loader = loader
    dataSource.paging.edges = [.bottom]
    return (list, dataSource)
  }

  @Test func aPositionOnTheSecondPageWaitsForItAndRestoresExactly() async throws {
    let position = try await Self.savedPosition(at: 31)
    #expect(position.neighbourIDs.prefix(4) == [32, 30, 33, 29], "item 29, on the first page, is a neighbour")
    let (list, dataSource) = Self.relaunch(Self.loader())
    dataSource.scrolling.restore(position, loadingPages: 3)
    await dataSource.appliesFinished()
    #expect(dataSource.snapshot().numberOfItems == 60, "the first page, then the second, which holds the item")
    #expect(dataSource.scrolling.readingPosition?.itemID == 31)
    #expect(list.viewport.offset == 31 * 30 + 10, "exactly where the person was")
  }

  @Test func aRestoreLoadsNoMorePagesThanTheAppAllows() async throws {
    let position = try await Self.savedPosition(at: 95)
    let (_, dataSource) = Self.relaunch(Self.loader())
    dataSource.scrolling.restore(position, loadingPages: 2)
    await dataSource.appliesFinished()
    // Two pages hold items 0 to 59: neither item 95 nor a neighbour is
    // among them, so the restore waits for a snapshot that holds one, as a
    // restore does without paging, and loads no third page.
    #expect(dataSource.snapshot().numberOfItems == 60)
    #expect(dataSource.scrolling.readingPosition?.itemID == 0)
  }

  @Test func aFailedLoadEndsTheWaitOnANeighbour() async throws {
    let position = try await Self.savedPosition(at: 31)
    let (list, dataSource) = Self.relaunch(Self.loader(failingFrom: 30))
    dataSource.scrolling.restore(position, loadingPages: 3)
    await dataSource.appliesFinished()
    #expect(dataSource.paging.state(of: .bottom).isFailed)
    // The nearest neighbour on the first page, item 29, goes to the top, as
    // near as the end of the list lets it.
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height)
    #expect(list.visibleItemPaths.map(\.item).contains(29))
  }
}
