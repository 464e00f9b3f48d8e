#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many random cases a property test runs: all of them normally, a
/// share under the sanitizers, whose runs are many times slower.
///
/// `.ci/sanitizers.sh` sets `REUSEKIT_PROPERTY_PERCENT` (for example to 10);
/// without it every case runs.
public enum PropertyTestBudget {
  /// The share of `full` cases to run, at least one.
  public static func cases(_ full: Int) -> Int {
    guard let text = getenv("REUSEKIT_PROPERTY_PERCENT"), let percent = Int(String(cString: text)),
      (1...100).contains(percent)
    else { return full }
    return max(1, full * percent / 100)
  }
}
