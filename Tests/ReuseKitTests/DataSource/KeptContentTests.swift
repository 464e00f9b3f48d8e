import ReuseKit
import ReuseKitTestSupport
import Testing

/// A content a container was handed is a value: what the data source does
/// afterwards (select, enter the editing mode, expand a row, change the
/// rules) reaches the container as a new content, and the one it held
/// keeps saying what it said.
@MainActor
@Suite struct KeptContentTests {
  static let first = ItemPath(item: 0, section: 0)

  static func make() -> (HeadlessList, DiffableDataSource<String, Model>, SectionSnapshot<Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 1_000), rowHeight: 10)
    let dataSource = DiffableDataSource<String, Model>(list) { .view(StateView.self, $0) }
    var tree = SectionSnapshot<Model>()
    tree.append([Model(id: 1), Model(id: 2)])
    tree.append([Model(id: 10)], to: Model(id: 1))
    dataSource.apply(tree, to: "files", completion: nil)
    return (list, dataSource, tree)
  }

  @Test func aKeptContentSaysWhatItSaidAfterASelectionTheEditingModeAndAnExpansion() {
    let (list, dataSource, tree) = Self.make()
    let kept = list.content
    let before = kept.state(at: Self.first)
    #expect(before == CellState(isExpanded: false, level: 0))

    dataSource.selection.selectItem(withID: 1)
    #expect(kept.state(at: Self.first) == before && kept.selectedItemPaths.isEmpty)
    #expect(list.content.state(at: Self.first).isSelected && list.content.selectedItemPaths == [Self.first])

    dataSource.editing.isEditing = true
    var expanded = tree
    expanded.expand([Model(id: 1)])
    dataSource.apply(expanded, to: "files", completion: nil)

    #expect(kept.sectionCounts == [2] && kept.state(at: Self.first) == before && kept.selectedItemPaths.isEmpty)
    #expect(list.content.sectionCounts == [3])
    #expect(
      list.content.state(at: Self.first) == CellState(isSelected: true, isEditing: true, isExpanded: true, level: 0))
    #expect(list.content.selectedItemPaths == [Self.first])
  }

  @Test func aKeptContentKeepsTheRulesItWasMadeWith() {
    let (list, dataSource, _) = Self.make()
    dataSource.selection.allowsMultipleSelection = true
    let kept = list.content
    dataSource.selection.canSelectItem = { $0.id != 1 }
    dataSource.selection.allowsSelection = false
    dataSource.selection.allowsMultipleSelection = false

    #expect(!kept.state(at: Self.first).isDisabled && kept.allowsMultipleSelection)
    #expect(list.content.state(at: Self.first).isDisabled && !list.content.allowsMultipleSelection)
    #expect(kept.canHighlightItem(at: Self.first) && !list.content.canHighlightItem(at: Self.first))
  }

  @Test func anEventFromAKeptContentNamesTheItemItShowed() {
    let (list, dataSource, _) = Self.make()
    let kept = list.content
    var reordered = SectionSnapshot<Model>()
    reordered.append([Model(id: 2), Model(id: 1)])
    dataSource.apply(reordered, to: "files", completion: nil)
    kept.send(.didSelectItem(Self.first))
    #expect(dataSource.selection.selectedIDs == [1])
    #expect(list.content.selectedItemPaths == [ItemPath(item: 1, section: 0)])
  }
}
