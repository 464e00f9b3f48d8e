import ReuseKit
import ReuseKitTestSupport
import Testing

/// README's promise of selection by identity, under random seeded steps:
/// selections and deselections from code, taps, applies of inserts, deletes,
/// moves and edits (animated, not animated, while hidden, by reload), and
/// scrolls, with single and multiple selection. After every step, the
/// selection equals a plain model's, and every shown view's state says
/// whether its item is selected.
@MainActor
@Suite struct SelectionPropertyTests {
  @Test func theSelectionFollowsAPlainModelThroughRandomSteps() {
    var generator = SeededGenerator(seed: 0x17_0001)
    var items = (0..<40).map { Model(id: $0) }
    var nextID = 40
    var selected: Set<Int> = []
    let list = HeadlessList(viewport: Viewport(width: 100, height: 120), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(StateView.self, $0) }
    dataSource.apply(SelectionTests.snapshot(items), completion: nil)
    for step in 0..<PropertyTestBudget.cases(2_000) {
      let multiple = dataSource.selection.allowsMultipleSelection
      switch Int.random(in: 0..<9, using: &generator) {
      case 0:
        guard let item = items.randomElement(using: &generator) else { break }
        dataSource.selection.selectItem(withID: item.id)
        selected = multiple ? selected.union([item.id]) : [item.id]
      case 1:
        guard let id = selected.randomElement(using: &generator) else { break }
        dataSource.selection.deselectItem(withID: id)
        selected.remove(id)
      case 2:
        guard let path = list.visibleItemPaths.randomElement(using: &generator),
          let id = dataSource.itemIdentifier(for: path)?.id
        else { break }
        list.interaction.tap(itemAt: path)
        if multiple && selected.contains(id) {
          selected.remove(id)
        } else {
          selected = multiple ? selected.union([id]) : [id]
        }
      case 3, 4:
        Self.change(&items, &nextID, &generator)
        let how = Int.random(in: 0..<4, using: &generator)
        list.isVisible = how != 2
        if how == 3 {
          dataSource.applySnapshotUsingReloadData(SelectionTests.snapshot(items), completion: nil)
        } else {
          dataSource.apply(SelectionTests.snapshot(items), animation: how == 0 ? .automatic : .none, completion: nil)
        }
        list.isVisible = true
        selected.formIntersection(items.map(\.id))
      case 5, 6:
        let end = max(0, list.contentSize.height - list.viewport.height)
        list.viewport.offset = Double.random(in: 0...max(1, end), using: &generator)
      case 7:
        if let path = list.visibleItemPaths.randomElement(using: &generator) {
          list.interaction.setSwiped(Bool.random(using: &generator), itemAt: path)
        }
      default:
        dataSource.selection.allowsMultipleSelection.toggle()
      }
      #expect(dataSource.selection.selectedIDs == selected, "step \(step)")
      for path in list.visibleItemPaths {
        let view = list.cell(at: path, as: StateView.self)?.view
        let id = view?.model?.id ?? -1
        #expect(view?.state.isSelected == selected.contains(id), "step \(step): item \(id) at \(path)")
      }
    }
  }

  /// Inserts, deletes, moves one item, and edits content.
  static func change(_ items: inout [Model], _ nextID: inout Int, _ generator: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      items.insert(Model(id: nextID), at: Int.random(in: 0...items.count, using: &generator))
      nextID += 1
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) where items.count > 5 {
      items.remove(at: Int.random(in: items.indices, using: &generator))
    }
    let from = Int.random(in: items.indices, using: &generator)
    items.insert(items.remove(at: from), at: Int.random(in: items.indices, using: &generator))
    items[Int.random(in: items.indices, using: &generator)].value += 1
  }
}
