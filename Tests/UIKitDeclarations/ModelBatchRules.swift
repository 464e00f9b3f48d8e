/// The model's check of one batch update, in UIKit's order of checks
/// (UIKIT-RULES.md rule 9c, with the decisions at the top of that file
/// where UIKit's order is open): reloads against deletes (rule 18), each
/// delete (19, 23, then 11–12), each insert (21, 23, then 13–15), each move
/// (16–17, then 22), the section count (26), each section's count (28, 27).
/// The first broken rule throws, with UIKit's message. Only then come the
/// batches UIKit takes without a message and fails on later: a path deleted
/// twice (rule 24), a path inserted twice (decision 14: no message, and the
/// rules file records no outcome) and item operations inside a moved
/// section (rule 25); those throw the model's own account of the failure.
///
/// It works on the update items as UIKit keeps them (``ModelUpdateList``),
/// repeats included: UIKit counts a repeated delete twice (rule 24).
struct ModelBatchRules {
  /// The view's wording: its noun, its name and the gaps of its messages.
  var wording: ModelBatchCheck
  var updates: ModelUpdateList
  var before: [Int]
  var after: [Int]

  // MARK: - Internal

  /// Throws the first rule the batch breaks.
  func check() throws(ModelBatchFailure) {
    let plan = ModelBatchRulesPlan(updates)
    for reload in plan.reloads where updates.deletes.contains(reload) {
      throw raises(.rule18, "attempt to delete and reload the same index path (\(describe(reload)))")
    }
    for delete in plan.deletes { try checkDelete(delete, plan) }
    for insert in plan.inserts { try checkInsert(insert.path, plan) }
    try checkMoves(plan)
    try checkCounts(plan)
    try checkWhatUIKitLeavesUnchecked(plan)
  }

  /// UIKit raises `message` for `rule`.
  func raises(_ rule: ModelUpdateRule, _ message: String) -> ModelBatchFailure {
    .raises(rule, message: message)
  }

  func describe(_ path: IndexPath) -> String { ModelBatchCheck.describe(path) }

  /// "a row" or "an item": rule 23 quotes a collection view's "cannot move
  /// an item from a deleted section (%ld)" and a table's "cannot move a row
  /// from a deleted section" (iOS 7); the model gives the table the
  /// collection view's section number too.
  var aNoun: String { wording.noun == "row" ? "a row" : "an \(wording.noun)" }

  /// UIKit compares indexes as unsigned integers, so a negative one is out of
  /// bounds too (decision 17's "insert section -1").
  func outside(_ index: Int, _ count: Int) -> Bool { index < 0 || index >= count }

  // MARK: - Private

  /// Rules 19 and 23, then the bounds of rules 11 and 12.
  private func checkDelete(_ delete: IndexPath, _ plan: ModelBatchRulesPlan) throws(ModelBatchFailure) {
    let section = delete.section
    if delete.isSectionOperation {
      if plan.sectionMoves.contains(where: { $0.from == section }) {
        throw raises(.rule19, "attempt to perform a delete and a move from the same section (\(section))")
      }
      if plan.itemMoves.contains(where: { $0.from.section == section }) {
        throw raises(.rule23, "cannot move \(aNoun) from a deleted section (\(section))")
      }
      if outside(section, before.count) {
        throw raises(
          .rule11,
          "attempt to delete section \(section), but there are only \(before.count) sections before the update")
      }
      return
    }
    if plan.itemMoves.contains(where: { $0.from == delete }) {
      throw raises(
        .rule19, "attempt to perform a delete and a move from the same index path (\(describe(delete)))")
    }
    let noun = wording.noun
    if outside(section, before.count) {
      throw raises(
        .rule12,
        "attempt to delete \(noun) \(delete.item) from section \(section), but there are only \(before.count) "
          + "sections before the update")
    }
    if outside(delete.item, before[section]) {
      throw raises(
        .rule12,
        "attempt to delete \(noun) \(delete.item) from section \(section) which only contains \(before[section]) "
          + "\(noun)s before the update")
    }
  }

  /// Rules 21 and 23, then the bounds of rules 13–15.
  private func checkInsert(_ insert: IndexPath, _ plan: ModelBatchRulesPlan) throws(ModelBatchFailure) {
    let section = insert.section
    if insert.isSectionOperation {
      if plan.sectionMoves.contains(where: { $0.to == section }) {
        throw raises(.rule21, "attempt to perform an insert and a move to the same section (\(section))")
      }
      if plan.itemMoves.contains(where: { $0.to.section == section }) {
        throw raises(
          .rule23, "cannot move \(aNoun) into a newly inserted section (\(section))")
      }
      if outside(section, after.count) {
        throw raises(
          .rule13,
          "attempt to insert section \(section) but there are only \(after.count) sections after the update")
      }
      return
    }
    if plan.itemMoves.contains(where: { $0.to == insert }) {
      throw raises(
        .rule21, "attempt to perform an insert and a move to the same index path (\(describe(insert)))")
    }
    let noun = wording.noun
    if outside(section, after.count) {
      throw raises(
        .rule14,
        "attempt to insert \(noun) \(insert.item) into section \(section), but there are only \(after.count) "
          + "sections after the update")
    }
    if outside(insert.item, after[section]) {
      throw raises(
        .rule15,
        "attempt to insert \(noun) \(insert.item) into section \(section), but there are only \(after[section]) "
          + "\(noun)s in section \(section) after the update")
    }
  }
}
