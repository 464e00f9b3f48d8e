import ReuseKit
import ReuseKitTestSupport
import Testing

/// An item whose content change also changes the view that shows it, such as
/// a deleted message shown by another view: the item gets a view of the new
/// type, with no trap, and every other changed item is still configured in
/// place.
@MainActor
@Suite struct ViewTypeChangeTests {
  /// Items with a negative value are "deleted", and show as a label.
  static func configuration(_ item: Model) -> ViewConfiguration {
    item.value < 0 ? .view(LabelView.self, "deleted \(item.id)") : .view(ModelView.self, item)
  }

  static func snapshot(_ items: [Model]) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  @Test(arguments: [ListArrangement(itemHeight: .fixed(10)), ListArrangement(itemHeight: .selfSizing(estimate: 10))])
  func aContentChangeThatSwitchesTheViewTypeShowsTheNewView(arrangement: ListArrangement) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 60), arrangement: arrangement)
    let dataSource = DiffableDataSource<Int, Model>(list, cellProvider: Self.configuration)
    dataSource.apply(Self.snapshot((0..<4).map { Model(id: $0) }), completion: nil)
    let row2 = list.cell(at: ItemPath(row: 2, section: 0), as: ModelView.self)
    let row3 = list.cell(at: ItemPath(row: 3, section: 0), as: ModelView.self)

    dataSource.apply(
      Self.snapshot([Model(id: 0), Model(id: 1, value: -1), Model(id: 2, value: 7), Model(id: 3)]), completion: nil)

    #expect(list.cell(at: ItemPath(row: 1, section: 0), as: LabelView.self)?.viewModel == "deleted 1")
    #expect(list.cell(at: ItemPath(row: 1, section: 0), as: ModelView.self) == nil)
    // Row 2 changed content but kept its view type: the same cell, configured again.
    #expect(list.cell(at: ItemPath(row: 2, section: 0), as: ModelView.self) === row2)
    #expect(row2?.viewModel == Model(id: 2, value: 7))
    #expect(list.cell(at: ItemPath(row: 3, section: 0), as: ModelView.self) === row3)
    #expect(dataSource.reloadCount == 0)
    // The model view that row 1 gave up waits in its pool for the next model row.
    #expect(list.createdCount == 5)
    list.viewport.offset = 10
    list.viewport.offset = 0
    #expect(list.createdCount == 5)
  }

  @Test func theNewViewTypeTurnsBackOnTheNextChange() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 40), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list, cellProvider: Self.configuration)
    dataSource.apply(Self.snapshot([Model(id: 0)]), completion: nil)
    dataSource.apply(Self.snapshot([Model(id: 0, value: -1)]), completion: nil)
    dataSource.apply(Self.snapshot([Model(id: 0, value: 2)]), completion: nil)
    #expect(list.visibleViewModels(of: ModelView.self) == [Model(id: 0, value: 2)])
    #expect(list.visibleViewModels(of: LabelView.self).isEmpty)
    #expect(list.createdCount == 2)
    #expect(list.reusedCount == 1)
    #expect(dataSource.batchUpdateCount == 3)
  }
}
