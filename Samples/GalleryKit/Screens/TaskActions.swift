import ReuseKit

/// What a person can do to a task besides the list's own keys: the actions
/// a swipe reveals at either edge and a context menu, carried by the task's
/// configuration. Each action finds its task by identity when it runs, so
/// it acts on the task it was opened on, as that task is then, wherever
/// applies have moved it meanwhile.
///
/// - Leading edge: Done, which marks the task done and moves it to the top
///   of the last section; on a done task, Reopen, back to the top of the first.
/// - Trailing edge: Flag or Unflag, which replaces the task in a new
///   snapshot so that its row is reconfigured in place; then Delete.
/// - Menu: Flag or Unflag, Move to next section (from the last, the
///   first), and Delete.
@MainActor
final class TaskActions {
  // MARK: - Lifecycle

  /// Actions for tasks in `sections`, in order: the first takes reopened
  /// tasks and the last done ones. Each edit says what it did in
  /// `environment`'s log.
  init(environment: GalleryEnvironment, sections: [String]) {
    self.environment = environment
    self.sections = sections
  }

  // MARK: - Internal

  /// The data source the actions edit. Weak, as its cell provider holds
  /// these actions.
  weak var dataSource: DiffableDataSource<String, TaskItem>?

  /// The task's row: a deletable, movable `TaskView` with the task's swipe
  /// actions and context menu.
  func configuration(for task: TaskItem) -> ViewConfiguration {
    let id = task.id
    let flag = task.isFlagged ? "Unflag" : "Flag"
    let finish =
      task.isDone
      ? SwipeAction(title: "Reopen", tint: .blue) { [self] done in
        setDone(false, id)
        done(true)
      }
      : SwipeAction(title: "Done", tint: .green) { [self] done in
        setDone(true, id)
        done(true)
      }
    let menu = ContextMenu(
      title: task.title,
      [
        .action(MenuAction(title: flag, systemImage: "flag") { [self] in toggleFlag(id) }),
        .action(MenuAction(title: "Move to next section", systemImage: "folder") { [self] in moveToNextSection(id) }),
        .action(.delete()),
      ])
    return .view(TaskView.self, task).deletable().movable()
      .swipeActions(edge: .leading, [finish])
      .swipeActions(
        edge: .trailing, allowsFullSwipe: false,
        [
          SwipeAction(title: flag, systemImage: "flag", tint: .orange) { [self] done in
            toggleFlag(id)
            done(true)
          },
          .delete(),
        ]
      )
      .contextMenu(menu)
  }

  /// `titles` numbered from 1, as the digits choose them: "1 Flag · 2 Delete".
  static func numbered(_ titles: [String]) -> String {
    titles.enumerated().map { "\($0 + 1) \($1)" }.joined(separator: " · ")
  }

  /// The actions of `menu` a person can see, with the indexes that
  /// `performContextMenuAction(at:)` takes: those of the menu itself and
  /// of its inline groups, in order, after `prefix`, the indexes of `menu`
  /// in the menu that holds it.
  static func choices(in menu: ContextMenu, at prefix: [Int] = []) -> [(title: String, indexes: [Int])] {
    menu.children.enumerated().flatMap { index, child -> [(title: String, indexes: [Int])] in
      switch child {
      case .action(let action): action.attributes.contains(.hidden) ? [] : [(action.title, prefix + [index])]
      case .inline(let group): choices(in: group, at: prefix + [index])
      case .submenu: []
      }
    }
  }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let sections: [String]

  /// Flags the task whose identity is `id`, or unflags it.
  private func toggleFlag(_ id: Int) {
    edit(id) {
      $0.isFlagged.toggle()
    } saying: { task, _ in
      "\(task.isFlagged ? "flagged" : "unflagged") \(task.title): a new snapshot reconfigured its row in place"
    }
  }

  /// Marks the task whose identity is `id` done and moves it to the top of
  /// the last section, or reopens it and moves it to the top of the first.
  private func setDone(_ isDone: Bool, _ id: Int) {
    edit(id, movingTo: isDone ? sections.last : sections.first) {
      $0.isDone = isDone
    } saying: { task, moved in
      "\(isDone ? "marked" : "reopened") \(task.title)\(isDone ? " done" : ""): "
        + (moved.map { "moved to \($0) by identity" } ?? "its row reconfigured in place")
    }
  }

  /// Moves the task whose identity is `id` to the top of the section after
  /// its own, or of the first from the last: done when that is the last
  /// section, and open otherwise.
  private func moveToNextSection(_ id: Int) {
    guard let snapshot = dataSource?.snapshot(), let task = snapshot.item(withID: id),
      let section = snapshot.sectionIdentifier(containingItem: task), let index = sections.firstIndex(of: section)
    else { return }
    let next = sections[(index + 1) % sections.count]
    edit(id, movingTo: next) {
      $0.isDone = next == sections.last
    } saying: { task, _ in
      "moved \(task.title) to \(next) by identity"
    }
  }

  /// Applies a snapshot in which the task whose identity is `id` is changed
  /// by `change`: replaced in place, or moved to the top of `section` when
  /// it is in another; then logs what `saying` says of the changed task
  /// and the section it moved to, if it moved. Does nothing once the task
  /// is gone.
  private func edit(
    _ id: Int, movingTo section: String? = nil, _ change: (inout TaskItem) -> Void,
    saying: (TaskItem, String?) -> String
  ) {
    guard let dataSource else { return }
    var snapshot = dataSource.snapshot()
    guard var task = snapshot.item(withID: id) else { return }
    change(&task)
    let moved = section.flatMap { snapshot.sectionIdentifier(containingItem: task) == $0 ? nil : $0 }
    if let section = moved {
      snapshot.deleteItems(ids: [id])
      if let first = snapshot.itemIdentifiers(inSection: section).first {
        snapshot.insertItems([task], beforeItem: first)
      } else {
        snapshot.appendItems([task], toSection: section)
      }
    } else {
      snapshot.replaceItem(task)
    }
    dataSource.apply(snapshot, completion: nil)
    environment.log.append("\(environment.timestamp) \(saying(task, moved))")
  }
}
