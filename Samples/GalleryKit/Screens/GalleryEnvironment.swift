/// What the screens share: the clock, the log, the random source and the stopwatch.
@MainActor
final class GalleryEnvironment {
  // MARK: - Lifecycle

  init(seed: UInt64, stopwatch: Stopwatch) {
    random = GalleryRandom(seed: seed)
    self.stopwatch = stopwatch
  }

  // MARK: - Internal

  let clock = SimulatedClock()
  let log = EventLog()
  var random: GalleryRandom
  let stopwatch: Stopwatch

  /// `t=1.5s`, the clock's time for the log.
  var timestamp: String {
    let tenths = Int((clock.now * 10).rounded())
    return "t=\(tenths / 10).\(tenths % 10)s"
  }
}
