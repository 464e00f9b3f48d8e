import ReuseKit
import Testing

@testable import GalleryKit

/// The Cards screen's section headers: real `SectionTitleView`s in the list
/// and the grid, and `h`, which renames a section in place without touching
/// its rows.
@MainActor
@Suite struct CardsHeaderTests {
  /// The visible cells of the shown container, by identity.
  static func cells(of screen: CardsScreen) -> [ObjectIdentifier?] {
    screen.showsGrid
      ? screen.grid.visibleItemPaths.map { screen.grid.cell(at: $0, as: CardView.self).map(ObjectIdentifier.init) }
      : screen.list.visibleItemPaths.map { screen.list.cell(at: $0, as: CardView.self).map(ObjectIdentifier.init) }
  }

  /// The header view of `section` in the shown container.
  static func header(of screen: CardsScreen, _ section: Int) -> HostingCell<SectionTitleView>? {
    screen.showsGrid
      ? screen.grid.supplementaryView(ofKind: .header, inSection: section, as: SectionTitleView.self)
      : screen.list.supplementaryView(ofKind: .header, inSection: section, as: SectionTitleView.self)
  }

  /// The batch updates and reloads the shown container's data source performed.
  static func rowChanges(of screen: CardsScreen) -> Int {
    let source = screen.showsGrid ? screen.gridSource : screen.listSource
    return source.batchUpdateCount + source.reloadCount
  }

  @Test func theSectionTitlesAreHeaderViewsInTheListAndTheGrid() async throws {
    await ScriptedFrames.prepare()
    let title: (String) -> String = { "── \($0) ".fitted(to: ScriptedFrames.width, padding: "─") }
    #expect(ScriptedFrames.pane(1)[0] == title("Inbox · 12 cards"))
    #expect(ScriptedFrames.pane(2)[0] == title("Inbox · 12 cards"))
    #expect(ScriptedFrames.pane(2).contains(title("Archive · 8 cards")), "the grid's second section, below")
    let screen = CardsScreen(
      environment: GalleryEnvironment(seed: 1, stopwatch: Stopwatch(isEnabled: false)), width: 80, height: 40)
    for grid in [false, true] {
      screen.showAsGrid(grid)
      screen.layoutIfNeeded()
      let pane = screen.render()
      for (section, name) in ["Inbox", "Archive"].enumerated() {
        let header = try #require(Self.header(of: screen, section))
        #expect(header.view.section?.title == name)
        let frame = try #require(
          grid
            ? screen.grid.frameOfSupplementaryView(ofKind: .header, inSection: section)
            : screen.list.frameOfSupplementaryView(ofKind: .header, inSection: section))
        #expect(pane[Int(frame.minY)].hasPrefix("── \(name) · "), "drawn at its frame")
      }
    }
  }

  @Test(arguments: [false, true])
  func hRenamesASectionInPlaceWithoutTouchingItsRows(grid: Bool) throws {
    let environment = GalleryEnvironment(seed: 3, stopwatch: Stopwatch(isEnabled: false))
    let screen = CardsScreen(environment: environment, width: 80, height: 40)
    screen.showAsGrid(grid)
    screen.layoutIfNeeded()
    let headers = try [0, 1].map { try #require(Self.header(of: screen, $0)) }
    let titles = headers.map { $0.view.section?.title }
    let configured = headers.map(\.view.configureCount)
    let cells = Self.cells(of: screen)
    let (stats, rowChanges, pane) = (screen.stats, Self.rowChanges(of: screen), screen.render())
    #expect(screen.handle(character: "h"))
    screen.layoutIfNeeded()
    // One header shows a new name, configured again in place: the same view.
    let renamed = try #require([0, 1].first { headers[$0].view.section?.title != titles[$0] })
    #expect(Self.header(of: screen, renamed) === headers[renamed])
    #expect(headers[renamed].view.configureCount == configured[renamed] + 1, "configured once, in place")
    #expect(headers[1 - renamed].view.configureCount == configured[1 - renamed], "the other header is left alone")
    let name = try #require(headers[renamed].view.section?.title)
    #expect(!titles.contains(name))
    #expect(screen.render().contains { $0.hasPrefix("── \(name) · ") })
    // Its rows were not touched: the same cells, nothing created, reused,
    // updated in a batch or reloaded.
    #expect(Self.cells(of: screen) == cells)
    #expect(screen.stats == stats)
    #expect(Self.rowChanges(of: screen) == rowChanges)
    #expect(screen.render().filter { !$0.hasPrefix("── ") } == pane.filter { !$0.hasPrefix("── ") })
    let log = environment.log.last(2)
    #expect(log[0].hasSuffix("renamed \(name) in place; headers of sections [\(renamed)] configured again"))
    #expect(
      log[1]
        == "  rows untouched: 0 batches or reloads, created +0, reused +0, visible \(stats.visible) → \(stats.visible)")
  }

  @Test func theScriptedRenameChangesOnlyTheHeaderLine() async throws {
    await ScriptedFrames.prepare()
    let before = try #require(ScriptedFrames.number(ofCaption: "1 b: back to the Cards list"))
    let after = try #require(ScriptedFrames.number(ofCaption: "h: a visible section renamed"))
    #expect(after == before + 1)
    #expect(ScriptedFrames.pane(before)[0].hasPrefix("── Inbox · "))
    #expect(ScriptedFrames.pane(after)[0] != ScriptedFrames.pane(before)[0])
    #expect(ScriptedFrames.pane(after)[0].hasPrefix("── "))
    #expect(ScriptedFrames.pane(after).dropFirst() == ScriptedFrames.pane(before).dropFirst(), "the cards stay")
    let lines = ScriptedFrames.frame(after).lines
    #expect(
      lines.contains {
        $0.contains("h: Inbox renamed ") && $0.hasSuffix("in place; headers of sections [0] configured again")
      })
    #expect(lines.contains { $0.hasPrefix("  rows untouched: 0 batches or reloads, created +0, reused +0") })
    #expect(lines.last == ScriptedFrames.frame(before).lines.last, "the same counters in the status line")
  }
}
