import GalleryKit
import Testing

@MainActor
@Suite struct ScriptedSessionTests {
  @Test func framesAreTheSameOnEveryRun() async {
    await ScriptedFrames.prepare()
    let again = await ScriptedSession.frames(
      count: ScriptedFrames.all.count, width: ScriptedFrames.width, height: ScriptedFrames.height)
    #expect(again == ScriptedFrames.all)
  }

  @Test func everyFrameFillsItsSizeAndHasAMarker() async {
    await ScriptedFrames.prepare()
    for frame in ScriptedFrames.all {
      #expect(frame.lines.count == ScriptedFrames.height)
      #expect(frame.lines.allSatisfy { $0.count <= ScriptedFrames.width })
    }
    let text = ScriptedSession.text(of: ScriptedFrames.all).split(separator: "\n", omittingEmptySubsequences: false)
    let markers = text.filter { $0.hasPrefix("=== frame ") }
    #expect(markers.count == ScriptedFrames.all.count)
    #expect(text.count == ScriptedFrames.all.count * (ScriptedFrames.height + 1))
  }

  @Test func asksForMoreFramesThanScriptedGetTimerTicks() async {
    await ScriptedFrames.prepare()
    let extra = ScriptedFrames.all[ScriptedSession.scriptedFrameCount...]
    #expect(extra.map(\.caption) == (1...3).map { "timer tick \($0): a random batch every second" })
    for (previous, frame) in zip(extra.dropLast(), extra.dropFirst()) {
      #expect(previous.lines != frame.lines, "each tick applies a batch")
    }
    #expect(extra.last?.lines.last?.contains("t=") == true)
  }

  @Test func listAndGridShowTheSameCardView() async throws {
    await ScriptedFrames.prepare()
    let list = ScriptedFrames.frame(1)
    let grid = ScriptedFrames.frame(2)
    #expect(list.lines[1].hasPrefix("CardView in a HeadlessList"))
    #expect(grid.lines[1].hasPrefix("CardView in a HeadlessGrid"))
    // The same card, drawn by the same view, in both containers.
    for frame in [list, grid] {
      #expect(frame.lines.contains { $0.contains("┌─ #1 Ada ─") })
      #expect(frame.lines.contains { $0.contains("│ compilers ") })
    }
    // A list row takes the whole width; a grid row holds several cards.
    let listTops = ScriptedFrames.pane(1).map { $0.ranges(of: "┌─ #").count }
    let gridTops = ScriptedFrames.pane(2).map { $0.ranges(of: "┌─ #").count }
    #expect(listTops.max() == 1)
    #expect(try #require(gridTops.max()) > 1)
  }

  @Test func aBatchUpdateChangesWhatIsShownInStages() async {
    await ScriptedFrames.prepare()
    #expect(ScriptedFrames.pane(2) != ScriptedFrames.pane(3))
    let log = ScriptedFrames.frame(3).lines
    #expect(log.contains { $0.contains("batch 1:") && $0.contains("in the grid") })
    #expect(log.contains { $0.hasPrefix("  stage 1: del") })
    let titles: (Int) -> Set<String> = { number in
      Set(
        ScriptedFrames.pane(number).compactMap { line in
          line.firstRange(of: "#").map { String(line[$0.lowerBound...].prefix(4)) }
        })
    }
    #expect(titles(2) != titles(3), "the batch deleted or inserted visible cards")
  }

  @Test func theHiddenListGotTheSameBatch() async {
    await ScriptedFrames.prepare()
    // The list was hidden during the batch; it shows the new data when it comes back.
    let listAfter = ScriptedFrames.pane(4)
    let gridAfter = ScriptedFrames.pane(3)
    let firstCard: ([String]) -> String? = { pane in pane.first { $0.hasPrefix("┌─ #") }.map { String($0.prefix(12)) } }
    #expect(firstCard(listAfter) == firstCard(gridAfter))
    #expect(firstCard(listAfter) != firstCard(ScriptedFrames.pane(1)))
  }

  @Test func scrollingMovesRowsUp() async {
    await ScriptedFrames.prepare()
    let before = ScriptedFrames.pane(4)
    let after = ScriptedFrames.pane(5)
    #expect(Array(after[0..<(ScriptedFrames.paneHeight - 3)]) == Array(before[3...]))
    #expect(after != before)
  }

  @Test func theLateRowGrowsAndRowsBelowMoveWhileTheTopStays() async throws {
    await ScriptedFrames.prepare()
    let waiting = ScriptedFrames.pane(6)
    let arrived = ScriptedFrames.pane(7)
    let chart = try #require(ScriptedFrames.paneLine(containing: "Weekly chart", in: 6))
    #expect(waiting[chart].hasPrefix("⋯ Weekly chart: waiting"))
    #expect(arrived[chart].hasPrefix("┌─ Weekly chart (arrived)"))
    #expect(Array(arrived[0..<chart]) == Array(waiting[0..<chart]), "the rows above did not move")
    let below = try #require(ScriptedFrames.paneLine(containing: "#3 Edsger", in: 6))
    let belowAfter = try #require(ScriptedFrames.paneLine(containing: "#3 Edsger", in: 7))
    #expect(below == chart + 1)
    #expect(belowAfter == chart + 7, "the chart is now 7 lines tall, and the next row follows it")
    let log = ScriptedFrames.frame(7).lines
    #expect(log.contains { $0.contains("2 reports, 1 layout pass") })
    #expect(log.last?.contains("layout passes 1") == true)
  }

  @Test func squaresWrapAgainAtANewWidth() async throws {
    await ScriptedFrames.prepare()
    let wide = ScriptedFrames.frame(8).lines
    let narrow = ScriptedFrames.frame(9).lines
    #expect(wide.contains { $0.hasPrefix("A line's worth: 26 squares, 27 a line") })
    #expect(narrow.contains { $0.hasPrefix("A line's worth: 26 squares, 15 a line") })
    #expect(narrow.allSatisfy { $0.count <= 44 })
    let squareLines: ([String]) -> Int = { lines in
      guard let title = lines.firstIndex(where: { $0.hasPrefix("A line's worth") }) else { return 0 }
      return lines[(title + 1)...].prefix { $0.hasPrefix("[]") }.count
    }
    #expect(squareLines(wide) == 1)
    #expect(squareLines(narrow) == 2)
  }

  @Test func aNestedListIsAsTallAsItsContent() async throws {
    await ScriptedFrames.prepare()
    let before = ScriptedFrames.pane(10)
    let after = ScriptedFrames.pane(11)
    let boxHeight: ([String], String) -> Int? = { pane, title in
      guard let top = pane.firstIndex(where: { $0.hasPrefix("┌─ \(title):") }) else { return nil }
      guard let bottom = pane[top...].firstIndex(where: { $0.hasPrefix("└") }) else { return nil }
      return bottom - top + 1
    }
    #expect(before[0].hasPrefix("┌─ Compilers: 3 members"))
    #expect(boxHeight(before, "Compilers") == 3 + 2)
    #expect(after[0].hasPrefix("┌─ Compilers: 4 members"))
    #expect(boxHeight(after, "Compilers") == 4 + 2)
    let ada = try #require(before.firstIndex { $0.contains("#1 Ada") })
    #expect(after[ada + 1].contains("#1 Ada"), "the row below the team moved down with it")
  }
}
