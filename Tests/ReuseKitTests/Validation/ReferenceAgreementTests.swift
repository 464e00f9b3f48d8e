import ReuseKit
import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// The validator against ``ReferenceBatchUpdateChecker``, a separate model of
/// UIKit's order of checks, on 20,000 random batches: accept or reject, and
/// the message, must agree on every one.
@Suite struct ReferenceAgreementTests {
  typealias Decision = ReferenceBatchUpdateChecker.Decision

  /// One random batch and the counts around it.
  struct Case: CustomStringConvertible {
    var before: [Int]
    var after: [Int]
    var update: BatchUpdate
    var wording: BatchUpdateWording

    var description: String { "\(wording) \(before) → \(after) \(update)" }
  }

  /// 20,000, or a share of them under the sanitizers.
  static let caseCount = PropertyTestBudget.cases(20_000)

  /// The same cases on every run.
  static let cases: [Case] = {
    var generator = WildBatchGenerator(seed: 0x5EED_0011)
    return (0..<caseCount).map { _ in generator.next() }
  }()

  /// The reference's verdict: `nil` when accepted, else the message.
  static func referenceMessage(_ testCase: Case, flipped: Decision? = nil) -> ReferenceBatchUpdateChecker.Rejection? {
    ReferenceBatchUpdateChecker(
      isList: testCase.wording == .list, containerDescription: gridDescription, flipped: flipped
    )
    .check(testCase.update, before: testCase.before, after: testCase.after)
  }

  static func disagreements(flipped: Decision?) -> [String] {
    var found: [String] = []
    for testCase in cases {
      let expected = referenceMessage(testCase, flipped: flipped)
      let actual = rejection(testCase.update, before: testCase.before, after: testCase.after, testCase.wording)
      // The reference labels the duplicate insert with its decision.
      let actualRule = actual.map { $0.brokenRule == .duplicateInsert ? "D14" : String($0.rule) }
      if expected?.message != actual?.message || expected?.rule != actualRule {
        found.append(
          "\(testCase)\n  reference: \(expected?.description ?? "accepted")\n  validator: "
            + (actual.map { "[\(actualRule ?? "")] \($0.message)" } ?? "accepted"))
      }
    }
    return found
  }

  @Test func validatorAgreesWithTheReferenceOnEveryCase() {
    var histogram: [String: Int] = [:]
    for testCase in Self.cases { histogram[Self.referenceMessage(testCase)?.rule ?? "accepted", default: 0] += 1 }
    let lines = histogram.sorted { $0.value > $1.value }.map { "  \($0.key): \($0.value)" }
    print("Which rule decided each of \(Self.caseCount) random batches:\n" + lines.joined(separator: "\n"))
    let found = Self.disagreements(flipped: nil)
    #expect(found.isEmpty, "\(found.count) disagreements, the first:\n\(found.prefix(5).joined(separator: "\n"))")
    // The cases reach every kind of rule, accepted batches included; the
    // sanitizers' shorter runs check agreement only.
    guard Self.caseCount == 20_000 else { return }
    #expect(histogram["accepted", default: 0] >= 1_000, "\(histogram)")
    for rule in ["6", "11", "12", "13", "14", "15", "16", "17", "18", "19", "21", "22", "23", "24", "25", "26", "27"] {
      #expect(histogram[rule, default: 0] > 0, "rule \(rule) never decided a case")
    }
    #expect(histogram["28", default: 0] > 0 && histogram["D14", default: 0] > 0, "\(histogram)")
  }

  /// The property test can fail: a reference that gets one decision wrong
  /// disagrees with the validator on some case.
  @Test(arguments: Decision.allCases)
  func aReferenceWithOneDecisionFlippedDisagrees(decision: Decision) {
    let found = Self.disagreements(flipped: decision)
    #expect(!found.isEmpty || Self.caseCount < 20_000, "flipping decision \(decision.rawValue) changed no verdict")
  }
}
