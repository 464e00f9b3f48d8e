import Foundation
import ReuseKit
import Testing

@testable import GalleryKit

/// The Chat screen's history in pages through `dataSource.paging`, from a
/// seeded server on the gallery's clock that fails now and then and repeats
/// messages: pages at the top while scrolling up, duplicates dropped and
/// logged, the retry view and a retry, and a reading position that a
/// relaunch restores from a JSON file. Every test cancels the load it leaves.
@MainActor
@Suite struct ChatPagingTests {
  @MainActor
  struct Chat {
    let environment: GalleryEnvironment
    let screen: ChatScreen

    init(file: ReadingPositionFile? = nil) {
      environment = GalleryEnvironment(seed: 2, stopwatch: Stopwatch(isEnabled: false), chatPositionFile: file)
      screen = ChatScreen(environment: environment, width: 80, height: 15)
      screen.layoutIfNeeded()
    }

    /// The days the list shows, oldest first.
    var days: [Int] { screen.days }

    /// Lets the pages the server answered arrive.
    func settle() async {
      for round in 0..<20_000 where !screen.isSettled {
        if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
      }
      #expect(screen.isSettled, "a page never arrived: \(screen.history.isLoading), \(environment.log.last(3))")
      screen.layoutIfNeeded()
    }

    /// Moves the clock on by the server's delay, and lets its answer arrive.
    func answer() async {
      // The load reaches the server first, or the server's timer starts after this advance.
      await settle()
      environment.clock.advance(to: environment.clock.now + 0.5)
      await settle()
    }

    /// Cancels the load left, and lets its task end.
    func stop() async {
      screen.stopLoading()
      for _ in 0..<16 { await Task.yield() }
      #expect(screen.isSettled)
    }

    func logged(_ text: String) -> Bool { environment.log.lines.contains { $0.contains(text) } }
  }

  @Test func pagesLoadAtTheTopWhileScrollingUp() async throws {
    let chat = Chat()
    #expect(chat.days == [1, 0])
    var merges = 0
    for _ in 0..<400 where chat.days.first ?? 0 < 5 {
      chat.screen.scroll(by: -1)
      chat.screen.layoutIfNeeded()
      await chat.settle()
      if chat.screen.history.hasFailed { chat.screen.handle(character: "x") }
      guard chat.screen.history.isLoading else { continue }
      // Within a quarter of a screen of the top, the paging's threshold.
      let offset = chat.screen.list.viewport.offset
      #expect(offset <= 15 * 0.25, "a load started \(offset) lines below the top")
      let anchor = try #require(chat.screen.firstVisibleRowLine)
      let days = chat.days.count
      await chat.answer()
      if chat.days.count > days {
        merges += 1
        #expect(chat.screen.line(ofRowWithID: anchor.id) == anchor.line, "the rows on screen stayed")
      }
      let ids = chat.screen.messageIDs
      #expect(Set(ids).count == ids.count, "no message twice")
    }
    #expect(chat.days == [5, 4, 3, 2, 1, 0], "day after day, older ones above")
    #expect(merges == 4)
    await chat.stop()
  }

  @Test func aDuplicateIsReportedInTheLog() async throws {
    let chat = Chat()
    chat.screen.handle(character: "u")
    await chat.settle()
    #expect(chat.logged("the top: loading 2 days ago…"))
    await chat.answer()
    #expect(chat.days == [2, 1, 0])
    // The server's first page repeats yesterday's two oldest messages.
    let repeated = ChatGenerator(seed: 15).messages(ofDay: 1).prefix(2).map { "\($0.author) \($0.time)" }
    #expect(chat.logged("2 days ago prepended: "))
    #expect(chat.logged("  dropped 2 duplicates the list shows: \(repeated.joined(separator: ", "))"))
    let ids = chat.screen.messageIDs
    #expect(Set(ids).count == ids.count)
    await chat.stop()
  }

  @Test func aFailureShowsTheRetryViewAndARetryLoads() async throws {
    let chat = Chat()
    chat.screen.handle(character: "u")
    await chat.answer()
    chat.screen.handle(character: "u")
    await chat.answer()
    // The second load fails: the first day's title gives way to the retry view.
    #expect(chat.screen.history.hasFailed)
    #expect(chat.logged("the top: the load failed, request 2 timed out; the retry view shows, x retries"))
    #expect(chat.screen.render()[0].hasPrefix("── ⚠ request 2 timed out · x retry ──"))
    #expect(chat.days == [2, 1, 0])
    chat.screen.handle(character: "x")
    await chat.settle()
    #expect(chat.logged("x: retrying at the top"))
    #expect(!chat.screen.render()[0].contains("⚠"), "loading again: the day's title is back")
    await chat.answer()
    #expect(!chat.screen.history.hasFailed)
    #expect(chat.days.first == 3, "the retry loaded")
    #expect(chat.logged("3 days ago prepended: "))
    await chat.stop()
  }

  @Test func aRelaunchRestoresTheAnchorExactly() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = ReadingPositionFile(path: directory.appendingPathComponent("chat.json").path)
    let first = Chat(file: file)
    first.screen.handle(character: "u")
    await first.answer()
    // Into the older day, with part of a message above the top.
    first.screen.scroll(by: -4.5)
    first.screen.layoutIfNeeded()
    await first.settle()
    let position = try #require(first.screen.readingPosition)
    #expect(position.sectionID == 2 && position.fractionOfHeight > 0)
    let pane = first.screen.render()
    first.screen.willQuit()
    await first.stop()
    #expect(file.load() == position, "the file holds the position as JSON")

    let relaunched = Chat(file: file)
    await relaunched.settle()
    let restored = try #require(relaunched.screen.readingPosition)
    #expect(restored.itemID == position.itemID)
    #expect(restored.sectionID == position.sectionID)
    #expect(restored.fractionOfHeight == position.fractionOfHeight)
    #expect(relaunched.screen.render() == pane, "the same lines, to the character")
    #expect(relaunched.logged("chat: the saved reading position restored"))
    await relaunched.stop()
  }
}
