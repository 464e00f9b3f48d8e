import ReuseKit
import ReuseKitTestSupport
import Testing

/// ``DiffableDataSource/Refreshing``, headless: 20 rows of 44 points in a
/// 440-point list refreshed by a pull or from code, with a server that
/// answers each refresh when the test says.
@MainActor
@Suite struct RefreshTests {
  typealias Source = DiffableDataSource<Int, Model>

  struct Outage: Error {}

  /// A list of `count` rows, refreshed through `server`, with a retry
  /// view for a failed refresh and a state view for each phase.
  static func make(count: Int = 20) async -> (HeadlessList, Source, RefreshServer<Int, Model>) {
    let list = HeadlessList(
      viewport: Viewport(width: 320, height: 440),
      arrangement: ListArrangement(itemHeight: .fixed(44), headerHeight: 0, footerHeight: 0))
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    let server = RefreshServer<Int, Model>()
    dataSource.refreshing.action = server.action
    dataSource.refreshing.retryViewProvider = { error in .view(LabelView.self, "retry \(error)") }
    dataSource.background.provider = { phase in
      switch phase {
      case .empty: .view(LabelView.self, "empty")
      case .loading: .view(LabelView.self, "loading")
      case .failed: .view(LabelView.self, "failed")
      }
    }
    await dataSource.apply(Self.snapshot(0..<count))
    return (list, dataSource, server)
  }

  static func snapshot(_ ids: some Sequence<Int>) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids.map { Model(id: $0) })
    return snapshot
  }

  static func retryText(_ list: HeadlessList) -> String? {
    list.supplementaryView(ofKind: .header, inSection: 0, as: LabelView.self)?.view.text
  }

  @Test func aPullRefreshesAndEndsAtTheTop() async {
    let (list, dataSource, server) = await Self.make()
    #expect(list.isRefreshing == false)
    #expect(list.interaction.pullToRefresh())
    #expect(list.isRefreshing, "the indicator shows while the refresh runs")
    #expect(!list.interaction.pullToRefresh(), "one refresh runs at a time")
    #expect(!dataSource.refreshing.refresh(), "one refresh runs at a time, from code too")
    await server.settle(dataSource.refreshing)
    #expect(server.askedCount == 1)
    // Three new rows come above the twenty: the list ends at its top, so they show.
    server.respond(with: .success(Self.snapshot(-3..<20)))
    await server.settleUntilIdle(dataSource.refreshing)
    #expect(!list.isRefreshing, "the indicator goes once the new rows are on screen")
    #expect(list.viewport.offset == 0)
    #expect(list.visibleViewModels(of: MessageView.self).prefix(3).map(\.id) == [-3, -2, -1])
  }

  @Test func aRefreshStartedLowerKeepsTheReadingPosition() async {
    let (list, dataSource, server) = await Self.make(count: 40)
    list.viewport.offset = 10 * 44 + 11
    #expect(!list.interaction.pullToRefresh(), "a finger below the top scrolls; it does not pull")
    #expect(dataSource.refreshing.refresh())
    await server.settle(dataSource.refreshing)
    server.respond(with: .success(Self.snapshot(-3..<40)))
    await server.settleUntilIdle(dataSource.refreshing)
    #expect(list.viewport.offset == 13 * 44 + 11, "row 10 keeps its place: three rows came above it")
    #expect(list.visibleViewModels(of: MessageView.self).first?.id == 10)
  }

  @Test func aFailedRefreshShowsTheRetryViewAtTheTopUntilTheNextRefresh() async {
    let (list, dataSource, server) = await Self.make()
    list.interaction.pullToRefresh()
    await server.settle(dataSource.refreshing)
    server.respond(with: .failure(Outage()))
    await server.settleUntilIdle(dataSource.refreshing)
    #expect(dataSource.refreshing.state.isFailed)
    #expect(!list.isRefreshing)
    #expect(Self.retryText(list) == "retry Outage()")
    #expect(list.visibleViewModels(of: MessageView.self).count == 10, "the rows stay as they were")
    #expect(list.interaction.pullToRefresh(), "a failed refresh may be pulled again")
    #expect(Self.retryText(list) == nil, "the retry view goes as the next refresh starts")
    await server.settle(dataSource.refreshing)
    server.respond(with: .success(Self.snapshot(0..<5)))
    await server.settleUntilIdle(dataSource.refreshing)
    #expect(list.visibleViewModels(of: MessageView.self).map(\.id) == Array(0..<5))
  }

  @Test func aRefreshOfAnEmptyListShowsLoadingThenItsFailure() async {
    let (list, dataSource, server) = await Self.make(count: 0)
    #expect(list.backgroundView(as: LabelView.self)?.view.text == "empty")
    #expect(list.interaction.pullToRefresh())
    #expect(list.backgroundView(as: LabelView.self)?.view.text == "loading")
    await server.settle(dataSource.refreshing)
    server.respond(with: .failure(Outage()))
    await server.settleUntilIdle(dataSource.refreshing)
    #expect(list.backgroundView(as: LabelView.self)?.view.text == "failed")
    #expect(Self.retryText(list) == nil, "a list with no section shows its state view only")
  }

  @Test func aRefreshCancelsThePageLoadUnderWayAndPagingWaitsForIt() async {
    let (list, dataSource, server) = await Self.make()
    let pages = PageServer<Int, Model>()
    dataSource.paging.loader = pages.loader
    list.scroll(to: .bottom)
    dataSource.paging.edges = [.bottom]
    await pages.settle(dataSource.paging)
    #expect(pages.pending(at: .bottom) != nil)
    #expect(dataSource.refreshing.refresh())
    await pages.settle(dataSource.paging)
    #expect(pages.cancelledCount == 1, "the page load was cancelled")
    #expect(dataSource.paging.state(of: .bottom).isFailed == false, "a cancelled load is not a failure")
    #expect(!dataSource.paging.loadMore(at: .bottom), "no page loads while the refresh runs")
    await server.settle(dataSource.refreshing)
    server.respond(with: .success(Self.snapshot(0..<20)))
    await server.settleUntilIdle(dataSource.refreshing)
    await pages.settle(dataSource.paging)
    #expect(pages.pending(at: .bottom) != nil, "the bottom, still in view, loads once the refresh ended")
    #expect(await pages.finish(dataSource.paging))
  }

  @Test func leavingTheScreenCancelsTheRefresh() async {
    let (list, dataSource, server) = await Self.make()
    var events: [String] = []
    dataSource.refreshing.eventHandler = { events.append("\($0)") }
    list.interaction.pullToRefresh()
    await server.settle(dataSource.refreshing)
    list.isVisible = false
    #expect(server.cancelledCount == 1)
    #expect(!list.isRefreshing)
    #expect(events == ["started(atTop: true)", "cancelled"])
    #expect(list.visibleViewModels(of: MessageView.self).count == 10, "the snapshot stays as it was")
  }

  @Test func aReleasedDataSourceCancelsItsRefresh() async {
    let list = HeadlessList(viewport: Viewport(width: 320, height: 440), rowHeight: 44)
    let server = RefreshServer<Int, Model>()
    weak var released: Source?
    do {
      let dataSource = Source(list) { .view(MessageView.self, $0) }
      released = dataSource
      dataSource.refreshing.action = server.action
      #expect(dataSource.refreshing.refresh())
      await server.settle(dataSource.refreshing)
      #expect(server.isHolding)
    }
    #expect(released == nil)
    #expect(server.cancelledCount == 1, "the refresh's task was cancelled with its data source")
  }
}
