import Testing

@testable import GalleryKit

@MainActor
@Suite struct GalleryTests {
  @Test func qAndCtrlCFinish() {
    for key in [GalleryKey.character("q"), .interrupt] {
      let gallery = Gallery(width: 80, height: 24)
      gallery.handle(.character("j"))
      #expect(!gallery.isFinished)
      gallery.handle(key)
      #expect(gallery.isFinished)
    }
  }

  @Test func resizingChangesTheFrame() {
    let gallery = Gallery(width: 80, height: 24)
    gallery.resize(width: 50, height: 12)
    let frame = gallery.frame()
    #expect(frame.count == 12)
    #expect(frame.allSatisfy { $0.count == 50 })
    gallery.resize(width: 10, height: 4)
    #expect(gallery.frame().first?.hasPrefix("Too small") == true)
  }

  @Test func theTimerAppliesAChangeEverySecond() {
    let gallery = Gallery(width: 80, height: 24)
    gallery.handle(.character("t"))
    #expect(gallery.isTimerOn)
    let before = gallery.frame()
    #expect(gallery.advanceClock(to: 1))
    #expect(gallery.frame() != before)
    #expect(gallery.clock.nextDueTime == 2)
    gallery.handle(.character("t"))
    #expect(gallery.clock.nextDueTime == nil)
  }

  /// Any sequence of keys, resizes and clock steps leaves a well-formed frame.
  @Test(arguments: 1...8)
  func randomSessionsAlwaysDrawWholeFrames(seed: UInt64) async {
    var random = GalleryRandom(seed: seed)
    let keys: [GalleryKey] = [
      .character("1"), .character("2"), .character("3"), .character("4"), .character("5"), .character("j"),
      .character("k"), .character("r"), .character("g"), .character("l"), .tab, .up, .down, .pageUp, .pageDown,
      .character("t"), .character("n"), .character("e"), .character("d"), .character("u"), .character("h"),
      .character("6"), .character(" "), .character("m"), .character("p"), .character("s"), .character("x"),
      .character("8"), .character("["), .character("]"), .character("9"),
    ]
    let gallery = Gallery(width: 80, height: 24, seed: seed)
    for step in 0..<150 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        gallery.resize(width: Int.random(in: 20...140, using: &random), height: Int.random(in: 8...60, using: &random))
      case 1: gallery.advanceClock(to: gallery.clock.now + Double.random(in: 0...1.5, using: &random))
      default: gallery.handle(keys.randomElement(using: &random) ?? .tab)
      }
      let frame = gallery.frame()
      #expect(frame.count == gallery.height, "step \(step)")
      #expect(frame.allSatisfy { $0.count == gallery.width }, "step \(step)")
    }
    // A Chat load may still wait for the server: none is left suspended.
    await gallery.stopLoading()
  }

  @Test func optionsParse() throws {
    let options = try GalleryOptions(arguments: ["--frames", "5", "--width", "60", "--seed", "7"])
    #expect(options.frames == 5 && options.width == 60 && options.seed == 7 && options.height == nil)
    #expect(throws: GalleryOptions.UsageError.self) { try GalleryOptions(arguments: ["--frames"]) }
    #expect(throws: GalleryOptions.UsageError.self) { try GalleryOptions(arguments: ["--frames", "0"]) }
    #expect(throws: GalleryOptions.UsageError.self) { try GalleryOptions(arguments: ["--bogus"]) }
    #expect(try GalleryOptions(arguments: ["--position-file", "/tmp/chat.json"]).positionFile == "/tmp/chat.json")
    #expect(throws: GalleryOptions.UsageError.self) { try GalleryOptions(arguments: ["--position-file"]) }
  }

  @Test func theClockRunsTimersInOrderOfDueTime() {
    let clock = SimulatedClock()
    var order: [String] = []
    clock.schedule(after: 2) { order.append("b") }
    clock.schedule(after: 1) { order.append("a") }
    let cancelled = clock.schedule(after: 1.5) { order.append("x") }
    clock.cancel(cancelled)
    #expect(!clock.advance(to: 0.5))
    #expect(clock.advance(to: 3))
    #expect(order == ["a", "b"])
    #expect(clock.now == 3)
  }
}
