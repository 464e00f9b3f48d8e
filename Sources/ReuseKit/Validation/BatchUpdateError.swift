/// A batch update that breaks one of UIKit's batch-update rules.
///
/// ``message`` is the text UIKit raises for the rule (with "row" wording for a
/// list and "item" wording for a grid), or the container's own text where
/// UIKit only crashes. ``rule`` is the number of the rule in ReuseKit's
/// catalogue of UIKit's batch-update rules.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The full message.
  public let message: String
  /// The number of the broken rule, or 0 when the error names none.
  public let rule: Int

  /// Creates an error with `message` for the rule numbered `rule`.
  public init(_ message: String, rule: Int = 0) {
    self.message = message
    self.rule = rule
  }

  /// The message.
  public var description: String { message }
}
