/// A batch update that breaks one of UIKit's batch-update rules.
///
/// ``message`` is the text UIKit raises for the rule (with "row" wording for a
/// list and "item" wording for a grid), or the container's own text where
/// UIKit only crashes.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The full message.
  public let message: String

  /// Creates an error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
