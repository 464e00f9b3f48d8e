import Foundation

/// Interleaved medians: the measured code and its floor take turns, so that
/// a change in the machine's load reaches both alike.
enum Timing {
  /// How many timed runs of each side a scenario takes, after a warm-up of
  /// each: 9, or `SNAPSHOT_BENCH_RUNS` (more, for a profiler).
  static let runs = ProcessInfo.processInfo.environment["SNAPSHOT_BENCH_RUNS"].flatMap { Int($0) } ?? 9

  /// The median wall times of `measured` and `floor`, in milliseconds.
  static func interleaved(_ measured: () -> Int, floor: () -> Int) -> (ms: Double, floor: Double) {
    consume(measured())
    consume(floor())
    let clock = ContinuousClock()
    var times: ([Double], [Double]) = ([], [])
    for _ in 0..<runs {
      var result = 0
      times.0.append(milliseconds(clock.measure { result = measured() }))
      consume(result)
      times.1.append(milliseconds(clock.measure { result = floor() }))
      consume(result)
    }
    return (median(times.0), median(times.1))
  }

  /// What the scenarios returned, summed and printed at the end, so that
  /// the optimizer keeps their work.
  nonisolated(unsafe) static var checksum = 0

  static func consume(_ value: Int) { checksum &+= value }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
  }
}
