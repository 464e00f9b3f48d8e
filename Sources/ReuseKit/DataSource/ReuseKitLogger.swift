#if canImport(os)
  import os
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
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
/// platforms (subsystem `ReuseKit`, category `DiffableDataSource`); elsewhere
/// it writes recovered failures to standard error and keeps quiet about
/// notices, so that a command-line tool's output and a `swift test` run stay
/// clean. ``verbose`` writes both kinds to standard error, for debugging;
/// tests and apps can collect the messages instead, with a ``Collector``.
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
    /// Writes each recovered failure to standard error, with its kind and
    /// the prefix "ReuseKit: ", as in "ReuseKit: recovered failure: …";
    /// notices, which the call that caused them also reports, are not
    /// written (``verbose`` writes them).
    public static let standard = ReuseKitLogger { message in
      if message.kind == .recoveredFailure { writeToStandardError(message) }
    }
  #endif

  /// Writes every message, recovered failures and notices, to standard
  /// error, with its kind and the prefix "ReuseKit: ", as in
  /// "ReuseKit: notice: the snapshot holds no item with the identity 9":
  /// for a command-line tool or a test being debugged.
  ///
  /// <!-- compile: prelude message-list -->
  /// ```swift
  /// dataSource.logger = .verbose
  /// ```
  public static let verbose = ReuseKitLogger { writeToStandardError($0) }

  // MARK: - Package

  /// Reports `message`; only ReuseKit reports messages.
  package func callAsFunction(_ message: Message) { log(message) }

  // MARK: - Private

  private let log: @Sendable (Message) -> Void

  /// Writes "ReuseKit: ", `message` with its kind, and a newline to
  /// standard error in one call, so that lines from several threads never
  /// interleave.
  private static func writeToStandardError(_ message: Message) {
    let line = Array("ReuseKit: \(message)\n".utf8)
    line.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var written = 0
      while written < bytes.count {
        let result = write(2, base + written, bytes.count - written)
        guard result > 0 else { return }
        written += result
      }
    }
  }
}
