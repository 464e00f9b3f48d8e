import Foundation

/// Timing and memory helpers for the benchmarks.
enum Measure {
  /// The median wall time of `body` in milliseconds, after one warm-up run.
  static func medianMilliseconds(runs: Int = 7, _ body: () -> Void) -> Double {
    body()
    let clock = ContinuousClock()
    return median((0..<runs).map { _ in milliseconds(clock.measure(body)) })
  }

  /// The median wall times of `first` and `second` in milliseconds, after
  /// one warm-up run of each, timed in alternation so that a change in the
  /// machine's load reaches both alike.
  static func interleavedMedianMilliseconds(
    runs: Int = 7, _ first: () -> Void, _ second: () -> Void
  ) -> (first: Double, second: Double) {
    first()
    second()
    let clock = ContinuousClock()
    var times: ([Double], [Double]) = ([], [])
    for _ in 0..<runs {
      times.0.append(milliseconds(clock.measure(first)))
      times.1.append(milliseconds(clock.measure(second)))
    }
    return (median(times.0), median(times.1))
  }

  /// The middle value of `values`.
  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  /// `duration` in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
  }

  /// Runs this benchmark again in a child process whose large allocations
  /// are each their own mapping, returned to the system when freed, so that
  /// peak memory is not hidden by heap pages an earlier run left behind.
  ///
  /// - Returns: The number the child prints, or -1.
  static func inFreshProcess(_ arguments: [String]) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["MALLOC_MMAP_THRESHOLD_"] = "131072"
    environment["MALLOC_TRIM_THRESHOLD_"] = "131072"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return -1 }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  /// How much the peak resident memory grows while `body` runs, in megabytes.
  ///
  /// Resets the kernel's high-water mark first (Linux `/proc/self/clear_refs`);
  /// elsewhere it prints -1.
  static func peakExtraMegabytes(_ body: () -> Void) -> Double {
    guard FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs") else { return -1 }
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let before = statusKilobytes("VmRSS")
    body()
    let peak = statusKilobytes("VmHWM")
    return Double(peak - before) / 1024
  }

  private static func statusKilobytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
    }
    return 0
  }

  /// `value` with `digits` decimals.
  static func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
}
