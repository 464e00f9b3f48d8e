extension ReuseKitLogger {
  /// Keeps what its ``logger`` reports, for a test to read.
  ///
  /// It lives on the main actor, where a ``DiffableDataSource`` logs, which
  /// makes it `Sendable` without a lock: its ``logger`` must be called on the
  /// main actor, and stops the process elsewhere.
  ///
  /// <!-- compile: prelude message-list, testing -->
  /// ```swift
  /// let log = ReuseKitLogger.Collector()
  /// dataSource.logger = log.logger
  /// // … applies, scrolls …
  /// #expect(log.messages.isEmpty, "\(log.messages)")
  /// ```
  @MainActor
  public final class Collector {
    // MARK: - Lifecycle

    /// A collector that holds no message yet.
    public init() {}

    // MARK: - Public

    /// Every message so far, in order.
    public private(set) var messages: [Message] = []

    /// The messages so far that are recovered failures, which a test fails on.
    package var recoveredFailures: [Message] { messages.filter { $0.kind == .recoveredFailure } }

    /// The messages so far that are notices.
    package var notices: [Message] { messages.filter { $0.kind == .notice } }

    /// A logger that appends every message to this collector. Call it on the
    /// main actor only: elsewhere it stops the process.
    public var logger: ReuseKitLogger {
      ReuseKitLogger { [self] message in MainActor.assumeIsolated { messages.append(message) } }
    }

    /// Forgets the messages so far.
    package func removeAll() { messages.removeAll() }
  }
}
