import ReuseKit

/// Collects what a ``ReuseKitLogger`` reports, so that a test can expect
/// silence. It lives on the main actor, where a ``DiffableDataSource`` logs.
@MainActor
public final class LogCollector {
  // MARK: - Lifecycle

  /// An empty collector.
  public init() {}

  // MARK: - Public

  /// The texts of the messages so far, of either kind.
  public var messages: [String] { collected.map(\.text) }

  /// The messages so far, with their kinds.
  public private(set) var collected: [ReuseKitLogger.Message] = []

  /// A logger that appends every message to this collector; it must be
  /// called on the main actor.
  public var logger: ReuseKitLogger {
    ReuseKitLogger { [self] message in MainActor.assumeIsolated { collected.append(message) } }
  }
}
