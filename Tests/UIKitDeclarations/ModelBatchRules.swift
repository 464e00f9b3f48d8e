/// The model's check of one batch update, in UIKit's order of checks
/// (UIKIT-RULES.md rule 9c, with the decisions at the top of that file
/// where UIKit's order is open): reloads against deletes (rule 18), each
/// delete (19, 23, then 11–12), each insert (21, 23, then 13–15), each move
/// (16–17, then 22), the section count (26), each section's count (28, 27),
/// then what UIKit leaves to corrupt its state (24, decision 14, 25). The
/// first broken rule throws, with UIKit's message.
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
  func check() throws(ModelUpdateViolation) {
    let plan = ModelBatchRulesPlan(updates)
    for reload in plan.reloads where updates.deletes.contains(reload) {
      throw violation(.deleteAndReload, "attempt to delete and reload the same index path (\(describe(reload)))")
    }
    for delete in plan.deletes { try checkDelete(delete, plan) }
    for insert in plan.inserts { try checkInsert(insert.path, plan) }
    try checkMoves(plan)
    try checkCounts(plan)
    try checkContainerRules(plan)
  }

  func violation(_ rule: ModelUpdateRule, _ message: String) -> ModelUpdateViolation {
    ModelUpdateViolation(rule: rule, message: message)
  }

  func describe(_ path: IndexPath) -> String { ModelBatchCheck.describe(path) }

  /// "a row" or "an item" (decision 4).
  var aNoun: String { wording.noun == "row" ? "a row" : "an \(wording.noun)" }

  /// UIKit compares indexes as unsigned integers, so a negative one is out of
  /// bounds too (decision 17's "insert section -1").
  func outside(_ index: Int, _ count: Int) -> Bool { index < 0 || index >= count }

  // MARK: - Private

  /// Rules 19 and 23 (decision 4), then the bounds of rules 11 and 12.
  private func checkDelete(_ delete: IndexPath, _ plan: ModelBatchRulesPlan) throws(ModelUpdateViolation) {
    let section = delete.section
    if delete.isSectionOperation {
      if plan.sectionMoves.contains(where: { $0.from == section }) {
        throw violation(.deleteAndMoveFrom, "attempt to perform a delete and a move from the same section (\(section))")
      }
      if plan.itemMoves.contains(where: { $0.from.section == section }) {
        throw violation(.itemMoveThroughSectionChange, "cannot move \(aNoun) from a deleted section (\(section))")
      }
      if outside(section, before.count) {
        throw violation(
          .sectionDeleteOutOfBounds,
          "attempt to delete section \(section), but there are only \(before.count) sections before the update")
      }
      return
    }
    if plan.itemMoves.contains(where: { $0.from == delete }) {
      throw violation(
        .deleteAndMoveFrom, "attempt to perform a delete and a move from the same index path (\(describe(delete)))")
    }
    let noun = wording.noun
    if outside(section, before.count) {
      throw violation(
        .itemDeleteOutOfBounds,
        "attempt to delete \(noun) \(delete.item) from section \(section), but there are only \(before.count) "
          + "sections before the update")
    }
    if outside(delete.item, before[section]) {
      throw violation(
        .itemDeleteOutOfBounds,
        "attempt to delete \(noun) \(delete.item) from section \(section) which only contains \(before[section]) "
          + "\(noun)s before the update")
    }
  }

  /// Rules 21 and 23 (decision 4), then the bounds of rules 13–15.
  private func checkInsert(_ insert: IndexPath, _ plan: ModelBatchRulesPlan) throws(ModelUpdateViolation) {
    let section = insert.section
    if insert.isSectionOperation {
      if plan.sectionMoves.contains(where: { $0.to == section }) {
        throw violation(.insertAndMoveTo, "attempt to perform an insert and a move to the same section (\(section))")
      }
      if plan.itemMoves.contains(where: { $0.to.section == section }) {
        throw violation(
          .itemMoveThroughSectionChange, "cannot move \(aNoun) into a newly inserted section (\(section))")
      }
      if outside(section, after.count) {
        throw violation(
          .sectionInsertOutOfBounds,
          "attempt to insert section \(section) but there are only \(after.count) sections after the update")
      }
      return
    }
    if plan.itemMoves.contains(where: { $0.to == insert }) {
      throw violation(
        .insertAndMoveTo, "attempt to perform an insert and a move to the same index path (\(describe(insert)))")
    }
    let noun = wording.noun
    if outside(section, after.count) {
      throw violation(
        .itemInsertOutOfSections,
        "attempt to insert \(noun) \(insert.item) into section \(section), but there are only \(after.count) "
          + "sections after the update")
    }
    if outside(insert.item, after[section]) {
      throw violation(
        .itemInsertOutOfBounds,
        "attempt to insert \(noun) \(insert.item) into section \(section), but there are only \(after[section]) "
          + "\(noun)s in section \(section) after the update")
    }
  }
}
