/// Measures how long a piece of work takes, or nothing at all: the scripted
/// session turns it off so that its frames are the same on every run.
struct Stopwatch {
  /// Whether times are measured.
  var isEnabled: Bool

  /// Runs `body` and returns how many milliseconds it took, or `nil` when disabled.
  func milliseconds(_ body: () -> Void) -> Double? {
    guard isEnabled, #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
      body()
      return nil
    }
    let duration = ContinuousClock().measure(body)
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  /// `0.12 ms`, or `–` for no measurement.
  static func format(_ milliseconds: Double?) -> String {
    guard let milliseconds else { return "–" }
    let hundredths = Int((milliseconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
  }
}
