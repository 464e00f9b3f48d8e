@testable import UIKit

/// A worked example of UIKIT-RULES.md: a batch, the counts before and after
/// it, the rule it breaks and the message UIKit raises, as the rules file
/// quotes it. In a message, `<NSIndexPath>` stands for UIKit's
/// `<NSIndexPath: 0x…>`, whose address the file leaves out (as decision 11
/// does).
struct RulesFileExample: Sendable {
  /// The test's name after `model.rulesFile.`.
  var name: String
  var cites: String
  var wording: ModelBatchCheck
  var before: [Int]
  var after: [Int]
  var rule: ModelUpdateRule
  var message: String
  var batch: @Sendable (inout ModelUpdateList) -> Void
}

/// The worked examples of the rules file (decisions 9, 11, 12, 13 and 17,
/// and the examples under rules 21 and 22), each a test of the model's batch
/// check alone: the model must raise the rules file's message for the
/// rules file's rule. Rule 22 works no batch through itself; its rows are
/// the smallest batches that give each of its four messages that decisions
/// 11 and 12 do not.
let rulesFileExamples: [RulesFileExample] = [
  RulesFileExample(
    name: "decision09.anItemInsertIsCheckedBeforeItsInsertedSectionDropsIt",
    cites: "UIKIT-RULES.md decision 9: before [2], after [2, 1], insert section 1 plus insert row 4 of section 1",
    wording: .tableView, before: [2], after: [2, 1], rule: .rule15,
    message: "attempt to insert row 4 into section 1, but there are only 1 rows in section 1 after the update"
  ) {
    $0.insertSections([1])
    $0.inserts.append(IndexPath(item: 4, section: 1))
  },
  RulesFileExample(
    name: "decision11.aRowMovedTwiceIsReportedBeforeTheLaterMovesBounds",
    cites: "UIKIT-RULES.md decision 11 (rule 22 looks forward): list, before [3], after [3], moves 0→1 and 0→7",
    wording: .tableView, before: [3], after: [3], rule: .rule22,
    message: "attempt to move row at index path <NSIndexPath> {length = 2, path = 0 - 0} to both <NSIndexPath> "
      + "{length = 2, path = 0 - 1} and <NSIndexPath> {length = 2, path = 0 - 7}"
  ) {
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)))
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 7, section: 0)))
  },
  RulesFileExample(
    name: "decision12.aSectionMovedTwiceListsItsTargetsInCallOrder",
    cites: "UIKIT-RULES.md decision 12 (move order): grid, before [1, 1, 1], section moves 0→2 then 0→1",
    wording: .collectionView, before: [1, 1, 1], after: [1, 1, 1], rule: .rule22,
    message: "attempt to move section 0 to both section 2 and section 1"
  ) {
    $0.moveSection(0, to: 2)
    $0.moveSection(0, to: 1)
  },
  RulesFileExample(
    name: "decision13.aSectionReloadCountsAsOneInsertedAndOneDeleted",
    cites: "UIKIT-RULES.md decision 13 (rule 26 counts reloads): list, before [1, 1], after [1], reload section 0; "
      + "the message ends \"(1 inserted, 1 deleted).\"",
    wording: .tableView, before: [1, 1], after: [1], rule: .rule26,
    message: "Invalid update: invalid number of sections.  The number of sections contained in the table view after "
      + "the update (1) must be equal to the number of sections contained in the table view before the update (2), "
      + "plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted)."
  ) {
    $0.reloadSections([0])
  },
  RulesFileExample(
    name: "decision17.repeatedRowDeletesWalkAReloadToRowMinusOne",
    cites: "UIKIT-RULES.md decision 17 (P′ follows UIKit's loop): list, before [2], after [0], delete rows 0, 0, 0 "
      + "and reload row 1",
    wording: .tableView, before: [2], after: [0], rule: .rule15,
    message: "attempt to insert row -1 into section 0, but there are only 0 rows in section 0 after the update"
  ) {
    $0.deletes += Array(repeating: IndexPath(item: 0, section: 0), count: 3)
    $0.reloads.append(IndexPath(item: 1, section: 0))
  },
  RulesFileExample(
    name: "decision17.repeatedSectionDeletesWalkASectionReloadToSectionMinusOne",
    cites: "UIKIT-RULES.md decision 17: table, section counts [3, 1, 4] to [1, 4], deleteSections([0, 0]) plus "
      + "reloadSections([1, 2])",
    wording: .tableView, before: [3, 1, 4], after: [1, 4], rule: .rule13,
    message: "attempt to insert section -1 but there are only 2 sections after the update"
  ) {
    $0.deleteSections([0, 0])
    $0.reloadSections([1, 2])
  },
  RulesFileExample(
    name: "rule21.aReloadsInsertLandsOnARowMoveTarget",
    cites: "UIKIT-RULES.md rule 21 (forums.developer.apple.com/thread/80812): [A,B,C,D] to [D,A,C] as delete 1, "
      + "move 0→1, move 3→0, reload 2 throws \"…same index path (path = 0 - 1)\"",
    wording: .tableView, before: [4], after: [3], rule: .rule21,
    message: "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
  ) {
    $0.deletes.append(IndexPath(item: 1, section: 0))
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)))
    $0.moves.append((IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)))
    $0.reloads.append(IndexPath(item: 2, section: 0))
  },
  RulesFileExample(
    name: "rule21.aSectionReloadsInsertLandsOnASectionMoveTarget",
    cites: "UIKIT-RULES.md rule 21 (IGListKit#690): move 2→4 + reload 3 + delete 4 + insert 2 throws "
      + "\"…same section (4)\"; five sections of one item before and after",
    wording: .collectionView, before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1], rule: .rule21,
    message: "attempt to perform an insert and a move to the same section (4)"
  ) {
    $0.moveSection(2, to: 4)
    $0.reloadSections([3])
    $0.deleteSections([4])
    $0.insertSections([2])
  },
  RulesFileExample(
    name: "rule22.twoSectionsMovedToOneSection",
    cites: "UIKIT-RULES.md rule 22: \"attempt to move both section %ld and section %ld to section %ld\"",
    wording: .tableView, before: [1, 1, 1], after: [1, 1, 1], rule: .rule22,
    message: "attempt to move both section 0 and section 1 to section 2"
  ) {
    $0.moveSection(0, to: 2)
    $0.moveSection(1, to: 2)
  },
  RulesFileExample(
    name: "rule22.oneItemMovedToTwoPaths",
    cites: "UIKIT-RULES.md rule 22: \"attempt to move row at index path %@ to both %@ and %@\" (collection: "
      + "\"item at index path\")",
    wording: .collectionView, before: [3], after: [3], rule: .rule22,
    message: "attempt to move item at index path <NSIndexPath> {length = 2, path = 0 - 0} to both <NSIndexPath> "
      + "{length = 2, path = 0 - 1} and <NSIndexPath> {length = 2, path = 0 - 2}"
  ) {
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)))
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)))
  },
  RulesFileExample(
    name: "rule22.twoRowsMovedToOnePath",
    cites: "UIKIT-RULES.md rule 22: \"attempt to move both row at index path %@ and %@ to %@\"",
    wording: .tableView, before: [3], after: [3], rule: .rule22,
    message: "attempt to move both row at index path <NSIndexPath> {length = 2, path = 0 - 0} and <NSIndexPath> "
      + "{length = 2, path = 0 - 1} to <NSIndexPath> {length = 2, path = 0 - 2}"
  ) {
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)))
    $0.moves.append((IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)))
  },
  RulesFileExample(
    name: "rule22.twoItemsMovedToOnePath",
    cites: "UIKIT-RULES.md rule 22: \"attempt to move both row at index path %@ and %@ to %@\" (collection: "
      + "\"item\")",
    wording: .collectionView, before: [3], after: [3], rule: .rule22,
    message: "attempt to move both item at index path <NSIndexPath> {length = 2, path = 0 - 0} and <NSIndexPath> "
      + "{length = 2, path = 0 - 1} to <NSIndexPath> {length = 2, path = 0 - 2}"
  ) {
    $0.moves.append((IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)))
    $0.moves.append((IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)))
  },
]

/// One test per worked example, run against the model's batch check alone.
@MainActor
let rulesFileExampleTests: [ModelTest] = rulesFileExamples.map { example in
  ModelTest(name: "model.rulesFile.\(example.name)", cites: example.cites) {
    var updates = ModelUpdateList()
    example.batch(&updates)
    let failure = example.wording.failure(of: updates, before: example.before, after: example.after)
    guard case .raises(let rule, let message)? = failure else {
      throw ExpectationFailure(
        description:
          "expected UIKit to raise \"\(example.message)\"; the model: \(failure.map { "\($0)" } ?? "takes it")")
    }
    try expect(rule == example.rule, "expected \(example.rule), the model names \(rule): \(message)")
    try expect(
      withoutAddresses(message) == example.message,
      "expected \"\(example.message)\", the model raises \"\(message)\"")
  }
}

/// `message` with each index path's `<NSIndexPath: 0x…>` written as the
/// rules file quotes it, `<NSIndexPath>`.
func withoutAddresses(_ message: String) -> String {
  var rest = message[...]
  var result = ""
  while let start = rest.range(of: "<NSIndexPath: 0x"), let end = rest[start.upperBound...].firstIndex(of: ">") {
    result += rest[..<start.lowerBound] + "<NSIndexPath>"
    rest = rest[rest.index(after: end)...]
  }
  return result + rest
}
