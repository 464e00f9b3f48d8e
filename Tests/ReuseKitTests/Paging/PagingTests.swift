import ReuseKit
import ReuseKitTestSupport
import Testing

/// Paging by identity, headless: the first page, loads at the threshold,
/// one load per edge, prepends that keep the reading position, failures
/// with a retry view, cancellation by a full replace, and the end of data.
@MainActor
@Suite struct PagingTests {
  struct Failure: Error {}

  typealias Source = DiffableDataSource<Int, Model>

  /// A list of 200 by 300 points of 30-point rows, with paging at `edges`.
  static func make(_ edges: Set<ContentEdge>) -> (HeadlessList, Source, PageServer<Int, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 300), rowHeight: 30)
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    let server = PageServer<Int, Model>()
    dataSource.paging.retryViewProvider = { edge, _ in .view(LabelView.self, "retry \(edge)") }
    dataSource.paging.loader = server.loader
    dataSource.paging.edges = edges
    return (list, dataSource, server)
  }

  static func page(_ ids: Range<Int>, reachedEnd: Bool = false) -> Source.Paging.Page {
    .init(items: ids.map { Model(id: $0) }, section: 0, reachedEnd: reachedEnd)
  }

  @Test func anEmptyListLoadsItsFirstPageAndThenOnlyNearTheEdge() async {
    let (list, dataSource, server) = Self.make([.bottom])
    await server.settle(dataSource.paging)
    #expect(server.pending(at: .bottom)?.request.boundaryItem == nil)
    server.respond(at: .bottom, with: .success(Self.page(0..<40)))
    await server.settle(dataSource.paging)
    // 40 rows of 30 points are four screens: the bottom is three away.
    #expect(dataSource.snapshot().numberOfItems == 40)
    #expect(server.pending.isEmpty)
    list.viewport.offset = 500  // 1.33 screens from the bottom
    await server.settle(dataSource.paging)
    #expect(server.pending.isEmpty)
    list.viewport.offset = 630
    await server.settle(dataSource.paging)
    #expect(server.pending(at: .bottom)?.request.boundaryItem == Model(id: 39))
    #expect(!dataSource.paging.loadMore(at: .bottom), "a second load at a busy edge is dropped")
    #expect(server.mostPending[.bottom] == 1)
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func anEdgeExactlyAThresholdAwayLoads() async {
    let (list, dataSource, server) = Self.make([.bottom])
    await server.settle(dataSource.paging)
    server.respond(at: .bottom, with: .success(Self.page(0..<40)))
    await server.settle(dataSource.paging)
    // 1,200 points of rows in a 300-point viewport: at 599 the bottom is
    // a point more than one screen away, at 600 exactly one.
    list.viewport.offset = 599
    await server.settle(dataSource.paging)
    #expect(server.pending.isEmpty, "1.0033 screens from the bottom is beyond a threshold of 1")
    list.viewport.offset = 600
    await server.settle(dataSource.paging)
    #expect(server.pending(at: .bottom) != nil, "exactly one screen from the bottom is within a threshold of 1")
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func loadMoreAtAFailedEdgeStartsNothing() async {
    let (_, dataSource, server) = Self.make([.bottom])
    await server.settle(dataSource.paging)
    server.respond(at: .bottom, with: .failure(Failure()))
    await server.settle(dataSource.paging)
    #expect(dataSource.paging.state(of: .bottom).isFailed)
    #expect(!dataSource.paging.loadMore(at: .bottom), "a failed edge waits for retry(_:)")
    await server.settle(dataSource.paging)
    #expect(server.pending.isEmpty, "no load started")
    #expect(dataSource.paging.state(of: .bottom).isFailed, "the edge still shows its failure")
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func aPrependKeepsTheReadingPositionAndReportsDuplicates() async {
    let (list, dataSource, server) = Self.make([])
    var snapshot = Snapshot<Int, Model>()
    snapshot.mergeItems((100..<140).map { Model(id: $0) }, intoSection: 0, at: .bottom)
    await dataSource.apply(snapshot)
    list.viewport.offset = 600
    dataSource.paging.edges = [.top]
    await server.settle(dataSource.paging)
    #expect(server.pending.isEmpty)
    var events: [String] = []
    dataSource.paging.eventHandler = { event in
      if case .merged(_, let report) = event { events.append("merged \(report.mergedCount) \(report.droppedItems)") }
    }
    list.viewport.offset = 250
    await server.settle(dataSource.paging)
    let anchor = list.frameOfItem(at: ItemPath(item: 8, section: 0)).minY - list.viewport.offset
    // The server repeats two items the list holds, and one within the page.
    let page = Source.Paging.Page(
      items: (80..<100).map { Model(id: $0) } + [Model(id: 100), Model(id: 101), Model(id: 85)], section: 0)
    server.respond(at: .top, with: .success(page))
    await server.settle(dataSource.paging)
    #expect(events == ["merged 20 [100, 101, 85]"])
    #expect(dataSource.snapshot().numberOfItems == 60)
    #expect(list.frameOfItem(at: ItemPath(item: 28, section: 0)).minY - list.viewport.offset == anchor)
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func aFailureShowsARetryViewUntilTheRetryLoads() async {
    let (list, dataSource, server) = Self.make([.top])
    var snapshot = Snapshot<Int, Model>()
    snapshot.mergeItems((100..<105).map { Model(id: $0) }, intoSection: 0, at: .bottom)
    await dataSource.apply(snapshot)
    await server.settle(dataSource.paging)
    server.respond(at: .top, with: .failure(Failure()))
    await server.settle(dataSource.paging)
    #expect(dataSource.paging.state(of: .top).isFailed)
    #expect(list.supplementaryView(ofKind: .header, inSection: 0, as: LabelView.self)?.view.text == "retry top")
    #expect(server.pending.isEmpty, "a failed edge waits for a retry")
    dataSource.paging.retry(.top)
    await server.settle(dataSource.paging)
    #expect(list.supplementaryView(ofKind: .header, inSection: 0, as: LabelView.self) == nil)
    #expect(server.pending(at: .top) != nil)
    server.respond(at: .top, with: .success(Self.page(90..<100, reachedEnd: true)))
    await server.settle(dataSource.paging)
    #expect(dataSource.snapshot().itemIdentifiers.first == Model(id: 90))
    if case .finished = dataSource.paging.state(of: .top) {} else { Issue.record("the end of data stops the edge") }
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func aFullReplaceCancelsTheLoadWithoutAFailure() async {
    let (_, dataSource, server) = Self.make([.top])
    var snapshot = Snapshot<Int, Model>()
    snapshot.mergeItems((100..<105).map { Model(id: $0) }, intoSection: 0, at: .bottom)
    await dataSource.apply(snapshot)
    await server.settle(dataSource.paging)
    #expect(server.pending(at: .top)?.request.boundaryItem == Model(id: 100))
    var replaced = Snapshot<Int, Model>()
    replaced.mergeItems((500..<505).map { Model(id: $0) }, intoSection: 0, at: .bottom)
    await dataSource.apply(replaced)
    #expect(server.cancelledCount == 1)
    await server.settle(dataSource.paging)
    #expect(!dataSource.paging.state(of: .top).isFailed)
    #expect(server.pending(at: .top)?.request.boundaryItem == Model(id: 500))
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func aListReleasedWhileItsLoadWaitsCancelsTheLoad() async {
    weak var released: Source?
    var kept: PageServer<Int, Model>?
    do {
      let (_, dataSource, server) = Self.make([.bottom])
      (released, kept) = (dataSource, server)
      await server.settle(dataSource.paging)
      #expect(server.pending(at: .bottom) != nil)
    }
    #expect(released == nil, "nothing keeps the data source while its load waits")
    guard let server = kept else { return }
    #expect(server.cancelledCount == 1, "the released list's load is cancelled, not left waiting")
    #expect(server.pending.isEmpty)
    #expect(await server.finish(nil), "no load is left suspended")
  }
}
