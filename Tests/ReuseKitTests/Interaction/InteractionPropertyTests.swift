import ReuseKit
import ReuseKitTestSupport
import Testing

/// README's promises of interaction by identity, under random seeded steps:
/// drags within and across sections (some items may not move), swipes to
/// delete (some items may not be deleted), selections and taps, applies of
/// every kind, drags dropped while a background apply runs, scrolls, and
/// the editing mode. After every step, a plain model of sections of
/// identities, a selected set and the editing flag must equal the data
/// source's snapshot and selection, the container's rows and cells, each
/// shown cell's state, and the items the display callbacks say are shown.
@MainActor
@Suite struct InteractionPropertyTests {
  /// Every kind of row change fades.
  static let fade = UpdateAnimation(insertions: .fade, deletions: .fade, reloads: .fade)

  /// The plain model: each section's identities, and the selected ones.
  struct Model {
    var sections: [[Int]] = [Array(0..<15), Array(100..<115), Array(200..<215)]
    var selected: Set<Int> = []
    var isEditing = false
    var nextID = 1_000

    var ids: Set<Int> { Set(sections.joined()) }

    static func canMove(_ id: Int) -> Bool { id % 7 != 3 }
    static func canEdit(_ id: Int) -> Bool { id % 5 != 0 }
  }

  @Test func interactionFollowsAPlainModelThroughRandomSteps() async {
    var generator = SeededGenerator(seed: 0x17_0002)
    var model = Model()
    let list = HeadlessList(viewport: Viewport(width: 100, height: 120), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, ReuseKitTestSupport.Model>(list) {
      .view(StateView.self, $0).deletable(Model.canEdit($0.id)).movable(Model.canMove($0.id))
    }
    dataSource.selection.allowsMultipleSelection = true
    var shown: Set<Int> = []
    dataSource.display.willDisplayItem = { shown.insert($0.id) }
    dataSource.display.didEndDisplayingItem = { shown.remove($0.id) }
    dataSource.apply(InteractionFixtures.snapshot(model.sections), completion: nil)
    var checkedDrops = 0
    for step in 0..<PropertyTestBudget.cases(1_500) {
      switch Int.random(in: 0..<12, using: &generator) {
      case 0, 1, 2: Self.drag(list, &model, &generator)
      case 3: Self.swipe(list, &model, &generator)
      case 4:
        guard let path = list.visibleItemPaths.randomElement(using: &generator),
          let id = dataSource.itemIdentifier(for: path)?.id
        else { break }
        list.interaction.tap(itemAt: path)
        if model.selected.remove(id) == nil { model.selected.insert(id) }
      case 5:
        guard let id = model.ids.randomElement(using: &generator) else { break }
        dataSource.selection.selectItem(withID: id)
        model.selected.insert(id)
      case 6, 7:
        Self.change(&model, &generator)
        let how = Int.random(in: 0..<4, using: &generator)
        list.isVisible = how != 2
        if how == 3 {
          dataSource.applySnapshotUsingReloadData(InteractionFixtures.snapshot(model.sections), completion: nil)
        } else {
          dataSource.apply(
            InteractionFixtures.snapshot(model.sections), animation: how == 0 ? Self.fade : .none, completion: nil)
        }
        list.isVisible = true
        model.selected.formIntersection(model.ids)
      case 8:
        checkedDrops += await Self.dropDuringABackgroundApply(list, dataSource, &model, &generator) ? 1 : 0
      case 9, 10:
        let end = max(0, list.contentSize.height - list.viewport.height)
        list.viewport.offset = Double.random(in: 0...max(1, end), using: &generator)
      default:
        model.isEditing.toggle()
        dataSource.editing.isEditing = model.isEditing
      }
      Self.check(list, dataSource, model, shown: shown, step: step)
    }
    #expect(
      checkedDrops >= PropertyTestBudget.cases(1_500) / 50,
      "too few drops during an apply were checked: \(checkedDrops)")
  }

  /// Drags a random visible item to a random place, in any section, and
  /// returns its identity when it moved.
  @discardableResult
  static func drag(_ list: HeadlessList, _ model: inout Model, _ generator: inout SeededGenerator) -> Int? {
    guard let source = list.visibleItemPaths.randomElement(using: &generator) else { return nil }
    let id = model.sections[source.section][source.item]
    let section = Int.random(in: model.sections.indices, using: &generator)
    let count = model.sections[section].count - (section == source.section ? 1 : 0)
    let destination = ItemPath(item: Int.random(in: 0...count, using: &generator), section: section)
    let moved = list.interaction.moveItem(from: source, to: destination)
    #expect(moved == Model.canMove(id), "the drag of \(id)")
    guard moved else { return nil }
    model.sections[source.section].remove(at: source.item)
    model.sections[destination.section].insert(id, at: destination.item)
    return id
  }

  /// Swipes a random visible item to delete it.
  static func swipe(_ list: HeadlessList, _ model: inout Model, _ generator: inout SeededGenerator) {
    guard let path = list.visibleItemPaths.randomElement(using: &generator) else { return }
    let id = model.sections[path.section][path.item]
    let deleted = list.interaction.swipeToDelete(itemAt: path)
    #expect(deleted == Model.canEdit(id), "the swipe of \(id)")
    guard deleted else { return }
    model.sections[path.section].remove(at: path.item)
    model.selected.remove(id)
  }

  /// Starts a background apply of random changes, drags a visible item
  /// while it runs, and checks that the drop was carried into it: the
  /// result holds exactly the apply's items, with the item just after
  /// the item it was dropped after, when both are still there.
  static func dropDuringABackgroundApply(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, ReuseKitTestSupport.Model>, _ model: inout Model,
    _ generator: inout SeededGenerator
  ) async -> Bool {
    var target = model
    change(&target, &generator)
    var dropped = model
    var moved: Int?
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      dataSource.apply(InteractionFixtures.snapshot(target.sections), diffing: .background) { done.resume() }
      moved = drag(list, &dropped, &generator)
    }
    while dataSource.isApplying { await Task.yield() }
    let result = InteractionFixtures.ids(dataSource.snapshot())
    #expect(Set(result.joined()) == target.ids, "a drop during an apply changed its items")
    model.sections = result
    model.nextID = target.nextID
    model.selected.formIntersection(model.ids)
    // Where the person dropped it: after an item that both snapshots keep.
    guard let moved, let path = path(of: moved, in: dropped.sections), path.item > 0,
      case let before = dropped.sections[path.section][path.item - 1], target.ids.contains(before),
      target.ids.contains(moved), let after = Self.path(of: before, in: result)
    else { return false }
    #expect(result[after.section].indices.contains(after.item + 1) && result[after.section][after.item + 1] == moved)
    return true
  }

  static func path(of id: Int, in sections: [[Int]]) -> ItemPath? {
    for (section, ids) in sections.enumerated() {
      if let item = ids.firstIndex(of: id) { return ItemPath(item: item, section: section) }
    }
    return nil
  }

  /// Inserts and deletes a few items, and moves one.
  static func change(_ model: inout Model, _ generator: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      let section = Int.random(in: model.sections.indices, using: &generator)
      model.sections[section].insert(
        model.nextID, at: Int.random(in: 0...model.sections[section].count, using: &generator))
      model.nextID += 1
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      let section = Int.random(in: model.sections.indices, using: &generator)
      guard model.sections[section].count > 2 else { continue }
      model.sections[section].remove(at: Int.random(in: model.sections[section].indices, using: &generator))
    }
  }

  static func check(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, ReuseKitTestSupport.Model>, _ model: Model,
    shown: Set<Int>, step: Int
  ) {
    #expect(InteractionFixtures.ids(dataSource.snapshot()) == model.sections, "step \(step): the snapshot")
    #expect(dataSource.selection.selectedIDs == model.selected, "step \(step): the selection")
    #expect((0..<list.numberOfSections).map(list.numberOfItems(inSection:)) == model.sections.map(\.count))
    var visible: Set<Int> = []
    for path in list.visibleItemPaths {
      let view = list.cell(at: path, as: StateView.self)?.view
      let id = model.sections[path.section][path.item]
      visible.insert(id)
      #expect(view?.model?.id == id, "step \(step): \(path) shows \(view?.model?.id ?? -1), not \(id)")
      #expect(view?.state.isSelected == model.selected.contains(id), "step \(step): \(id)'s selection")
      #expect(view?.state.isEditing == model.isEditing, "step \(step): \(id)'s editing state")
    }
    #expect(shown == visible, "step \(step): the display callbacks")
    #expect(dataSource.display.displayedIDs == visible, "step \(step): the displayed items")
    #expect(
      dataSource.display.prefetchedIDs.isDisjoint(with: visible), "step \(step): a shown item waits as a prefetch")
  }
}
