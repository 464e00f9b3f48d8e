import ReuseKit
import ReuseKitTestSupport
import Testing

/// Finding and editing items by identity, with no whole item value at hand.
@MainActor
@Suite struct IdentityLookupTests {
  nonisolated static func snapshot() -> Snapshot<String, Model> {
    var snapshot = Snapshot<String, Model>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([Model(id: 1, value: 10), Model(id: 2, value: 20)], toSection: "a")
    snapshot.appendItems([Model(id: 3, value: 30)], toSection: "b")
    return snapshot
  }

  @Test func lookupsByIdentity() {
    let snapshot = Self.snapshot()
    #expect(snapshot.itemPath(forID: 3) == ItemPath(item: 0, section: 1))
    #expect(snapshot.item(withID: 2) == Model(id: 2, value: 20))
    #expect(snapshot.item(withID: 9) == nil)
    #expect(snapshot.itemPath(forID: 9) == nil)
    #expect(snapshot.indexOfSection(withID: "b") == 1)
    #expect(snapshot.indexOfSection(withID: "z") == nil)
  }

  @Test func editsByIdentity() {
    var snapshot = Self.snapshot()
    snapshot.deleteItems(ids: [1, 9])
    #expect(snapshot.itemIdentifiers == [Model(id: 2, value: 20), Model(id: 3, value: 30)])
    snapshot.reconfigureItems(ids: [3])
    snapshot.reloadItems(ids: [2])
    #expect(snapshot.reconfiguredItemIdentifiers == [Model(id: 3, value: 30)])
    #expect(snapshot.reloadedItemIdentifiers == [Model(id: 2, value: 20)])
  }

  @Test func replaceItemKeepsItsPlaceAndIsConfiguredInPlace() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<String, Model>(list) { .view(ModelView.self, $0) }
    var snapshot = Self.snapshot()
    dataSource.apply(snapshot, completion: nil)
    let cell = list.cell(at: ItemPath(item: 1, section: 0), as: ModelView.self)
    snapshot.replaceItem(Model(id: 2, value: 21))
    #expect(snapshot.itemPath(forID: 2) == ItemPath(item: 1, section: 0))
    #expect(snapshot.numberOfItems == 3)
    dataSource.apply(snapshot, completion: nil)
    #expect(list.cell(at: ItemPath(item: 1, section: 0), as: ModelView.self) === cell)
    #expect(cell?.viewModel == Model(id: 2, value: 21))
    #expect(dataSource.itemPath(forID: 2).flatMap(dataSource.itemIdentifier(for:)) == Model(id: 2, value: 21))
    #expect(dataSource.itemPath(forID: 3) == ItemPath(item: 0, section: 1))
    #expect(dataSource.itemPath(forID: 9) == nil)
  }

  @Test func replacingAnUnknownItemStopsAndNamesIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = IdentityLookupTests.snapshot()
      snapshot.replaceItem(Model(id: 42))
    }
    #expect(standardError(of: result).contains("42"))
  }

  @Test func reconfiguringAnUnknownIdentityStopsAndNamesIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = IdentityLookupTests.snapshot()
      snapshot.reconfigureItems(ids: [1, 77])
    }
    #expect(standardError(of: result).contains("77"))
  }

  @Test(arguments: [DuplicateRetention.first, .last])
  func deduplicatingKeepsTheCopyAsked(retention: DuplicateRetention) {
    let sections = [
      DiffSection(model: "a", items: [Model(id: 1, value: 1), Model(id: 2, value: 1)]),
      DiffSection(model: "b", items: [Model(id: 1, value: 2), Model(id: 3, value: 1)]),
    ]
    let (snapshot, report) = Snapshot<String, Model>.deduplicating(sections, keeping: retention)
    switch retention {
    case .first:
      #expect(snapshot.itemIdentifiers == [Model(id: 1, value: 1), Model(id: 2, value: 1), Model(id: 3, value: 1)])
      #expect(report.droppedItems == [Model(id: 1, value: 2)])
    case .last:
      #expect(snapshot.itemIdentifiers == [Model(id: 2, value: 1), Model(id: 1, value: 2), Model(id: 3, value: 1)])
      #expect(snapshot.itemPath(forID: 1) == ItemPath(item: 0, section: 1))
      #expect(report.droppedItems == [Model(id: 1, value: 1)])
    }
  }
}
