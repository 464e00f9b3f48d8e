/// The gallery on a terminal: keys, resizes and the wall clock drive a
/// ``Gallery``, whose frames are drawn after every change.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
enum InteractiveSession {
  /// Runs until `q`, Ctrl-C, SIGINT, SIGTERM or SIGHUP, or the end of the
  /// input; the terminal is restored on every way out, errors and crashes included.
  ///
  /// Between changes it lets the pages the server answered arrive, and
  /// draws them.
  static func run(seed: UInt64, positionFile: String?) async throws(TerminalError) {
    let screen = try TerminalScreen()
    defer { screen.restore() }
    let signals = try SignalPipe(TerminalSignal.allCases)
    defer { signals.close() }
    let size = System.windowSize() ?? (80, 24)
    let gallery = Gallery(
      width: size.width, height: size.height, seed: seed, measuresTime: true, positionFile: positionFile)
    let start = ContinuousClock.now
    screen.draw(gallery.frame(), bars: gallery.barLines)
    while !gallery.isFinished {
      let now = seconds(since: start)
      let wait = gallery.clock.nextDueTime.map { max(0, Int((($0 - now) * 1_000).rounded(.up))) } ?? 500
      let ready = try System.waitForInput([System.standardInput, signals.readDescriptor], milliseconds: min(wait, 500))
      var changed = false
      if ready[0] {
        guard let bytes = System.readBytes(System.standardInput) else { break }
        for key in KeyDecoder.keys(in: bytes) where !gallery.isFinished { gallery.handle(key) }
        changed = true
      }
      if ready[1] {
        for signal in signals.drain() {
          guard signal == .windowChange else { return }
          let size = System.windowSize() ?? (gallery.width, gallery.height)
          gallery.resize(width: size.width, height: size.height)
          screen.clear()
        }
        changed = true
      }
      if gallery.advanceClock(to: seconds(since: start)) { changed = true }
      if changed { await gallery.settle() }
      if changed && !gallery.isFinished { screen.draw(gallery.frame(), bars: gallery.barLines) }
    }
  }

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
