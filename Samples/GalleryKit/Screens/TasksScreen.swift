import ReuseKit

/// Tasks in three sections, to touch: `n`/`p` move the focus, `space`
/// selects the focused task, `m` then `n`, `p` or `s` drags it down, up or
/// to the next section, and `d` swipes it away. The status line counts the
/// display and prefetch callbacks that the data source heard, by identity.
@MainActor
final class TasksScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .fixed(1), headerHeight: 1))
    dataSource = DiffableDataSource(list) { task in .view(TaskView.self, task).deletable().movable() }
    dataSource.supplementaryViewProvider = { kind, section in kind == .header ? .view(DayTitleView.self, section) : nil
    }
    dataSource.selection.allowsMultipleSelection = true
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
      snapshot.appendItems(titles.map { TaskItem(id: nextID(), title: $0) }, toSection: section)
    }
    dataSource.apply(snapshot, animation: .none, completion: nil)
    focus(ItemPath(item: 0, section: 0))
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Tasks" }

  var subtitle: String {
    movePending
      ? "move \(focusedTitle): n down · p up · s next section"
      : "n/p focus · space select · m move · d delete · r new task"
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

  /// The screen's keys: the focus, selection, moves and deletion.
  @discardableResult
  func handle(character: Character) -> Bool {
    if movePending { return move(character) }
    switch character {
    case "n": focus(step: 1)
    case "p": focus(step: -1)
    case " ":
      guard let path = focused else { return true }
      list.interaction.tap(itemAt: path)
    case "m": movePending = focused != nil
    case "d":
      guard let path = focused, let task = dataSource.itemIdentifier(for: path) else { return true }
      list.interaction.swipeToDelete(itemAt: path)
      environment.log.append("\(environment.timestamp) swiped \(task.title) away: deleted by identity")
      focus(path.item > 0 ? ItemPath(item: path.item - 1, section: path.section) : path)
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
  private var focusedTitle: String { focused.flatMap { dataSource.itemIdentifier(for: $0)?.title } ?? "" }

  private func nextID() -> Int {
    ids += 1
    return ids
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
