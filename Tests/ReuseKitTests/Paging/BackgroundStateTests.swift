import ReuseKit
import ReuseKitTestSupport
import Testing

/// ``DiffableDataSource/background``: the state view of an empty list, of a
/// first load under way and of a failed one, queried headlessly like a
/// header, reused, and gone once items arrive.
@MainActor
@Suite struct BackgroundStateTests {
  struct Failure: Error {}

  final class StatusView: ConfigurableView {
    private(set) var status: ContentStatus?
    func configure(with status: ContentStatus) { self.status = status }
    func preferredHeight(forWidth width: Double) -> Double? { 120 }
  }

  typealias Source = DiffableDataSource<Int, Model>

  static func make() -> (HeadlessList, Source) {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 300), rowHeight: 30)
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    dataSource.background.provider = { [weak dataSource] phase in
      switch phase {
      case .empty: .view(StatusView.self, ContentStatus(title: "No messages", imageName: "tray"))
      case .loading: .view(StatusView.self, ContentStatus(title: "Loading"))
      case .failed(let error):
        .view(
          StatusView.self,
          ContentStatus(
            title: "Could not load", message: "\(error)",
            action: .init(title: "Try Again") { dataSource?.paging.retry(.top) }))
      }
    }
    return (list, dataSource)
  }

  static func title(_ list: HeadlessList) -> String? { list.backgroundView(as: StatusView.self)?.view.status?.title }

  @Test func anEmptyListShowsItsStateViewUntilItemsArrive() async {
    let (list, dataSource) = Self.make()
    #expect(Self.title(list) == "No messages")
    #expect(list.backgroundView(as: StatusView.self)?.view.status?.imageName == "tray")
    #expect(list.frameOfBackgroundView == LayoutRect(x: 0, y: 0, width: 200, height: 300))
    var snapshot = Snapshot<Int, Model>()
    snapshot.mergeItems([Model(id: 1)], intoSection: 0, at: .bottom)
    await dataSource.apply(snapshot)
    #expect(list.backgroundView(as: StatusView.self) == nil)
    #expect(list.frameOfBackgroundView == nil)
    #expect(dataSource.background.phase == nil)
    let created = list.createdCount
    snapshot.deleteItems(ids: [1])
    await dataSource.apply(snapshot)
    #expect(Self.title(list) == "No messages", "a section without items is empty too")
    #expect(list.createdCount == created, "the state view is reused")
  }

  @Test func aFirstLoadShowsLoadingThenItsFailureWithARetry() async {
    let (list, dataSource) = Self.make()
    let server = PageServer<Int, Model>()
    dataSource.paging.loader = server.loader
    dataSource.paging.edges = [.top]
    #expect(Self.title(list) == "Loading")
    await server.settle(dataSource.paging)
    server.respond(at: .top, with: .failure(Failure()))
    await server.settle(dataSource.paging)
    #expect(Self.title(list) == "Could not load")
    let action = list.backgroundView(as: StatusView.self)?.view.status?.action
    #expect(action?.title == "Try Again")
    action?.handler()
    #expect(Self.title(list) == "Loading")
    await server.settle(dataSource.paging)
    server.respond(at: .top, with: .success(.init(items: [Model(id: 5)], section: 0)))
    await server.settle(dataSource.paging)
    #expect(list.backgroundView(as: StatusView.self) == nil)
    #expect(list.visibleViewModels(of: MessageView.self) == [Model(id: 5)])
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test func anEmptyLastPageLeavesTheEmptyState() async {
    let (list, dataSource) = Self.make()
    let server = PageServer<Int, Model>()
    dataSource.paging.loader = server.loader
    dataSource.paging.edges = [.bottom]
    await server.settle(dataSource.paging)
    server.respond(at: .bottom, with: .success(.init(items: [], section: 0, reachedEnd: true)))
    await server.settle(dataSource.paging)
    #expect(Self.title(list) == "No messages")
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }
}
