import ReuseKit
import ReuseKitTestSupport
import Testing

/// An apply while another is running, and an apply from a background
/// thread. `apply` is `@MainActor`, so a background caller must hop to the
/// main actor (Swift 6 rejects a direct call at compile time); once there,
/// applies that arrive during a running apply coalesce and the latest wins.
@MainActor
@Suite struct ReentrantApplyTests {
  typealias DataSource = DiffableDataSource<Int, Model>

  static func snapshot(_ items: [Int]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(items.map { Model(id: $0) })
    return snapshot
  }

  func makeDataSource(
    log: LogCollector, provider: @escaping @MainActor () -> Void = {}
  ) -> (HeadlessList, DataSource) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 1_000), rowHeight: 10)
    list.register(ModelView.self)
    let dataSource = DataSource(list) { item in
      provider()
      return .view(ModelView.self, item)
    }
    dataSource.logger = log.logger
    return (list, dataSource)
  }

  func shown(_ list: HeadlessList) -> [Model] {
    return list.visibleItemPaths.compactMap { list.cell(at: $0, as: ModelView.self)?.view.model }
  }

  @Test func anApplyFromTheCellProviderDuringAStageRunsAfterIt() {
    let log = LogCollector()
    // Weak: the data source keeps its cell provider, which must not keep it.
    weak var nested: DataSource?
    var calls = 0
    let (list, dataSource) = makeDataSource(log: log) {
      calls += 1
      // The second cell of the second apply asks for another snapshot mid-stage.
      if calls == 5 { nested?.apply(Self.snapshot([9, 8, 7]), completion: nil) }
    }
    nested = dataSource
    dataSource.apply(Self.snapshot([1, 2, 3]), completion: nil)
    dataSource.apply(Self.snapshot([1, 4, 2, 5, 3]), completion: nil)
    #expect(calls > 5)
    #expect(shown(list) == [9, 8, 7].map { Model(id: $0) })
    #expect(dataSource.snapshot().itemIdentifiers == [9, 8, 7].map { Model(id: $0) })
    #expect(!dataSource.isApplying)
    #expect(log.messages.isEmpty && dataSource.reloadCount == 0)
  }

  @Test func appliesDuringABackgroundDiffCoalesce() async {
    let log = LogCollector()
    let (list, dataSource) = makeDataSource(log: log)
    dataSource.backgroundDiffingThreshold = 0
    var completed: [Int] = []
    dataSource.apply(Self.snapshot([1, 2, 3])) { completed.append(1) }
    #expect(dataSource.isApplying, "the diff runs off the main actor")
    dataSource.apply(Self.snapshot([3, 2])) { completed.append(2) }
    dataSource.apply(Self.snapshot([4, 3])) { completed.append(3) }
    await dataSource.apply(Self.snapshot([4, 3]))
    #expect(completed == [1, 2, 3])
    #expect(shown(list) == [Model(id: 4), Model(id: 3)])
    #expect(log.messages.isEmpty && dataSource.reloadCount == 0)
  }

  @Test func anApplyFromADetachedTaskHopsToTheMainActor() async {
    let log = LogCollector()
    let (list, dataSource) = makeDataSource(log: log)
    let first = Self.snapshot([1, 2, 3])
    await Task.detached {
      await MainActor.run { dataSource.apply(first, completion: nil) }
    }.value
    #expect(shown(list) == [1, 2, 3].map { Model(id: $0) })

    dataSource.backgroundDiffingThreshold = 0
    let second = Self.snapshot([3, 1, 4])
    await Task.detached {
      // The async overload hops by itself, and returns once the snapshot is shown.
      await dataSource.apply(second)
    }.value
    #expect(shown(list) == [3, 1, 4].map { Model(id: $0) })
    #expect(log.messages.isEmpty && dataSource.reloadCount == 0)
  }
}
