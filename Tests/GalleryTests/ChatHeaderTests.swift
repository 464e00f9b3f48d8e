import ReuseKit
import Testing

@testable import GalleryKit

/// The Chat screen's day titles: real `DayTitleView` headers, not rows,
/// pinned to the top of the pane while their day is under it.
@MainActor
@Suite struct ChatHeaderTests {
  /// The line a `DayTitleView` draws for `title` at `width`.
  static func titleLine(_ title: String, width: Int = ScriptedFrames.width) -> String {
    let view = DayTitleView()
    view.configure(with: title)
    return view.render(width: width, height: 1)[0]
  }

  @Test func theDayTitlesAreHeaderViewsDrawnAtTheirFrames() async throws {
    await ScriptedFrames.prepare()
    let start = try #require(ScriptedFrames.number(ofCaption: "5: Chat"))
    let pane = ScriptedFrames.pane(start)
    #expect(pane.filter { $0 == Self.titleLine("Yesterday") }.count == 1)
    #expect(pane.filter { $0 == Self.titleLine("Today") }.count == 1)
    let screen = ChatScreen(
      environment: GalleryEnvironment(seed: 1, stopwatch: Stopwatch(isEnabled: false)), width: 80, height: 15)
    screen.layoutIfNeeded()
    let rendered = screen.render()
    for (section, title) in ["Yesterday", "Today"].enumerated() {
      let header = screen.list.supplementaryView(ofKind: .header, inSection: section, as: DayTitleView.self)
      #expect(header?.view.title == title)
      let frame = try #require(screen.list.frameOfSupplementaryView(ofKind: .header, inSection: section))
      #expect(rendered[Int(frame.minY - screen.list.viewport.offset)] == Self.titleLine(title))
    }
    // Every row is a message: the titles are not rows any more.
    #expect(screen.list.visibleViewModels(of: DayTitleView.self).isEmpty)
    #expect(
      screen.list.visibleItemPaths.count
        == screen.list.visibleViewModels(of: MessageView.self).count
        + screen.list.visibleViewModels(of: DeletedMessageView.self).count)
  }

  /// Scrolling down line by line from the top: the title of the day under
  /// the top of the pane is on its first line, the same view all through
  /// its day, until the next day's title pushes it away.
  @Test func thePinnedDayTitleStaysAtTheTopWhileScrollingThroughADay() throws {
    let screen = ChatScreen(
      environment: GalleryEnvironment(seed: 1, stopwatch: Stopwatch(isEnabled: false)), width: 80, height: 6)
    screen.scroll(by: -screen.list.viewport.offset)
    screen.layoutIfNeeded()
    #expect(screen.list.viewport.offset == 0)
    let yesterday = try #require(
      screen.list.supplementaryView(ofKind: .header, inSection: 0, as: DayTitleView.self))
    var steps = 0
    var todayPinned = 0
    while !screen.isAtBottom, steps < 200 {
      let offset = screen.list.viewport.offset
      let end = screen.list.layout.headerFrame(inSection: 1).minY
      let pane = screen.render()
      let day = offset < end ? 0 : 1
      let title = day == 0 ? "Yesterday" : "Today"
      #expect(pane[0] == Self.titleLine(title), "offset \(offset)")
      #expect(pane.filter { $0 == Self.titleLine(title) }.count == 1, "drawn once, offset \(offset)")
      #expect(screen.list.frameOfSupplementaryView(ofKind: .header, inSection: day)?.minY == offset)
      if day == 0 {
        let header = screen.list.supplementaryView(ofKind: .header, inSection: 0, as: DayTitleView.self)
        #expect(header === yesterday, "the same view, pinned, offset \(offset)")
        #expect(pane[1] != Self.titleLine("Today") || offset == end - 1)
      } else {
        todayPinned += 1
      }
      screen.scroll(by: 1)
      screen.layoutIfNeeded()
      steps += 1
    }
    #expect(steps - todayPinned > 6, "Yesterday is taller than the pane")
    #expect(todayPinned > 0, "and Today's title took over at the top")
  }
}
