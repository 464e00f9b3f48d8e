import ReuseKit
import Testing

@testable import GalleryKit

/// The Tasks screen's keys: focus, selection, drags within and across
/// sections, swipes, and the display and prefetch counts on the status line.
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
}
