import ReuseKit
import ReuseKitTestSupport
import Testing

/// Swipe actions and context menus under random seeded steps: applies on
/// and off the main actor (some while actions or a menu are open, moving,
/// changing or deleting their item), swipes at either screen edge, left to
/// right and right to left, full swipes, taps on actions (a handler that
/// applies again from inside it, and deletes), menus opened and chosen
/// from, and closes. After every step a plain model must equal the
/// snapshot, which item by identity has its actions open and at which edge,
/// which has its menu open, the actions each swipe showed, every action
/// performed and the item it acted on, and which cell shows itself swiped.
@MainActor
@Suite struct SwipeActionPropertyTests {
  /// An item: its identity, and a version that an action bumps.
  struct Task: Identifiable, Equatable, Diffable, Sendable {
    var id: Int
    var version = 0
  }

  /// The plain model of the list and of a person's swipes.
  struct Model {
    var order: [Int] = Array(0..<6)
    var versions: [Int: Int] = [:]
    var open: (id: Int, edge: SwipeActionsConfiguration.Edge)?
    var menuOpen: Int?
    var performed: [String] = []
    var isRightToLeft = false
    var nextID = 100

    /// The titles an item's configuration shows at `edge`, or `nil` for none.
    func titles(of id: Int, at edge: SwipeActionsConfiguration.Edge) -> [String]? {
      switch edge {
      case .leading: id % 3 == 0 ? nil : ["Pin \(id)"]
      case .trailing: id % 4 == 0 ? ["Delete"] : ["Flag \(id) v\(versions[id, default: 0])", "Delete"]
      }
    }

    var tasks: [Task] { order.map { Task(id: $0, version: versions[$0, default: 0]) } }

    static func hasMenu(_ id: Int) -> Bool { id % 6 != 5 }
  }

  @Test func swipeActionsFollowAPlainModelThroughRandomSteps() async {
    var generator = SeededGenerator(seed: 0x39_0001)
    var model = Model()
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    var performed: [String] = []
    var bump: (Int) -> Void = { _ in }
    let dataSource = DiffableDataSource<Int, Task>(list) { task in
      var configuration = ViewConfiguration.view(LabelView.self, "\(task.id)").deletable()
      if Model.hasMenu(task.id) {
        configuration = configuration.contextMenu(
          ContextMenu([
            .action(
              MenuAction(title: "Share \(task.id) v\(task.version)") {
                performed.append("Share \(task.id) v\(task.version)")
              }),
            .inline(ContextMenu([.action(.delete())])),
          ]))
      }
      if task.id % 3 != 0 {
        configuration = configuration.swipeActions(
          edge: .leading,
          [
            SwipeAction(title: "Pin \(task.id)") { done in
              performed.append("Pin \(task.id)")
              done(true)
            }
          ])
      }
      guard task.id % 4 != 0 else { return configuration }
      return configuration.swipeActions(
        edge: .trailing, allowsFullSwipe: task.id % 5 != 0,
        [
          SwipeAction(title: "Flag \(task.id) v\(task.version)", tint: .orange) { done in
            performed.append("Flag \(task.id) v\(task.version)")
            // Re-entrant: the handler applies before it says it is done.
            bump(task.id)
            done(true)
          },
          .delete(),
        ])
    }
    // Weakly: the cell provider holds `bump`, and the data source its provider.
    bump = { [weak dataSource] id in
      guard let dataSource else { return }
      var snapshot = dataSource.snapshot()
      guard let task = snapshot.itemIdentifiers.first(where: { $0.id == id }) else { return }
      snapshot.replaceItem(Task(id: id, version: task.version + 1))
      dataSource.apply(snapshot, completion: nil)
    }
    await dataSource.apply(Self.snapshot(model.tasks))
    for step in 0..<PropertyTestBudget.cases(1_500) {
      switch Int.random(in: 0..<13, using: &generator) {
      case 0, 1: await Self.applyChange(dataSource, &model, &generator)
      case 2, 3, 4: Self.swipe(list, &model, &generator, fully: false)
      case 5: Self.swipe(list, &model, &generator, fully: true)
      case 6, 7: Self.perform(list, &model, &generator)
      case 8:
        list.interaction.closeSwipeActions()
        model.open = nil
      case 10: Self.openMenu(list, &model, &generator)
      case 11: Self.chooseFromMenu(list, &model, &generator)
      case 12: Self.moveOpenItem(dataSource, &model, &generator)
      default:
        list.isRightToLeft.toggle()
        model.isRightToLeft.toggle()
      }
      Self.check(list, dataSource, model, performed, step: step)
    }
  }

  static func snapshot(_ tasks: [Task]) -> Snapshot<Int, Task> {
    var snapshot = Snapshot<Int, Task>()
    snapshot.appendSections([0])
    snapshot.appendItems(tasks)
    return snapshot
  }

  /// Inserts, deletes, moves and changes a few items, at most nine in all
  /// so that every row is on screen, and applies them, on or off the main actor.
  static func applyChange(
    _ dataSource: DiffableDataSource<Int, Task>, _ model: inout Model, _ generator: inout SeededGenerator
  ) async {
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where model.order.count < 9:
        model.order.insert(model.nextID, at: Int.random(in: 0...model.order.count, using: &generator))
        model.nextID += 1
      case 1 where !model.order.isEmpty:
        model.order.remove(at: Int.random(in: 0..<model.order.count, using: &generator))
      case 2 where model.order.count > 1:
        let id = model.order.remove(at: Int.random(in: 0..<model.order.count, using: &generator))
        model.order.insert(id, at: Int.random(in: 0...model.order.count, using: &generator))
      case 3: if let id = model.order.randomElement(using: &generator) { model.versions[id, default: 0] += 1 }
      default: break
      }
    }
    if let open = model.open, !model.order.contains(open.id) { model.open = nil }
    if let id = model.menuOpen, !model.order.contains(id) { model.menuOpen = nil }
    let snapshot = snapshot(model.tasks)
    if Bool.random(using: &generator) {
      await dataSource.apply(snapshot, diffing: .background)
    } else {
      dataSource.apply(snapshot, diffing: .mainActor, completion: nil)
    }
  }

  /// Moves the item whose actions or menu are open to another row, and
  /// deletes another item, in one apply.
  static func moveOpenItem(
    _ dataSource: DiffableDataSource<Int, Task>, _ model: inout Model, _ generator: inout SeededGenerator
  ) {
    guard let id = model.open?.id ?? model.menuOpen, let row = model.order.firstIndex(of: id) else { return }
    model.order.remove(at: row)
    model.order.insert(id, at: Int.random(in: 0...model.order.count, using: &generator))
    if let other = model.order.filter({ $0 != id }).randomElement(using: &generator) {
      model.order.removeAll { $0 == other }
    }
    dataSource.apply(snapshot(model.tasks), diffing: .mainActor, completion: nil)
  }

  /// Swipes a random row from a random screen edge, all the way or not.
  static func swipe(_ list: HeadlessList, _ model: inout Model, _ generator: inout SeededGenerator, fully: Bool) {
    guard !model.order.isEmpty else { return }
    let row = Int.random(in: 0..<model.order.count, using: &generator)
    let side: ScreenEdge = Bool.random(using: &generator) ? .left : .right
    let id = model.order[row]
    let edge: SwipeActionsConfiguration.Edge = (side == .right) != model.isRightToLeft ? .trailing : .leading
    let titles = model.titles(of: id, at: edge)
    model.open = titles == nil ? nil : (id, edge)
    model.menuOpen = nil
    guard fully else {
      let shown = list.interaction.swipe(itemAt: ItemPath(item: row, section: 0), edge: side)
      #expect(shown?.actions.map { $0.title ?? "" } == titles, "the swipe shows the item's actions now")
      return
    }
    let ran = list.interaction.fullySwipe(itemAt: ItemPath(item: row, section: 0), edge: side)
    let allowsFullSwipe = edge == .leading || id % 4 == 0 || id % 5 != 0
    #expect(ran == (titles != nil && allowsFullSwipe))
    if ran { performFirst(of: titles ?? [], on: id, &model) }
  }

  /// Touches and holds a random row.
  static func openMenu(_ list: HeadlessList, _ model: inout Model, _ generator: inout SeededGenerator) {
    guard !model.order.isEmpty else { return }
    let row = Int.random(in: 0..<model.order.count, using: &generator)
    let id = model.order[row]
    let menu = list.interaction.openContextMenu(itemAt: ItemPath(item: row, section: 0))?.menu
    #expect((menu != nil) == Model.hasMenu(id))
    if let menu { #expect(menu.action(at: [0])?.title == "Share \(id) v\(model.versions[id, default: 0])") }
    model.open = nil
    model.menuOpen = Model.hasMenu(id) ? id : nil
  }

  /// Chooses Share or Delete from the open menu, if one is open.
  static func chooseFromMenu(_ list: HeadlessList, _ model: inout Model, _ generator: inout SeededGenerator) {
    guard let id = model.menuOpen else {
      #expect(!list.interaction.performContextMenuAction(at: [0]))
      return
    }
    let share = Bool.random(using: &generator)
    #expect(list.interaction.performContextMenuAction(at: share ? [0] : [1, 0]))
    model.menuOpen = nil
    if share {
      model.performed.append("Share \(id) v\(model.versions[id, default: 0])")
    } else {
      model.order.removeAll { $0 == id }
      if model.open?.id == id { model.open = nil }
    }
  }

  /// Taps a random open action, if any are open.
  static func perform(_ list: HeadlessList, _ model: inout Model, _ generator: inout SeededGenerator) {
    guard let open = model.open, let titles = model.titles(of: open.id, at: open.edge) else {
      #expect(!list.interaction.performSwipeAction(at: 0))
      return
    }
    let index = Int.random(in: 0..<titles.count, using: &generator)
    #expect(list.interaction.performSwipeAction(at: index))
    performFirst(of: Array(titles.dropFirst(index)), on: open.id, &model)
  }

  /// What performing the first of `titles` on item `id` does in the model.
  static func performFirst(of titles: [String], on id: Int, _ model: inout Model) {
    model.open = nil
    guard let title = titles.first else { return }
    if title == "Delete" {
      model.order.removeAll { $0 == id }
      return
    }
    model.performed.append(title)
    if title.hasPrefix("Flag") { model.versions[id, default: 0] += 1 }
  }

  static func check(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Task>, _ model: Model, _ performed: [String],
    step: Int
  ) {
    #expect(dataSource.snapshot().itemIdentifiers == model.tasks, "step \(step): the snapshot")
    #expect(performed == model.performed, "step \(step): the actions performed, each on its item")
    let open = list.interaction.openedSwipeActions
    let openID = open.map { model.order[$0.itemPath.item] }
    #expect(openID == model.open?.id && open?.edge == model.open?.edge, "step \(step): the open actions")
    if let open, let id = openID {
      #expect(
        open.configuration.actions.map { $0.title ?? "" } == model.titles(of: id, at: open.edge),
        "step \(step): the open actions are the item's actions now")
    }
    let swiped = list.visibleItemPaths.filter { list.cell(at: $0, as: LabelView.self)?.state.isSwiped == true }
    #expect(swiped == (open.map { [$0.itemPath] } ?? []), "step \(step): the cells shown swiped")
    let menu = list.interaction.openedContextMenu.map { model.order[$0.itemPath.item] }
    #expect(menu == model.menuOpen, "step \(step): the open menu")
  }
}
