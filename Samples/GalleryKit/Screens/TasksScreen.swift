import ReuseKit

/// Tasks in three sections, to touch: `n`/`p` move the focus, `space`
/// selects the focused task, `m` then `n`, `p` or `s` drags it down, up or
/// to the next section, and `d` swipes it away. `]` and `[` swipe it from
/// the right or the left edge, showing its trailing or leading actions, and
/// `c` opens its context menu (``TaskActions``); a digit then performs the
/// numbered action, on the task they were opened on by identity, and the
/// same key or Esc closes them. The status line counts the display and
/// prefetch callbacks that the data source heard, by identity.
@MainActor
final class TasksScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .fixed(1), headerHeight: 1))
    let actions = TaskActions(environment: environment, sections: Self.sections.map(\.0))
    dataSource = DiffableDataSource(list) { task in actions.configuration(for: task) }
    actions.dataSource = dataSource
    dataSource.supplementaryViewProvider = { kind, section in kind == .header ? .view(DayTitleView.self, section) : nil
    }
    dataSource.selection.allowsMultipleSelection = true
    dataSource.editing.didDeleteItem = { [environment] task in
      environment.log.append("\(environment.timestamp) deleted \(task.title) by identity, through the editing path")
    }
    dataSource.editing.didReorder = { [environment] transaction in
      environment.log.append("\(environment.timestamp) moved \(transaction.item.title): the snapshot took it, no apply")
    }
    dataSource.display.willDisplayItem = { [counts] _ in counts.displayed += 1 }
    dataSource.display.didEndDisplayingItem = { [counts] _ in counts.ended += 1 }
    dataSource.display.prefetchItems = { [counts] items in counts.prefetched += items.count }
    dataSource.display.cancelPrefetchingItems = { [counts] items in counts.cancelled += items.count }
    var snapshot = Snapshot<String, TaskItem>()
    for (section, titles) in Self.sections {
      snapshot.appendSections([section])
      let done = section == Self.sections.last?.0
      snapshot.appendItems(titles.map { TaskItem(id: nextID(), title: $0, isDone: done) }, toSection: section)
    }
    dataSource.apply(snapshot, animation: .none, completion: nil)
    focus(ItemPath(item: 0, section: 0))
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Tasks" }

  var subtitle: String {
    if movePending { return "move \(focusedTitle): n down · p up · s next section" }
    if let open = list.interaction.openedSwipeActions {
      let titles = open.configuration.actions.map { $0.title ?? $0.systemImage ?? "untitled" }
      let key = open.edge == .trailing ? "]" : "["
      return "\(title(at: open.itemPath)) swiped: \(TaskActions.numbered(titles)) · \(key)/Esc close"
    }
    if let menu = list.interaction.openedContextMenu?.configuration.menu {
      return "\(menu.title) menu: \(TaskActions.numbered(TaskActions.choices(in: menu).map(\.title))) · c/Esc close"
    }
    return "n/p focus · space select · m move · d delete · [/] swipe · c menu · r new task"
  }

  /// Whether swipe actions or a menu are open, so that digits choose
  /// among them.
  var choosesWithDigits: Bool {
    list.interaction.openedSwipeActions != nil || list.interaction.openedContextMenu != nil
  }

  var stats: ContainerStats { ContainerStats(list) }

  var timings: String? {
    "shown +\(counts.displayed) −\(counts.ended) · prefetched +\(counts.prefetched) −\(counts.cancelled)"
  }

  func resize(width: Int, height: Int) { list.resize(width: width, height: height) }

  func scroll(by lines: Double) { list.scroll(by: lines) }

  /// Adds a task at the top of the first section.
  func randomChange() {
    var snapshot = dataSource.snapshot()
    let task = TaskItem(id: nextID(), title: "New task \(ids)")
    if let first = snapshot.itemIdentifiers.first {
      snapshot.insertItems([task], beforeItem: first)
    } else {
      snapshot.appendItems([task], toSection: Self.sections[0].0)
    }
    dataSource.apply(snapshot, completion: nil)
  }

  /// The screen's keys: the focus, selection, moves, deletion, swipe
  /// actions and the context menu.
  @discardableResult
  func handle(character: Character) -> Bool {
    if movePending { return move(character) }
    if let number = character.wholeNumberValue {
      guard choosesWithDigits else { return false }
      choose(number)
      return true
    }
    switch character {
    case "n": focus(step: 1)
    case "p": focus(step: -1)
    case " ":
      guard let path = focused else { return true }
      list.interaction.tap(itemAt: path)
    case "m": movePending = focused != nil
    case "d":
      guard let path = focused else { return true }
      list.interaction.swipeToDelete(itemAt: path)
      refocus(after: path)
    case "]": swipe(from: .right)
    case "[": swipe(from: .left)
    case "c":
      guard list.interaction.openedContextMenu == nil else {
        list.interaction.dismissContextMenu()
        return true
      }
      guard let path = focused else { return true }
      focus(path)
      list.interaction.openContextMenu(itemAt: path)
    case "\u{1B}":
      guard choosesWithDigits else { return false }
      list.interaction.closeSwipeActions()
      list.interaction.dismissContextMenu()
    default: return false
    }
    return true
  }

  func layoutIfNeeded() { list.layoutIfNeeded() }

  func render() -> [String] { ContainerRenderer.render(list) }

  // MARK: - Private

  /// What the status line counts, kept by the data source's callbacks.
  private final class Counts {
    var displayed = 0
    var ended = 0
    var prefetched = 0
    var cancelled = 0
  }

  private static let sections: [(String, [String])] = [
    ("To do", (1...14).map { "Task \($0) to do" }),
    ("Doing", (1...6).map { "Task \($0) under way" }),
    ("Done", (1...20).map { "Task \($0) done" }),
  ]

  private let environment: GalleryEnvironment
  private let dataSource: DiffableDataSource<String, TaskItem>
  private let counts = Counts()
  private var ids = 0
  private var movePending = false
  /// The focused task, by identity.
  private var focusedID: Int?

  private var focused: ItemPath? { focusedID.flatMap { dataSource.itemPath(forID: $0) } }
  private var focusedTitle: String { focused.map(title(at:)) ?? "" }

  private func title(at path: ItemPath) -> String { dataSource.itemIdentifier(for: path)?.title ?? "" }

  private func nextID() -> Int {
    ids += 1
    return ids
  }

  /// The `]` and `[` keys: swipes the focused task from `edge`, scrolled
  /// into view, or closes its actions when that swipe opened them.
  private func swipe(from edge: ScreenEdge) {
    guard let path = focused else { return }
    focus(path)
    let open = list.interaction.openedSwipeActions
    // The list lays out left to right: its trailing actions are at the right.
    if open?.itemPath == path, (open?.edge == .trailing) == (edge == .right) {
      list.interaction.closeSwipeActions()
    } else {
      list.interaction.swipe(itemAt: path, edge: edge)
    }
  }

  /// A digit while actions or a menu are open: performs the numbered one
  /// (from 1) on the task they were opened on, wherever it is now, then
  /// keeps the focus on its task, or near it once deleted. A number with
  /// no action does nothing.
  private func choose(_ number: Int) {
    let before = focused
    if let open = list.interaction.openedSwipeActions {
      guard open.configuration.actions.indices.contains(number - 1) else { return }
      list.interaction.performSwipeAction(at: number - 1)
    } else if let menu = list.interaction.openedContextMenu?.configuration.menu {
      let actions = TaskActions.choices(in: menu)
      guard actions.indices.contains(number - 1) else { return }
      list.interaction.performContextMenuAction(at: actions[number - 1].indexes)
    }
    if let before { refocus(after: before) }
  }

  /// Puts the focus back on its task, wherever an edit moved it, or on the
  /// task before `path`, where it was, once the edit deleted it.
  private func refocus(after path: ItemPath) {
    guard let focused else {
      return focus(path.item > 0 ? ItemPath(item: path.item - 1, section: path.section) : path)
    }
    focus(focused)
  }

  /// Moves the focus `step` tasks on, across sections, scrolling it into view.
  private func focus(step: Int) {
    let all = dataSource.snapshot().itemIdentifiers
    guard !all.isEmpty else { return }
    let index = all.firstIndex { $0.id == focusedID } ?? 0
    let next = all[min(max(0, index + step), all.count - 1)]
    dataSource.itemPath(forID: next.id).map(focus)
  }

  private func focus(_ path: ItemPath) {
    guard let task = dataSource.itemIdentifier(for: path) else { return }
    focusedID = task.id
    if !list.visibleItemPaths.contains(path) { list.scroll(to: .item(path, .center)) }
    list.interaction.focus(itemAt: path)
  }

  /// The key after `m`: drags the focused task one row down or up (into
  /// the next or previous section at its edge), or to the next section.
  private func move(_ character: Character) -> Bool {
    movePending = false
    guard let source = focused else { return true }
    let counts = (0..<list.numberOfSections).map(list.numberOfItems(inSection:))
    let last = counts.count - 1
    var destination = source
    switch character {
    case "n" where source.item + 1 < counts[source.section]: destination.item += 1
    case "n", "s": destination = ItemPath(item: 0, section: min(source.section + 1, last))
    case "p" where source.item > 0: destination.item -= 1
    case "p": destination = ItemPath(item: counts[max(source.section - 1, 0)], section: max(source.section - 1, 0))
    default: return false
    }
    if destination.section == source.section { destination.item = min(destination.item, counts[source.section] - 1) }
    list.interaction.moveItem(from: source, to: destination)
    focused.map(focus)
    return true
  }
}
