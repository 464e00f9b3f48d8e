import ReuseKit
import Testing

@testable import GalleryKit

/// The Tasks screen's keys: focus, selection, drags within and across
/// sections, swipes, swipe actions and the context menu, and the display
/// and prefetch counts on the status line.
@MainActor
@Suite struct TasksScreenTests {
  static func makeScreen() -> TasksScreen {
    TasksScreen(environment: GalleryEnvironment(seed: 1, stopwatch: Stopwatch(isEnabled: false)), width: 60, height: 10)
  }

  static func titles(_ screen: TasksScreen, section: Int) -> [String] {
    (0..<screen.list.numberOfItems(inSection: section)).compactMap { item in
      screen.list.cell(at: ItemPath(item: item, section: section), as: TaskView.self)?.view.task?.title
    }
  }

  static func task(_ screen: TasksScreen, at item: Int, section: Int = 0) -> TaskItem? {
    screen.list.cell(at: ItemPath(item: item, section: section), as: TaskView.self)?.view.task
  }

  @Test func theKeysSelectDragAndDeleteByIdentity() {
    let screen = Self.makeScreen()
    for key in "nn " { screen.handle(character: key) }
    let focused = screen.list.cell(at: ItemPath(item: 2, section: 0), as: TaskView.self)?.view
    #expect(focused?.task?.title == "Task 3 to do")
    #expect(focused?.state.isSelected == true && focused?.state.isFocused == true)
    // m n: one row down; m p: back up.
    for key in "mn" { screen.handle(character: key) }
    #expect(
      Self.titles(screen, section: 0).prefix(4) == ["Task 1 to do", "Task 2 to do", "Task 4 to do", "Task 3 to do"])
    for key in "mp" { screen.handle(character: key) }
    #expect(Self.titles(screen, section: 0).prefix(3) == ["Task 1 to do", "Task 2 to do", "Task 3 to do"])
    // m s: to the top of the next section, still selected and focused.
    for key in "ms" { screen.handle(character: key) }
    let moved = screen.list.cell(at: ItemPath(item: 0, section: 1), as: TaskView.self)?.view
    #expect(moved?.task?.title == "Task 3 to do" && moved?.state.isSelected == true)
    #expect(screen.list.numberOfItems(inSection: 0) == 13 && screen.list.numberOfItems(inSection: 1) == 7)
    // An unknown key after m drops nothing and goes on to the gallery.
    #expect(screen.handle(character: "m") && !screen.handle(character: "x"))
    // d: swiped away; the selection goes with it.
    screen.handle(character: "d")
    #expect(screen.list.numberOfItems(inSection: 1) == 6)
    #expect(!Self.titles(screen, section: 1).contains("Task 3 to do"))
    #expect(screen.timings?.contains("shown +") == true)
    // r: a new task at the top.
    screen.randomChange()
    #expect(screen.list.numberOfItems(inSection: 0) == 14)
  }

  @Test func scrollingCountsDisplaysAndPrefetches() {
    let screen = Self.makeScreen()
    screen.scroll(by: 12)
    screen.scroll(by: -4)
    let status = screen.timings ?? ""
    #expect(status.hasPrefix("shown +"))
    #expect(!status.contains("prefetched +0 "), "\(status)")
    #expect(!status.hasSuffix("−0"), "\(status): scrolling back cancels what was ahead")
    // The focus follows n across sections, scrolling it into view: the
    // 21st task is the first one done.
    for _ in 0..<20 { screen.handle(character: "n") }
    let focused = screen.list.visibleItemPaths.filter {
      screen.list.cell(at: $0, as: TaskView.self)?.view.state.isFocused == true
    }
    #expect(focused == [ItemPath(item: 0, section: 2)])
    screen.handle(character: "p")
    #expect(screen.subtitle.hasPrefix("n/p focus"))
    screen.handle(character: "m")
    #expect(screen.subtitle.hasPrefix("move Task"))
  }

  @Test func theBracketsSwipeTheFocusedTaskAndADigitPerformsAnAction() {
    let screen = Self.makeScreen()
    screen.handle(character: "n")
    // ]: the trailing actions of the second task, numbered on the subtitle.
    #expect(screen.handle(character: "]"))
    #expect(screen.subtitle == "Task 2 to do swiped: 1 Flag · 2 Delete · ]/Esc close")
    #expect(screen.list.cell(at: ItemPath(item: 1, section: 0), as: TaskView.self)?.state.isSwiped == true)
    // 1: flagged through a new snapshot, its row reconfigured; the actions close.
    screen.handle(character: "1")
    #expect(Self.task(screen, at: 1)?.isFlagged == true && Self.task(screen, at: 0)?.isFlagged == false)
    #expect(screen.list.interaction.openedSwipeActions == nil && screen.subtitle.hasPrefix("n/p focus"))
    // ] shows Unflag now; ] again closes, as does Esc after [.
    screen.handle(character: "]")
    #expect(screen.list.interaction.openedSwipeActions?.configuration.actions.map(\.title) == ["Unflag", "Delete"])
    screen.handle(character: "]")
    #expect(screen.list.interaction.openedSwipeActions == nil)
    screen.handle(character: "[")
    #expect(screen.subtitle == "Task 2 to do swiped: 1 Done · [/Esc close")
    #expect(screen.handle(character: "\u{1B}") && screen.list.interaction.openedSwipeActions == nil)
    #expect(!screen.handle(character: "\u{1B}") && !screen.handle(character: "1"), "nothing open: for the gallery")
    // [ 1: done, moved to the top of Done, still flagged and focused.
    for key in "[1" { screen.handle(character: key) }
    let done = screen.list.cell(at: ItemPath(item: 0, section: 2), as: TaskView.self)?.view
    #expect(done?.task?.title == "Task 2 to do" && done?.task?.isDone == true && done?.task?.isFlagged == true)
    #expect(done?.state.isFocused == true)
    #expect(screen.list.numberOfItems(inSection: 0) == 13 && screen.list.numberOfItems(inSection: 2) == 21)
    // On a done task, the leading action reopens it, back to the top of To do.
    for key in "[1" { screen.handle(character: key) }
    #expect(Self.task(screen, at: 0)?.title == "Task 2 to do" && Self.task(screen, at: 0)?.isDone == false)
    // ] 2: deleted through the editing path; the focus moves to the task before.
    for key in "n]2" { screen.handle(character: key) }
    #expect(Self.titles(screen, section: 0).prefix(2) == ["Task 2 to do", "Task 3 to do"])
    #expect(screen.list.cell(at: ItemPath(item: 0, section: 0), as: TaskView.self)?.state.isFocused == true)
  }

  @Test func actionsOpenedBeforeARandomChangeActOnTheTaskTheyWereOpenedOn() {
    let screen = Self.makeScreen()
    screen.handle(character: "]")
    // r: a new task at the top; the actions follow the first task down.
    screen.randomChange()
    #expect(screen.list.interaction.openedSwipeActions?.itemPath == ItemPath(item: 1, section: 0))
    #expect(screen.subtitle.hasPrefix("Task 1 to do swiped: 1 Flag"))
    screen.handle(character: "1")
    #expect(Self.task(screen, at: 1)?.title == "Task 1 to do" && Self.task(screen, at: 1)?.isFlagged == true)
    #expect(Self.task(screen, at: 0)?.isFlagged == false, "not the new task at its old place")
    // Delete, opened before another new task arrives: the first task goes.
    screen.handle(character: "]")
    screen.randomChange()
    screen.handle(character: "2")
    screen.scroll(by: -100)
    #expect(Self.titles(screen, section: 0).prefix(3) == ["New task 42", "New task 41", "Task 2 to do"])
    #expect(screen.list.interaction.openedSwipeActions == nil)
  }

  @Test func theMenuOpensOnTheFocusedTaskAndItsActionsRunByIdentity() {
    let screen = Self.makeScreen()
    // c: the menu of the first task; c again or Esc closes it.
    #expect(screen.handle(character: "c"))
    #expect(screen.subtitle == "Task 1 to do menu: 1 Flag · 2 Move to next section · 3 Delete · c/Esc close")
    screen.handle(character: "c")
    #expect(screen.list.interaction.openedContextMenu == nil)
    for key in "c\u{1B}" { screen.handle(character: key) }
    #expect(screen.list.interaction.openedContextMenu == nil && screen.subtitle.hasPrefix("n/p focus"))
    // Opened, then a new task at the top: Move acts on the first task.
    screen.handle(character: "c")
    screen.randomChange()
    #expect(screen.list.interaction.openedContextMenu?.itemPath == ItemPath(item: 1, section: 0))
    screen.handle(character: "2")
    #expect(Self.task(screen, at: 0, section: 1)?.title == "Task 1 to do")
    #expect(screen.list.interaction.openedContextMenu == nil)
    screen.scroll(by: -100)
    #expect(Self.titles(screen, section: 0).prefix(2) == ["New task 41", "Task 2 to do"])
    // The focus went with it, and c scrolls it back into view: c 1 flags
    // it, c 3 deletes it.
    for key in "c1" { screen.handle(character: key) }
    #expect(Self.task(screen, at: 0, section: 1)?.isFlagged == true)
    #expect(screen.subtitle.hasPrefix("n/p focus"))
    for key in "c3" { screen.handle(character: key) }
    #expect(Self.task(screen, at: 0, section: 1)?.title == "Task 1 under way")
    // A swipe closes the menu, and the menu the actions.
    for key in "c]" { screen.handle(character: key) }
    #expect(screen.list.interaction.openedContextMenu == nil && screen.list.interaction.openedSwipeActions != nil)
    screen.handle(character: "c")
    #expect(screen.list.interaction.openedContextMenu != nil && screen.list.interaction.openedSwipeActions == nil)
  }

  @Test func inTheGalleryDigitsChooseWhileActionsAreOpenAndSwitchScreensOtherwise() {
    let gallery = Gallery(width: 80, height: 24)
    gallery.handle(.character("6"))
    gallery.handle(.character("]"))
    #expect(gallery.frame()[1].hasPrefix("Task 1 to do swiped: 1 Flag · 2 Delete"))
    gallery.handle(.character("1"))
    #expect(gallery.screenIndex == 5)
    #expect(gallery.frame().contains { $0.contains("Task 1 to do ⚑") })
    gallery.handle(.character("c"))
    gallery.handle(.escape)
    #expect(gallery.frame()[1].hasPrefix("n/p focus"))
    gallery.handle(.character("7"))
    #expect(gallery.screenIndex == 6)
  }
}
