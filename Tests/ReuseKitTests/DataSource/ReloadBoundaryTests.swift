import ReuseKit
import ReuseKitTestSupport
import Testing

/// The edges where an update turns into a reload, and what a reload does with
/// the cells on screen.
@MainActor
@Suite struct ReloadBoundaryTests {
  private func snapshot(_ ids: ClosedRange<Int>) -> Snapshot<Model, Model> {
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems(ids.map { Model(id: $0) })
    return snapshot
  }

  private func makeDataSource(threshold: Int) -> (HeadlessList, DiffableDataSource<Model, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    list.register(ModelView.self)
    let dataSource = DiffableDataSource<Model, Model>(list) { item in
      .view(ModelView.self, item)
    }
    dataSource.reloadDataThreshold = threshold
    return (list, dataSource)
  }

  @Test func anApplyWithExactlyTheThresholdsChangesAnimatesAndOneMoreReloads() {
    // Three inserts at the end: three changes, one stage.
    let (list, dataSource) = makeDataSource(threshold: 3)
    dataSource.apply(snapshot(1...5), completion: nil)
    let reloadsBefore = dataSource.reloadCount
    let batchesBefore = dataSource.batchUpdateCount
    dataSource.apply(snapshot(1...8), completion: nil)
    #expect(dataSource.reloadCount == reloadsBefore)
    #expect(dataSource.batchUpdateCount == batchesBefore + 1)
    #expect(list.numberOfItems(inSection: 0) == 8)

    // Four more inserts: one change over the threshold.
    dataSource.apply(snapshot(1...12), completion: nil)
    #expect(dataSource.reloadCount == reloadsBefore + 1)
    #expect(dataSource.batchUpdateCount == batchesBefore + 1)
    #expect(list.numberOfItems(inSection: 0) == 12)
  }

  @Test func theThresholdCountsTheChangesOfEveryStage() {
    // Two deletes, a section move, two inserts: a section move never shares
    // a stage with item changes, so no stage holds more than 4 of the 5.
    let (list, dataSource) = makeDataSource(threshold: 4)
    func snapshot(_ sections: [(Int, [Int])]) -> Snapshot<Model, Model> {
      var snapshot = Snapshot<Model, Model>()
      for (section, items) in sections {
        snapshot.appendSections([Model(id: section)])
        snapshot.appendItems(items.map { Model(id: $0) }, toSection: Model(id: section))
      }
      return snapshot
    }
    let source = snapshot([(-1, [1, 2, 3]), (-2, [4, 5])])
    let target = snapshot([(-2, [4, 5, 6, 7]), (-1, [1])])
    dataSource.apply(source, completion: nil)
    let counts = SectionedStagedChangeset(source: source.sections, target: target.sections).stages.map(\.changeCount)
    #expect(counts.count > 1 && counts.reduce(0, +) == 5 && counts.allSatisfy { $0 <= 4 }, "the stages: \(counts)")
    let (reloads, batches) = (dataSource.reloadCount, dataSource.batchUpdateCount)
    dataSource.apply(target, completion: nil)
    #expect(dataSource.reloadCount == reloads + 1, "five changes are over a threshold of 4, whatever each stage holds")
    #expect(dataSource.batchUpdateCount == batches)
    #expect(list.numberOfItems(inSection: 0) == 4)
  }

  @Test func reloadDataWithUnchangedCountsReturnsTheVisibleCellsToTheirPools() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 45), rowHeight: 10)
    list.register(ModelView.self)
    let source = ModelSectionsDataSource(
      sections: [DiffSection(model: Model(id: -1), items: (0..<20).map { Model(id: $0) })], container: list)
    list.dataSource = source
    list.reloadData()
    let visible = list.visibleItemPaths.count
    #expect(visible == 5)
    let created = list.createdCount
    let reused = list.reusedCount
    list.reloadData()
    #expect(list.createdCount == created)
    #expect(list.reusedCount == reused + visible)
    #expect(list.visibleItemPaths.count == visible)
  }
}

extension ReloadBoundaryTests {
  @Test func applySnapshotUsingReloadDataReloadsWithoutABatch() async {
    let (list, dataSource) = makeDataSource(threshold: 100)
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems((1...3).map { Model(id: $0) })
    var completed = false
    dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
    #expect(completed)
    #expect(dataSource.reloadCount == 1)
    #expect(dataSource.batchUpdateCount == 0)
    #expect(list.visibleViewModels(of: ModelView.self) == (1...3).map { Model(id: $0) })
  }
}

extension ReloadBoundaryTests {
  /// Issue 15, finding 5: a non-animated apply diffs and keeps the cells of
  /// the items that stay, instead of reloading everything.
  @Test func aNonAnimatedApplyIsABatchUpdateNotAReload() {
    let (list, dataSource) = makeDataSource(threshold: 100)
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems((1...5).map { Model(id: $0) })
    dataSource.apply(snapshot, animation: .none, completion: nil)
    let kept = list.cell(at: ItemPath(item: 2, section: 0), as: ModelView.self)
    snapshot.deleteItems([Model(id: 1)])
    dataSource.apply(snapshot, animation: .none, completion: nil)
    #expect(dataSource.reloadCount == 0)
    #expect(dataSource.batchUpdateCount == 2)
    #expect(list.cell(at: ItemPath(item: 1, section: 0), as: ModelView.self) === kept)
    #expect(list.visibleViewModels(of: ModelView.self).first == Model(id: 2))
  }
}
