import ReuseKitUIKit

@testable import UIKit

/// The model's conflict rules (UIKIT-RULES.md rules 18–25, in UIKit's order
/// of checks) against ReuseKit's validator: the same random batches go to
/// both, which must agree on accept or reject and, where both reject, on
/// the rule. The model was written from the rules file, not the validator.
@MainActor
let conflictRuleTests: [ModelTest] = [
  ModelTest(
    name: "model.conflicts.agreeWithTheValidatorOn6000RandomBatches",
    cites: "UIKIT-RULES.md rules 9–28 and decisions 1–17; the model is ModelBatchRules"
  ) {
    let report = conflictAgreement(batches: 6_000, seed: 0x5EED_2026)
    print(report.summary)
    for line in report.differences.prefix(12) { print(line) }
    try expect(
      report.differences.isEmpty,
      "\(report.differences.count) batches differ; the first: \(report.differences.first ?? "")")
    try expect(report.accepted > 1_000 && report.rejected > 1_000, "both outcomes are common: \(report.summary)")
    try expect(report.rulesSeen.count >= 15, "most rules are reached: \(report.rulesSeen.sorted())")
  },
  ModelTest(
    name: "model.conflicts.tableTrapsOnADeleteAndAMoveFromOnePath",
    cites: "UIKIT-RULES.md rule 19 (Texture#507): \"attempt to perform a delete and a move from the same index path\"",
    expectedTrap:
      "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b", "c"]])
    dataSource.sections = [["c", "b"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
  },
  ModelTest(
    name: "model.conflicts.tableTrapsOnARowDeletedTwiceAcrossTwoCalls",
    cites: "UIKIT-RULES.md rule 24: UIKit counts a repeated delete twice (IGListKit PR #657)",
    expectedTrap: "The number of rows contained in an existing section after the update (2)"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b", "c"]])
    dataSource.sections = [["b", "c"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
  },
  ModelTest(
    name: "model.conflicts.reloadLandsOnAMoveTarget",
    cites: "UIKIT-RULES.md rule 21, forums.developer.apple.com/thread/80812: [A,B,C,D] to [D,A,C]",
    expectedTrap:
      "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
  ) {
    let (table, dataSource, _) = makeTable([["A", "B", "C", "D"]])
    dataSource.sections = [["D", "A", "C"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
      table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }
  },
]

/// What the agreement run found.
struct ConflictAgreementReport {
  var accepted = 0
  var rejected = 0
  var rulesSeen: Set<String> = []
  /// One line per batch on which the model and the validator differ.
  var differences: [String] = []

  var summary: String {
    "\(accepted + rejected) batches: \(accepted) accepted by both, \(rejected) rejected, "
      + "\(differences.count) differ; rules reached: \(rulesSeen.count)"
  }
}

/// Feeds `batches` random batches to the model's check and to the validator.
@MainActor
func conflictAgreement(batches: Int, seed: UInt64) -> ConflictAgreementReport {
  var random = ModelRandom(state: seed)
  var report = ConflictAgreementReport()
  for index in 0..<batches {
    let (update, before, after) = randomConflictBatch(&random)
    let grid = index % 2 == 1
    let wording =
      grid
      ? ModelBatchCheck(noun: "item", viewName: "collection view", suffix: "", gap: " ")
      : ModelBatchCheck(noun: "row", viewName: "table view", suffix: "", gap: "  ")
    var model: ModelUpdateViolation?
    do {
      try ModelBatchRules(wording: wording, updates: modelUpdates(update), before: before, after: after).check()
    } catch {
      model = error
    }
    var validator: BatchUpdateError?
    do {
      try update.validate(before: before, after: after, wording: grid ? .grid : .list)
    } catch {
      validator = error
    }
    switch (model, validator) {
    case (nil, nil):
      report.accepted += 1
    case (let model?, let validator?) where model.rule.name == "\(validator.brokenRule)":
      report.rejected += 1
      report.rulesSeen.insert(model.rule.name)
    default:
      let modelSays = model.map { "\($0)" } ?? "accepts"
      let validatorSays = validator.map { "rule \($0.rule) (\($0.brokenRule)): \($0.message)" } ?? "accepts"
      report.differences.append(
        "batch \(index) (\(grid ? "grid" : "list")) before \(before) after \(after) \(update): "
          + "model \(modelSays); validator \(validatorSays)")
    }
  }
  return report
}

/// The update items UIKit would keep for `update`, repeats included.
func modelUpdates(_ update: BatchUpdate) -> ModelUpdateList {
  func path(_ path: ItemPath) -> IndexPath { IndexPath(item: path.item, section: path.section) }
  var updates = ModelUpdateList()
  updates.deleteSections(update.deletedSections)
  updates.insertSections(update.insertedSections)
  updates.reloadSections(update.reloadedSections)
  for move in update.movedSections { updates.moveSection(move.source, to: move.destination) }
  updates.deletes += update.deletedItems.map(path)
  updates.inserts += update.insertedItems.map(path)
  updates.reloads += update.reloadedItems.map(path)
  updates.moves += update.movedItems.map { (path($0.source), path($0.destination)) }
  return updates
}
