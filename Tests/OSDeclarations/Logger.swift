import Synchronization

/// A stand-in for the `os` module's unified logging API, so that the code
/// ReuseKit compiles for Apple platforms (`#if canImport(os)`) is compiled and
/// run on Linux too, by `.ci/uikit-model.sh`. It keeps what it is asked to
/// log, for tests to read.
///
/// Apple: `Logger` (https://developer.apple.com/documentation/os/logger),
/// available from iOS 14 and macOS 11.
public struct Logger: Sendable {
  /// Apple: `Logger.init(subsystem:category:)`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// Model only: the subsystem and category given at creation.
  public let subsystem: String
  public let category: String

  /// Apple: `Logger.error(_:)`, a message at the error level.
  public func error(_ message: OSLogMessage) {
    LoggedMessages.shared.append("\(subsystem)/\(category) error: \(message.text)")
  }

  /// Apple: `Logger.notice(_:)`, a message at the default (notice) level.
  public func notice(_ message: OSLogMessage) {
    LoggedMessages.shared.append("\(subsystem)/\(category) notice: \(message.text)")
  }
}

/// Apple: `OSLogMessage` (https://developer.apple.com/documentation/os/oslogmessage),
/// built from a string interpolation whose values each say their privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

  /// Model only: the message as it would be shown, private values redacted.
  public let text: String

  public struct Interpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Apple: `OSLogInterpolation.appendInterpolation(_:privacy:)`; a value
    /// is private, and shown as `<private>`, unless marked public.
    public mutating func appendInterpolation(_ value: String, privacy: OSLogPrivacy = .private) {
      text += privacy == .public ? value : "<private>"
    }
    var text = ""
  }
}

/// Apple: `OSLogPrivacy` (https://developer.apple.com/documentation/os/oslogprivacy).
public struct OSLogPrivacy: Equatable, Sendable {
  public static let `public` = OSLogPrivacy(isPublic: true)
  public static let `private` = OSLogPrivacy(isPublic: false)
  let isPublic: Bool
}

/// Model only: every message logged in this process, in order.
public final class LoggedMessages: Sendable {
  public static let shared = LoggedMessages()

  public func append(_ message: String) { messages.withLock { $0.append(message) } }
  public var all: [String] { messages.withLock { $0 } }

  private let messages = Mutex<[String]>([])
}
