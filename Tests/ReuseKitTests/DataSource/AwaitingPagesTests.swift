import ReuseKit
import ReuseKitTestSupport
import Synchronization
import Testing

/// ``DiffableDataSource/appliesFinished()`` waits for pages too: loads the
/// viewport starts, loads a page's arrival starts, retries, and a cancelled
/// load, which ends at once.
@MainActor
@Suite struct AwaitingPagesTests {
  typealias Source = DiffableDataSource<Int, Model>

  struct Outage: Error {}

  /// A server of 30 items in pages of 10 whose call `failing` throws.
  final class Server: Sendable {
    let calls = Mutex(0)
    let failing: Int?

    init(failing: Int? = nil) { self.failing = failing }

    func page(_ request: Source.Paging.Request) async throws -> Source.Paging.Page {
      let call = calls.withLock { count in
        count += 1
        return count
      }
      try await Task.sleep(nanoseconds: 1_000_000)
      if call == failing { throw Outage() }
      let start = (request.boundaryItem?.id ?? -1) + 1
      return .init(items: (start..<start + 10).map { Model(id: $0) }, section: 0, reachedEnd: start + 10 >= 30)
    }
  }

  /// An empty list of 100 points of 10-point rows that pages at the bottom.
  static func make(_ server: Server) -> (HeadlessList, Source) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = Source(list) { .view(ModelView.self, $0) }
    dataSource.paging.retryViewProvider = { edge, _ in .view(LabelView.self, "retry \(edge)") }
    dataSource.paging.loader = { try await server.page($0) }
    dataSource.paging.edges = [.bottom]
    return (list, dataSource)
  }

  @Test func theFirstPageAndThePagesItsArrivalStartsAreAwaitedInOneCall() async {
    let server = Server()
    let (list, dataSource) = Self.make(server)
    #expect(dataSource.paging.state(of: .bottom).isLoading, "the empty list asks for its first page")
    await dataSource.appliesFinished()
    // Each page of 10 rows leaves the bottom within a screen: the next loads.
    #expect(dataSource.snapshot().numberOfItems == 30)
    #expect(list.content.sectionCounts == [30], "the last page is on screen")
    if case .finished = dataSource.paging.state(of: .bottom) {} else { Issue.record("the edge reached its end") }
    #expect(server.calls.withLock { $0 } == 3)
  }

  @Test func aFailureEndsTheWaitAndARetryIsAwaitedInOneCall() async {
    let server = Server(failing: 2)
    let (list, dataSource) = Self.make(server)
    await dataSource.appliesFinished()
    #expect(dataSource.snapshot().numberOfItems == 10)
    #expect(dataSource.paging.state(of: .bottom).isFailed)
    dataSource.paging.retry(.bottom)
    await dataSource.appliesFinished()
    #expect(list.content.sectionCounts == [30])
    #expect(server.calls.withLock { $0 } == 4)
  }

  @Test func aCancelledLoadEndsTheWait() async {
    let dataSource = Source(HeadlessList()) { .view(ModelView.self, $0) }
    // A loader that would answer in an hour, unless it is cancelled.
    dataSource.paging.loader = { _ in
      try await Task.sleep(nanoseconds: 3_600_000_000_000)
      return .init(items: [], section: 0)
    }
    #expect(dataSource.paging.loadMore(at: .bottom))
    let waiting = Task { await dataSource.appliesFinished() }
    for _ in 0..<20 { await Task.yield() }
    #expect(dataSource.paging.state(of: .bottom).isLoading, "the load still runs")
    dataSource.paging.reset()
    await waiting.value
    #expect(!dataSource.paging.state(of: .bottom).isLoading)
  }
}
