import ReuseKit
import Testing

@testable import GalleryKit

/// The Files screen: an outline whose folders expand and collapse with
/// Enter, and whose random batches rename, move and delete nodes in one
/// apply; every row shows its level and expansion.
@MainActor
@Suite struct FilesScreenTests {
  static func makeScreen(seed: UInt64 = 1) -> FilesScreen {
    FilesScreen(
      environment: GalleryEnvironment(seed: seed, stopwatch: Stopwatch(isEnabled: false)), width: 60, height: 12)
  }

  static func rows(_ screen: FilesScreen) -> [FileRowView] {
    screen.list.visibleItemPaths.compactMap { screen.list.cell(at: $0, as: FileRowView.self)?.view }
  }

  @Test func enterExpandsAndCollapsesTheFocusedFolder() throws {
    let screen = Self.makeScreen()
    let count = screen.list.numberOfItems(inSection: 0)
    // The top folders are open: Sources, its two folders and three files, …
    #expect(Self.rows(screen).prefix(3).map { $0.node?.name } == ["Sources", "sour-1", "sour-2"])
    #expect(Self.rows(screen).first?.state == CellState(isFocused: true, isExpanded: true, level: 0))
    // n, Enter: sour-1 opens, its rows indented one level deeper.
    screen.handle(character: "n")
    screen.handle(character: "\n")
    let rows = Self.rows(screen)
    #expect(rows[1].state.isExpanded && rows[1].state.isFocused && rows[2].state.level == 2)
    #expect(screen.list.numberOfItems(inSection: 0) == count + 5)
    // Enter again collapses it; on a file, Enter changes nothing.
    screen.handle(character: "\n")
    #expect(screen.list.numberOfItems(inSection: 0) == count)
    for _ in 0..<3 { screen.handle(character: "n") }
    screen.handle(character: "\n")
    #expect(screen.list.numberOfItems(inSection: 0) == count)
    #expect(!screen.handle(character: "x"))
  }

  @Test(arguments: 1...4)
  func randomBatchesKeepTheOutlineOnScreen(seed: UInt64) {
    let screen = Self.makeScreen(seed: seed)
    for step in 0..<15 {
      screen.randomChange()
      if step.isMultiple(of: 3) { screen.handle(character: "\n") }
      screen.handle(character: "n")
      // The rows are the outline's visible items, each told its level and expansion.
      let outline = screen.outline
      #expect(screen.list.numberOfItems(inSection: 0) == outline.visibleItems.count, "step \(step)")
      for path in screen.list.visibleItemPaths {
        let row = screen.list.cell(at: path, as: FileRowView.self)?.view
        let node = outline.visibleItems[path.item]
        #expect(row?.node == node, "step \(step): row \(path.item)")
        #expect(row?.state.level == outline.level(of: node) && row?.state.isExpanded == outline.isExpanded(node))
      }
    }
    #expect(!screen.render().isEmpty)
  }
}
