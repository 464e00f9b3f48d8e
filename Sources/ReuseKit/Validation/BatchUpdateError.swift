/// A batch update that breaks one of UIKit's batch-update rules.
///
/// ``description`` is the text UIKit raises for the rule (with "row" wording for a
/// list and "item" wording for a grid), or the container's own text where
/// UIKit only crashes. ``rule`` is the number of the rule in
/// <doc:BatchUpdateRules> that decided.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The full message.
  package let message: String
  /// The number of the broken rule in <doc:BatchUpdateRules>, from 6 to 28;
  /// a duplicate insert (decision 14) is numbered 24, with the duplicate
  /// delete beside which it is checked.
  public var rule: Int { brokenRule.number }

  /// The broken rule.
  package let brokenRule: BatchUpdateRule

  /// The full message: UIKit's for the rule, or the container's own.
  public var description: String { message }

  package init(_ message: String, rule: BatchUpdateRule) {
    self.message = message
    self.brokenRule = rule
  }
}
