import Testing

@testable import GalleryKit

/// Random steps on the Chat screen, checked after each: the first visible
/// row keeps its line through new messages, edits, deletions, resizes and
/// scrolls, and the list stays at the bottom while it sticks there.
@MainActor
@Suite struct ChatRandomStepsTests {
  @Test(arguments: 1...20)
  func theReadingPositionHoldsThroughRandomSteps(seed: UInt64) {
    // GalleryRandom gives seeds 2k and 2k + 1 the same sequence: use even ones.
    let environment = GalleryEnvironment(seed: seed * 2, stopwatch: Stopwatch(isEnabled: false))
    var random = GalleryRandom(seed: seed * 2 + 1_000)
    let screen = ChatScreen(environment: environment, width: 80, height: 15)
    // Pages from the server arrive asynchronously; `ChatPagingTests` checks
    // them. Here every step is synchronous: edits, new messages, deletions,
    // resizes and scrolls.
    screen.stopLoading()
    for step in 0..<300 {
      let wasAtBottom = screen.isAtBottom
      let anchor = screen.firstVisibleRowLine
      var changesData = true
      var resized = false
      switch Int.random(in: 0..<12, using: &random) {
      case 0: screen.handle(character: "n")
      case 1: screen.handle(character: "e")
      case 2: screen.handle(character: "d")
      case 3: screen.randomChange()
      case 4, 5: environment.clock.advance(to: environment.clock.now + 0.5)
      case 6:
        changesData = false
        resized = true
        // A rotation, or a keyboard that takes lines away.
        screen.resize(width: Int.random(in: 20...140, using: &random), height: Int.random(in: 6...20, using: &random))
      default:
        changesData = false
        screen.scroll(by: Double(Int.random(in: -8...8, using: &random)))
      }
      screen.layoutIfNeeded()
      let context = "seed \(seed) step \(step): \(environment.log.last(2))"
      if wasAtBottom && (changesData || resized) {
        #expect(screen.isAtBottom, "\(context)")
      } else if changesData, let anchor, !screen.isAtBottom, screen.list.viewport.offset > 0 {
        // Unless the change left too little content to scroll that far.
        #expect(screen.line(ofRowWithID: anchor.id) == anchor.line, "\(context)")
      }
    }
  }
}
