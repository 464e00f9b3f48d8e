/// A batch update that breaks one of UIKit's batch-update rules.
///
/// ``message`` is the text UIKit raises for the rule (with "row" wording for a
/// list and "item" wording for a grid), or the container's own text where
/// UIKit only crashes. ``rule`` says which rule of <doc:BatchUpdateRules>
/// decided.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The full message.
  public let message: String
  /// The broken rule.
  public let rule: BatchUpdateRule

  /// UIKit's message, as ``message`` gives it.
  public var description: String { message }

  package init(_ message: String, rule: BatchUpdateRule) {
    self.message = message
    self.rule = rule
  }
}
