import ReuseKit
import ReuseKitTestSupport
import Testing

/// An outline in a headless grid: a person's toggles insert and delete the
/// descendants' items as checked batches, and each item's view is told its
/// expansion and level.
@MainActor
@Suite struct OutlineGridTests {
  @Test func aGridExpandsAndCollapsesThroughTheInteraction() {
    let grid = HeadlessGrid(viewport: Viewport(width: 100, height: 200), rowHeight: 10, columns: 2)
    let dataSource = DiffableDataSource<Int, Model>(grid) { .view(StateView.self, $0) }
    var outline = SectionSnapshot<Model>()
    outline.append([Model(id: 1), Model(id: 2)])
    outline.append([Model(id: 10), Model(id: 11)], to: Model(id: 1))
    outline.append([Model(id: 20)], to: Model(id: 11))
    dataSource.apply(outline, to: 0, animation: .none, completion: nil)
    let shown = { grid.visibleViewModels(of: StateView.self).map(\.id) }
    #expect(shown() == [1, 2])
    grid.interaction.toggleExpansion(itemAt: ItemPath(item: 0, section: 0))
    #expect(shown() == [1, 10, 11, 2])
    grid.interaction.toggleExpansion(itemAt: ItemPath(item: 2, section: 0))
    #expect(shown() == [1, 10, 11, 20, 2])
    let states = grid.visibleItemPaths.compactMap { grid.cell(at: $0, as: StateView.self)?.view.state }
    #expect(states.map(\.level) == [0, 1, 1, 2, 0])
    #expect(states.map(\.isExpanded) == [true, false, true, false, false])
    grid.interaction.toggleExpansion(itemAt: ItemPath(item: 0, section: 0))
    #expect(shown() == [1, 2] && dataSource.reloadCount == 0)
    // Expanding again shows what was expanded inside.
    grid.interaction.toggleExpansion(itemAt: ItemPath(item: 0, section: 0))
    #expect(shown() == [1, 10, 11, 20, 2])
  }
}
