import ReuseKit
import ReuseKitTestSupport
import Testing

/// A view type shown without registering it first: the container registers
/// it on first use, whatever the data source, and reuses its cells.
@MainActor
@Suite struct UnregisteredTypeTests {
  @Test func aDataSourceShowsAViewTypeThatWasNeverRegistered() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 20), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      item.id.isMultiple(of: 2) ? .view(ModelView.self, item) : .view(LabelView.self, "odd \(item.id)")
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<6).map { Model(id: $0) })
    dataSource.apply(snapshot, completion: nil)
    #expect(list.cell(at: ItemPath(row: 0, section: 0), as: ModelView.self)?.viewModel == Model(id: 0))
    #expect(list.cell(at: ItemPath(row: 1, section: 0), as: LabelView.self)?.viewModel == "odd 1")
    #expect(list.cell(at: ItemPath(row: 1, section: 0), as: ModelView.self) == nil)
    for row in 1...4 { list.viewport.offset = Double(row) * 10 }
    #expect(list.visibleViewModels(of: LabelView.self) == ["odd 5"])
    #expect(list.createdCount == 2)
    #expect(list.reusedCount == 4)
  }
}
