#if canImport(os)
  import os
#endif

/// Where ReuseKit reports problems it recovered from, such as a batch update
/// that a container rejected, which a data source then replaced by a reload.
///
/// The default, ``standard``, writes to the unified logging system on Apple
/// platforms (subsystem `ReuseKit`, category `DiffableDataSource`, as errors)
/// and to standard output elsewhere; tests and apps can collect the messages
/// instead.
public struct ReuseKitLogger: Sendable {
  /// Creates a logger that hands every message to `log`.
  public init(_ log: @escaping @Sendable (String) -> Void) {
    self.log = log
  }

  /// Reports `message`.
  public func callAsFunction(_ message: String) { log(message) }

  #if canImport(os)
    /// Logs every message as an error through `os.Logger`, with the
    /// subsystem `ReuseKit` and the category `DiffableDataSource`. The
    /// messages name types, identifiers and indexes, never user content, so
    /// they are logged as public.
    public static let standard: ReuseKitLogger = {
      let logger = Logger(subsystem: "ReuseKit", category: "DiffableDataSource")
      return ReuseKitLogger { message in logger.error("\(message, privacy: .public)") }
    }()
  #else
    /// Prints every message, prefixed with "ReuseKit: ".
    public static let standard = ReuseKitLogger { print("ReuseKit: \($0)") }
  #endif

  private let log: @Sendable (String) -> Void
}
