import ReuseKit
import ReuseKitTestSupport
import Testing

/// Section snapshots applied through a data source onto a headless list:
/// the visible rows go through the usual diff, staging and validation;
/// expansion and depth reach the views; a person toggles parents through
/// the handlers, which can load children on demand.
@MainActor
@Suite struct OutlineDataSourceTests {
  static func make() -> (HeadlessList, DiffableDataSource<String, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 1_000), rowHeight: 10)
    let dataSource = DiffableDataSource<String, Model>(list) { .view(StateView.self, $0) }
    var snapshot = Snapshot<String, Model>()
    snapshot.appendSections(["top"])
    snapshot.appendItems([Model(id: 100)])
    dataSource.apply(snapshot, completion: nil)
    return (list, dataSource)
  }

  /// 0, 1 (10, 11 (110)), 2.
  static func tree() -> SectionSnapshot<Model> {
    var tree = SectionSnapshot<Model>()
    tree.append([0, 1, 2].map { Model(id: $0) })
    tree.append([Model(id: 10), Model(id: 11)], to: Model(id: 1))
    tree.append([Model(id: 110)], to: Model(id: 11))
    return tree
  }

  static func rows(_ list: HeadlessList) -> [Int] { list.visibleViewModels(of: StateView.self).map(\.id) }

  static func view(_ list: HeadlessList, _ dataSource: DiffableDataSource<String, Model>, _ id: Int) -> StateView? {
    dataSource.itemPath(forID: id).flatMap { list.cell(at: $0, as: StateView.self)?.view }
  }

  @Test func expandingAndCollapsingAreOneValidatedBatchEach() {
    let (list, dataSource) = Self.make()
    var tree = Self.tree()
    dataSource.apply(tree, to: "files", completion: nil)
    #expect(Self.rows(list) == [100, 0, 1, 2] && dataSource.snapshot().sectionIdentifiers == ["top", "files"])
    let batches = dataSource.batchUpdateCount
    tree.expand([Model(id: 1), Model(id: 11)])
    var finished = false
    dataSource.apply(tree, to: "files", animation: .none) { finished = true }
    #expect(finished && Self.rows(list) == [100, 0, 1, 10, 11, 110, 2])
    tree.collapse([Model(id: 1)])
    dataSource.apply(tree, to: "files", completion: nil)
    #expect(Self.rows(list) == [100, 0, 1, 2])
    #expect(dataSource.batchUpdateCount == batches + 2 && dataSource.reloadCount == 0)
  }

  @Test func expansionAndLevelReachTheViews() {
    let (list, dataSource) = Self.make()
    var tree = Self.tree()
    tree.expand([Model(id: 1)])
    dataSource.apply(tree, to: "files", completion: nil)
    #expect(Self.view(list, dataSource, 1)?.state == CellState(isExpanded: true, level: 0))
    #expect(Self.view(list, dataSource, 11)?.state == CellState(isExpanded: false, level: 1))
    #expect(Self.view(list, dataSource, 100)?.state == .normal)
    dataSource.selection.selectItem(withID: 10)
    #expect(Self.view(list, dataSource, 10)?.state == CellState(isSelected: true, level: 1))
  }

  @Test func aPersonTogglesAParent() throws {
    let (list, dataSource) = Self.make()
    dataSource.apply(Self.tree(), to: "files", completion: nil)
    let one = try #require(dataSource.itemPath(forID: 1))
    list.interaction.toggleExpansion(itemAt: one)
    #expect(Self.rows(list) == [100, 0, 1, 10, 11, 2] && Self.view(list, dataSource, 1)?.state.isExpanded == true)
    list.interaction.toggleExpansion(itemAt: try #require(dataSource.itemPath(forID: 11)))
    #expect(Self.rows(list) == [100, 0, 1, 10, 11, 110, 2])
    list.interaction.toggleExpansion(itemAt: one)
    #expect(Self.rows(list) == [100, 0, 1, 2] && Self.view(list, dataSource, 1)?.state.isExpanded == false)
    list.interaction.toggleExpansion(itemAt: ItemPath(item: 50, section: 1))
    #expect(Self.rows(list) == [100, 0, 1, 2] && dataSource.reloadCount == 0)
  }

  @Test func handlersCanRefuseAndAreToldFirst() {
    let (list, dataSource) = Self.make()
    dataSource.apply(Self.tree(), to: "files", completion: nil)
    var told: [String] = []
    dataSource.sectionSnapshotHandlers.shouldExpand = { $0.id != 2 }
    dataSource.sectionSnapshotHandlers.willExpand = { told.append("expand \($0.id)") }
    dataSource.sectionSnapshotHandlers.shouldCollapse = { $0.id != 11 }
    dataSource.sectionSnapshotHandlers.willCollapse = { told.append("collapse \($0.id)") }
    #expect(!dataSource.toggleExpansion(of: Model(id: 2), completion: nil))
    #expect(
      dataSource.toggleExpansion(of: Model(id: 1), completion: nil)
        && dataSource.toggleExpansion(of: Model(id: 11), completion: nil))
    #expect(!dataSource.toggleExpansion(of: Model(id: 11), completion: nil))
    #expect(dataSource.toggleExpansion(of: Model(id: 1), completion: nil))
    #expect(told == ["expand 1", "expand 11", "collapse 1"] && Self.rows(list) == [100, 0, 1, 2])
    #expect(!dataSource.toggleExpansion(of: Model(id: 999), completion: nil))
  }

  @Test func childrenLoadWhenAParentFirstExpands() {
    let (list, dataSource) = Self.make()
    dataSource.apply(Self.tree(), to: "files", completion: nil)
    var loads = 0
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, outline in
      var outline = outline
      if outline.snapshot(of: parent).items.isEmpty {
        loads += 1
        outline.append([Model(id: parent.id * 10), Model(id: parent.id * 10 + 1)], to: parent)
      }
      return outline
    }
    dataSource.toggleExpansion(of: Model(id: 2), completion: nil)
    #expect(Self.rows(list) == [100, 0, 1, 2, 20, 21])
    dataSource.toggleExpansion(of: Model(id: 2), completion: nil)
    dataSource.toggleExpansion(of: Model(id: 2), completion: nil)
    #expect(Self.rows(list) == [100, 0, 1, 2, 20, 21] && loads == 1)
    #expect(dataSource.snapshot(for: "files").level(of: Model(id: 21)) == 1)
  }

  @Test func aSubtreeMovesAsABlock() {
    let (list, dataSource) = Self.make()
    var tree = Self.tree()
    tree.expand([Model(id: 1), Model(id: 11)])
    dataSource.apply(tree, to: "files", completion: nil)
    let eleven = tree.snapshot(of: Model(id: 11), includingParent: true)
    tree.delete([Model(id: 11)])
    tree.insert(eleven, before: Model(id: 0))
    dataSource.apply(tree, to: "files", completion: nil)
    #expect(Self.rows(list) == [100, 11, 110, 0, 1, 10, 2] && dataSource.reloadCount == 0)
    #expect(Self.view(list, dataSource, 110)?.state.level == 1)
  }

  @Test func anOutlineItemAlreadyInAnotherSectionStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let (_, dataSource) = OutlineDataSourceTests.make()
        var tree = OutlineDataSourceTests.tree()
        tree.append([Model(id: 100)], to: Model(id: 2))
        tree.expand([Model(id: 2)])
        dataSource.apply(tree, to: "files", completion: nil)
      }
    }
    #expect(standardError(of: result).contains("Item identifier that already exists: [100]"))
  }

  @Test func theOutlineOfASectionFollowsWhatItShows() {
    let (_, dataSource) = Self.make()
    #expect(dataSource.snapshot(for: "files").items.isEmpty)
    #expect(dataSource.snapshot(for: "top").rootItems == [Model(id: 100)])
    var tree = Self.tree()
    tree.expand([Model(id: 1)])
    dataSource.apply(tree, to: "files", completion: nil)
    #expect(dataSource.snapshot(for: "files").items == tree.items)
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([Model(id: 10)])
    dataSource.apply(snapshot, completion: nil)
    let flat = dataSource.snapshot(for: "files")
    #expect(flat.items == [0, 1, 11, 2].map { Model(id: $0) } && !flat.isExpanded(Model(id: 1)))
  }

  /// Random forests and edits, each applied to the section: every stage is
  /// accepted by the validator, and the list shows the visible rows.
  @Test(arguments: 0..<UInt64(PropertyTestBudget.cases(8)))
  func randomOutlinesApplyThroughValidatedStages(seed: UInt64) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 10_000), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Int>(list) { .view(LabelView.self, "\($0)") }
    var run = OutlineRun(seed: seed)
    for _ in 0..<40 {
      run.step()
      dataSource.apply(run.snapshot, to: 0, completion: nil)
      #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == run.snapshot.visibleItems)
      #expect(list.visibleViewModels(of: LabelView.self) == run.snapshot.visibleItems.map { "\($0)" })
    }
    #expect(dataSource.reloadCount == 0 && dataSource.batchUpdateCount > 0)
  }
}
