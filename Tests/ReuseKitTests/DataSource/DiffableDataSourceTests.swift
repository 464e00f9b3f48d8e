import ReuseKit
import ReuseKitTestSupport
import Testing

/// Records the order of completions.
@MainActor
private final class Recorder {
  var events: [String] = []
}

@MainActor
@Suite struct DiffableDataSourceTests {
  typealias DataSource = DiffableDataSource<Model, Model>

  private func makeList(height: Double = 2_000) -> HeadlessList {
    let list = HeadlessList(viewport: Viewport(width: 100, height: height), rowHeight: 10)
    list.register(ModelView.self)
    return list
  }

  private func makeDataSource(_ list: HeadlessList, log: LogCollector) -> DataSource {
    let dataSource = DataSource(list) { item in
      .view(ModelView.self, item)
    }
    dataSource.logger = log.logger
    return dataSource
  }

  private func snapshot(_ sections: [DiffSection<Model, Model>]) -> Snapshot<Model, Model> {
    Snapshot.deduplicating(sections).snapshot
  }

  /// The items the container shows, in order, against the snapshot's.
  private func expectShows(
    _ list: HeadlessList, _ snapshot: Snapshot<Model, Model>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = list.visibleItemPaths.compactMap { list.cell(at: $0, as: ModelView.self)?.viewModel }
    let expected = list.visibleItemPaths.compactMap { snapshot.itemIdentifier(at: $0) }
    #expect(shown == expected, sourceLocation: sourceLocation)
    #expect(list.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
    for (index, section) in snapshot.sections.enumerated() {
      #expect(list.numberOfItems(inSection: index) == section.items.count, sourceLocation: sourceLocation)
    }
  }

  @Test func applyShowsTheSnapshot() {
    let list = makeList(height: 40)
    let log = LogCollector()
    let dataSource = makeDataSource(list, log: log)
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems((1...10).map { Model(id: $0) })
    dataSource.apply(snapshot, completion: nil)
    #expect(list.visibleItemPaths.count == 4)
    expectShows(list, snapshot)
    #expect(dataSource.itemIdentifier(for: ItemPath(item: 2, section: 0)) == Model(id: 3))
    #expect(dataSource.itemPath(for: Model(id: 3)) == ItemPath(item: 2, section: 0))
    #expect(log.messages.isEmpty)
  }

  /// Seeded random snapshot pairs: every stage passes the validator (no
  /// rejection is logged, nothing falls back to a reload) and the container
  /// ends up showing the target.
  @Test(arguments: [UpdateStyle.reconfigure, .reload])
  func randomSnapshotsApplyWithoutRejection(style: UpdateStyle) {
    let list = makeList()
    let log = LogCollector()
    let dataSource = makeDataSource(list, log: log)
    dataSource.updateStyle = style
    var edits = RandomEdits(seed: style == .reload ? 0xDA7A_0001 : 0xDA7A_0002)
    var sections = edits.sectionedSource(maxSections: 5, maxItems: 10)
    for _ in 0..<1_500 {
      sections =
        edits.chance(0.05) ? edits.sectionedSource(maxSections: 5, maxItems: 10) : edits.sectionedTarget(from: sections)
      let target = snapshot(sections)
      dataSource.apply(target, completion: nil)
      expectShows(list, target)
    }
    #expect(log.messages.isEmpty, "\(log.messages.prefix(3))")
    #expect(dataSource.reloadCount == 0)
  }

  @Test func reconfigureKeepsTheCellAndReloadDequeuesAgain() {
    let list = makeList()
    let dataSource = makeDataSource(list, log: LogCollector())
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems([Model(id: 1), Model(id: 2)])
    dataSource.apply(snapshot, completion: nil)
    let created = list.createdCount
    let cell = list.cellForItem(at: ItemPath(item: 0, section: 0))

    var changed = dataSource.snapshot()
    changed.deleteItems([Model(id: 1)])
    changed.insertItems([Model(id: 1, value: 7)], beforeItem: Model(id: 2))
    dataSource.apply(changed, completion: nil)
    #expect(list.cellForItem(at: ItemPath(item: 0, section: 0)) === cell)
    #expect((cell as? HostingCell<ModelView>)?.view.model?.value == 7)
    #expect(list.createdCount == created && list.reusedCount == 0)

    var reloading = dataSource.snapshot()
    reloading.reloadItems([Model(id: 2)])
    dataSource.apply(reloading, completion: nil)
    #expect(list.createdCount + list.reusedCount == created + 1)

    var reconfiguring = dataSource.snapshot()
    reconfiguring.reconfigureItems([Model(id: 2)])
    let before = list.createdCount + list.reusedCount
    dataSource.apply(reconfiguring, completion: nil)
    #expect(list.createdCount + list.reusedCount == before)
  }

  @Test func rapidAppliesCoalesceAndTheLatestWins() async {
    let list = makeList()
    let dataSource = makeDataSource(list, log: LogCollector())
    dataSource.backgroundDiffingThreshold = 0
    var completed: [Int] = []
    var last = Snapshot<Model, Model>()
    for round in 1...5 {
      var snapshot = Snapshot<Model, Model>()
      snapshot.appendSections([Model(id: 0)])
      snapshot.appendItems((0..<(round * 3)).map { Model(id: $0 * round) })
      last = snapshot
      dataSource.apply(snapshot) { completed.append(round) }
    }
    #expect(dataSource.isApplying)
    await dataSource.apply(last)
    #expect(completed == [1, 2, 3, 4, 5])
    #expect(dataSource.batchUpdateCount <= 2)
    expectShows(list, last)
  }

  @Test func applyFromACompletionAndFromTheCellProvider() {
    let list = makeList()
    var first = Snapshot<Model, Model>()
    first.appendSections([Model(id: 0)])
    first.appendItems([Model(id: 1)])
    var second = first
    second.appendItems([Model(id: 2)])
    var third = second
    third.appendItems([Model(id: 3)])
    var fromProvider: (() -> Void)?
    let dataSource = DataSource(list) { item in
      fromProvider?()
      fromProvider = nil
      return .view(ModelView.self, item)
    }
    dataSource.apply(first) { [unowned dataSource] in dataSource.apply(second, completion: nil) }
    expectShows(list, second)
    // Showing item 3 dequeues a cell; the provider then asks for `first`,
    // which runs once `third` is on screen.
    let order = Recorder()
    fromProvider = { [unowned dataSource] in dataSource.apply(first) { order.events.append("first") } }
    dataSource.apply(third) { order.events.append("third") }
    #expect(order.events == ["third", "first"])
    expectShows(list, first)
  }

  @Test func manyChangesOrAHiddenContainerReload() {
    let list = makeList()
    let dataSource = makeDataSource(list, log: LogCollector())
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems((0..<10).map { Model(id: $0) })
    dataSource.apply(snapshot, completion: nil)
    dataSource.reloadDataThreshold = 3
    snapshot.deleteItems((0..<5).map { Model(id: $0) })
    dataSource.apply(snapshot, completion: nil)
    #expect(dataSource.reloadCount == 1)
    expectShows(list, snapshot)
    dataSource.reloadDataThreshold = nil
    list.isVisible = false
    snapshot.deleteItems([Model(id: 9)])
    dataSource.apply(snapshot, completion: nil)
    #expect(dataSource.reloadCount == 2)
    list.isVisible = true
    snapshot.deleteItems([Model(id: 8)])
    dataSource.apply(snapshot, completion: nil)
    #expect(dataSource.reloadCount == 2)
    expectShows(list, snapshot)
  }

  @Test func duplicateIdentifiersFromOutsideAreDroppedAndReported() {
    let list = makeList()
    let dataSource = makeDataSource(list, log: LogCollector())
    let fromServer = [
      DiffSection(model: Model(id: 0), items: [Model(id: 1), Model(id: 1, value: 2), Model(id: 3)]),
      DiffSection(model: Model(id: 0), items: [Model(id: 3), Model(id: 4)]),
    ]
    let (snapshot, report) = Snapshot.deduplicating(fromServer)
    #expect(report.mergedSections == [Model(id: 0)])
    #expect(report.droppedItems == [Model(id: 1, value: 2), Model(id: 3)])
    dataSource.apply(snapshot, completion: nil)
    expectShows(list, snapshot)
    #expect(snapshot.itemIdentifiers == [Model(id: 1), Model(id: 3), Model(id: 4)])
  }
}
