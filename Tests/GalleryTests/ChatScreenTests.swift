import Testing

@testable import GalleryKit

/// The Chat screen's scripted frames: stick-to-bottom, a deletion that
/// switches the view type, a resize, and history prepended at the top,
/// under pinned day titles.
@MainActor
@Suite struct ChatScreenTests {
  /// The last message row of a pane: its first line, its text and whether
  /// it ends on the pane's last line.
  struct LastMessage: Equatable {
    var header: String
    var text: String
    var endsAtBottom: Bool
  }

  static func lastMessage(in pane: [String]) -> LastMessage? {
    guard let header = pane.lastIndex(where: { $0.hasPrefix("╭ ") || $0.hasPrefix("╳ ") }) else { return nil }
    let body = pane[(header + 1)...].prefix { $0.hasPrefix("│ ") }.map { $0.dropFirst(2) }
    return LastMessage(
      header: pane[header], text: body.joined(separator: " "), endsAtBottom: header + 1 + body.count == pane.count)
  }

  /// `Ada 09:14` from a log line of frame `number` that contains `marker`
  /// just after it, such as ` deleted`.
  static func message(before marker: String, afterPrefix prefix: String, in number: Int) -> String? {
    guard let line = ScriptedFrames.frame(number).lines.first(where: { $0.contains(prefix) && $0.contains(marker) }),
      let start = line.firstRange(of: prefix), let end = line.firstRange(of: marker)
    else { return nil }
    return String(line[start.upperBound..<end.lowerBound])
  }

  @Test func theChatStartsAtTheBottomAndANewMessageKeepsItThere() async throws {
    await ScriptedFrames.prepare()
    let start = try #require(ScriptedFrames.number(ofCaption: "5: Chat"))
    let arrived = try #require(ScriptedFrames.number(ofCaption: "n: a new message"))
    #expect(ScriptedFrames.frame(start).lines[0].contains("[5 Chat]"))
    #expect(try #require(Self.lastMessage(in: ScriptedFrames.pane(start))).endsAtBottom)
    let name = try #require(Self.message(before: ";", afterPrefix: "n: new message ", in: arrived))
    let last = try #require(Self.lastMessage(in: ScriptedFrames.pane(arrived)))
    #expect(last.header == "╭ \(name)", "the new message is the last row")
    #expect(last.endsAtBottom, "and it is in view, to its last line")
    #expect(!ScriptedFrames.pane(start).contains { $0.hasPrefix("╭ \(name)") })
    let log = ScriptedFrames.frame(arrived).lines
    #expect(log.contains { $0.hasSuffix("n: new message \(name); still at the bottom") })
  }

  @Test func aDeletedMessageShowsTheDeletedView() async throws {
    await ScriptedFrames.prepare()
    let edited = try #require(ScriptedFrames.number(ofCaption: "e: a visible message edited"))
    let deleted = try #require(ScriptedFrames.number(ofCaption: "d: a visible message deleted"))
    #expect(ScriptedFrames.frame(edited).lines.contains { $0.contains(" edited, longer; still at the bottom") })
    let name = try #require(Self.message(before: " deleted", afterPrefix: "d: ", in: deleted))
    #expect(ScriptedFrames.pane(edited).contains("╭ \(name)"), "a MessageView before")
    #expect(ScriptedFrames.pane(deleted).contains("╳ \(name) · message deleted"), "a DeletedMessageView after")
    #expect(!ScriptedFrames.pane(deleted).contains("╭ \(name)"))
    #expect(try #require(Self.lastMessage(in: ScriptedFrames.pane(deleted))).endsAtBottom)
  }

  @Test func aResizeKeepsTheBottomInViewWhileSticking() async throws {
    await ScriptedFrames.prepare()
    let wide = try #require(ScriptedFrames.number(ofCaption: "d: a visible message deleted"))
    let narrow = try #require(ScriptedFrames.number(ofCaption: "resized to 44 columns: the messages"))
    let before = try #require(Self.lastMessage(in: ScriptedFrames.pane(wide)))
    let after = try #require(Self.lastMessage(in: ScriptedFrames.pane(narrow)))
    #expect(before.endsAtBottom && after.endsAtBottom)
    #expect(after == before, "the same last message, all of its text, on the last lines")
    #expect(ScriptedFrames.frame(narrow).lines.allSatisfy { $0.count <= 44 })
    #expect(ScriptedFrames.pane(narrow) != Array(ScriptedFrames.pane(wide)), "the messages wrapped again")
  }

  @Test func prependedHistoryKeepsTheFirstVisibleMessageOnItsLine() async throws {
    await ScriptedFrames.prepare()
    let top = try #require(ScriptedFrames.number(ofCaption: "u: at 80 columns"))
    let prepended = try #require(ScriptedFrames.number(ofCaption: "0.5 s later: the older day"))
    let scrolled = try #require(ScriptedFrames.number(ofCaption: "k k k: the older day"))
    #expect(ScriptedFrames.frame(top).lines.contains { $0.hasSuffix("the top: loading 2 days ago…") })
    let message = try #require(ScriptedFrames.pane(top).firstIndex { $0.hasPrefix("╭ ") })
    #expect(ScriptedFrames.pane(prepended)[message] == ScriptedFrames.pane(top)[message])
    #expect(ScriptedFrames.pane(prepended) == ScriptedFrames.pane(top), "nothing on screen moved")
    let log = ScriptedFrames.frame(prepended).lines
    #expect(log.contains { $0.contains("2 days ago prepended:") && !$0.hasSuffix("offset 0 → 0") })
    // The older day is above: scrolling up three lines shows its last
    // message, and the rows on screen move down by exactly three lines,
    // though the revealed rows were estimates until they came into view.
    let before = ScriptedFrames.pane(prepended)
    let after = ScriptedFrames.pane(scrolled)
    let shift = try #require(after.firstIndex(of: before[0]))
    #expect(shift == 3)
    #expect(Array(after[shift...]) == Array(before[..<(ScriptedFrames.paneHeight - shift)]))
    #expect(!before.contains(after[0]), "a line of the older day")
    // Yesterday's title was at the top; now the older day's title is
    // pinned there, over its last message.
    #expect(before[0] == ChatHeaderTests.titleLine("Yesterday"))
    #expect(after[0] == ChatHeaderTests.titleLine("2 days ago"))
  }

  /// Scrolled up, away from the bottom, a new message lands below and the rows on screen stay.
  @Test func aNewMessageWhileScrolledUpLeavesTheRowsInPlace() async {
    await ScriptedFrames.prepare()
    let gallery = Gallery(width: 80, height: 24)
    gallery.handle(.character("5"))
    for _ in 0..<4 { gallery.handle(.character("k")) }
    let pane: () -> [String] = { Array(gallery.frame()[2..<(2 + ScriptedFrames.paneHeight)]) }
    let before = pane()
    gallery.handle(.character("n"))
    #expect(pane() == before)
    #expect(gallery.frame().contains { $0.contains("n: new message ") && $0.contains("on line") })
    await gallery.stopLoading()
  }

  @Test(arguments: [10, 24, 44, 80])
  func aMessageIsAsTallAsItsWrappedText(width: Int) throws {
    let view = MessageView()
    let text = "Self-sizing rows need a width before they know their height. Ship it."
    view.configure(with: ChatMessage(id: 1, author: "Ada", text: text, day: 0, minute: 9 * 60 + 14))
    let height = try #require(view.preferredHeight(forWidth: Double(width)))
    let lines = view.render(width: width, height: 100)
    #expect(lines.count == Int(height))
    #expect(lines.allSatisfy { $0.count == width })
    #expect(lines[0].hasPrefix("╭ Ada 09:14".prefix(width - 1)))
    let words = lines.dropFirst().flatMap { $0.dropFirst(2).split(separator: " ") }.joined(separator: " ")
    #expect(words == text.split(separator: " ").joined(separator: " ") || width < 20)
  }
}
