/// Where ReuseKit reports problems it recovered from, such as a batch update
/// that a container rejected, which a data source then replaced by a reload.
///
/// The default writes to standard output; tests and apps can collect the
/// messages instead.
public struct ReuseKitLogger: Sendable {
  /// Creates a logger that hands every message to `log`.
  public init(_ log: @escaping @Sendable (String) -> Void) {
    self.log = log
  }

  /// Reports `message`.
  public func callAsFunction(_ message: String) { log(message) }

  /// Prints every message, prefixed with "ReuseKit: ".
  public static let standard = ReuseKitLogger { print("ReuseKit: \($0)") }

  private let log: @Sendable (String) -> Void
}
