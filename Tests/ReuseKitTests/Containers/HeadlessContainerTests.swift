import ReuseKit
import ReuseKitTestSupport
import Testing

@MainActor
@Suite struct HeadlessContainerTests {
  @Test func onlyVisibleItemsGetCells() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [(0..<50).map { "row \($0)" }], container: list)
    list.dataSource = data
    list.reloadData()
    #expect(list.visibleItemPaths == (0..<5).map { ItemPath(row: $0, section: 0) })
    #expect(list.visibleViewModels(of: LabelView.self) == (0..<5).map { "row \($0)" })
    #expect(list.createdCount == 5)
  }

  @Test func scrollingReusesCells() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [(0..<1000).map { "row \($0)" }], container: list)
    list.dataSource = data
    list.reloadData()
    for step in 1...900 { list.viewport.offset = Double(step) * 20 }
    #expect(list.createdCount == 5)
    #expect(list.reusedCount == 900 * 1)
    #expect(list.visibleViewModels(of: LabelView.self) == (900..<905).map { "row \($0)" })
  }

  @Test func gridPlacesItemsInColumns() {
    let grid = HeadlessGrid(viewport: Viewport(width: 300, height: 40), rowHeight: 20, columns: 3)
    grid.register(LabelView.self)
    let data = StringsDataSource(sections: [(0..<10).map { "\($0)" }, ["x"]], container: grid)
    grid.dataSource = data
    grid.reloadData()
    #expect(grid.numberOfSections == 2)
    #expect(grid.numberOfItems(inSection: 1) == 1)
    #expect(grid.visibleItemPaths.count == 6)
    #expect(grid.contentSize.height == 100)
  }

  @Test func aHandWrittenDataSourceShowsNoStateAndATapSelectsOrTogglesNothing() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 20)
    let data = StringsDataSource(sections: [["a", "b"]], container: list)
    list.dataSource = data
    list.reloadData()
    list.interaction.tap(itemAt: ItemPath(row: 1, section: 0))
    #expect(list.cell(at: ItemPath(row: 1, section: 0), as: LabelView.self)?.state == .normal)
    // Nor does a toggle of a parent expand anything.
    list.interaction.toggleExpansion(itemAt: ItemPath(row: 0, section: 0))
    #expect(list.visibleViewModels(of: LabelView.self) == ["a", "b"] && data.sections == [["a", "b"]])
  }
}
