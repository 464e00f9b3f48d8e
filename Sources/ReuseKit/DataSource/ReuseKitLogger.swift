#if canImport(os)
  import os
#endif

/// Where ReuseKit reports what it recovered from, such as a batch update that
/// a container rejected, which a data source then replaced by a reload, and
/// notices about a caller's own input, such as an unknown identity.
///
/// Every ``Message`` says its ``Message/Kind``: a
/// ``Message/Kind/recoveredFailure`` is a bug that ReuseKit papered over, and
/// should fail a test; a ``Message/Kind/notice`` is about an input that the
/// call also reports (`scrollToItem(withID:)` and `selectItem(withID:)`
/// return `false`), and need not.
///
/// The default, ``standard``, writes to the unified logging system on Apple
/// platforms (subsystem `ReuseKit`, category `DiffableDataSource`) and to
/// standard output elsewhere; tests and apps can collect the messages
/// instead, with a ``Collector``.
public struct ReuseKitLogger: Sendable {
  // MARK: - Lifecycle

  /// Creates a logger that hands every message to `log`.
  public init(_ log: @escaping @Sendable (Message) -> Void) {
    self.log = log
  }

  // MARK: - Public

  #if canImport(os)
    /// Logs through `os.Logger`, with the subsystem `ReuseKit` and the
    /// category `DiffableDataSource`: a recovered failure as an error, a
    /// notice as a notice. The messages name types, identifiers and indexes,
    /// never user content, so they are logged as public.
    public static let standard: ReuseKitLogger = {
      let logger = Logger(subsystem: "ReuseKit", category: "DiffableDataSource")
      return ReuseKitLogger { message in
        switch message.kind {
        case .recoveredFailure: logger.error("\(message.text, privacy: .public)")
        case .notice: logger.notice("\(message.text, privacy: .public)")
        }
      }
    }()
  #else
    /// Prints every message with its kind, prefixed with "ReuseKit: ", as
    /// in "ReuseKit: notice: …".
    public static let standard = ReuseKitLogger { print("ReuseKit: \($0)") }
  #endif

  // MARK: - Package

  /// Reports `message`; only ReuseKit reports messages.
  package func callAsFunction(_ message: Message) { log(message) }

  // MARK: - Private

  private let log: @Sendable (Message) -> Void
}
