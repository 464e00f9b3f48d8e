/// What the screens share: the clock, the log, the random source, the
/// stopwatch and where the Chat screen keeps its reading position.
@MainActor
final class GalleryEnvironment {
  // MARK: - Lifecycle

  init(seed: UInt64, stopwatch: Stopwatch, chatPositionFile: ReadingPositionFile? = nil) {
    random = GalleryRandom(seed: seed)
    self.stopwatch = stopwatch
    self.chatPositionFile = chatPositionFile
  }

  // MARK: - Internal

  let clock = SimulatedClock()
  let log = EventLog()
  var random: GalleryRandom
  let stopwatch: Stopwatch
  /// Where the Chat screen keeps its reading position across launches, if anywhere.
  let chatPositionFile: ReadingPositionFile?

  /// `t=1.5s`, the clock's time for the log.
  var timestamp: String {
    let tenths = Int((clock.now * 10).rounded())
    return "t=\(tenths / 10).\(tenths % 10)s"
  }
}
