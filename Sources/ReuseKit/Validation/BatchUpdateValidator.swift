/// Checks a batch update the way UIKit does, against the item counts before and
/// after it, and works out where each item goes.
///
/// The checks run in UIKit's order, so the error is the one UIKit would
/// raise first: reloads against deletes, then each delete, each insert and
/// each move, then the section count, then each section's item count; the
/// container's own checks for what UIKit only crashes on come last.
///
/// - Complexity: O(k log k + s) for k operations and s sections; never
///   proportional to the number of items.
struct BatchUpdateValidator {
  /// Whether messages say "row" or "item".
  var wording: BatchUpdateWording
  /// The container's description, appended to grid count messages.
  var containerDescription: String

  /// Validates `update` and returns where each old item goes.
  ///
  /// Validation changes nothing: a rejected update leaves everything as it
  /// was.
  ///
  /// - Parameters:
  ///   - update: The batch to check.
  ///   - before: The item count of each section before the update.
  ///   - after: The item count of each section after the update.
  /// - Returns: Where each item before the update ends up.
  /// - Throws: ``BatchUpdateError`` with the message of the first broken rule.
  func validate(_ update: BatchUpdate, before: [Int], after: [Int]) throws(BatchUpdateError) -> BatchUpdateMapping {
    let plan = BatchUpdatePlan(update)
    let checker = BatchUpdateChecker(
      plan: plan, before: before, after: after,
      messages: BatchUpdateMessages(wording: wording, containerDescription: containerDescription))
    try checker.checkReloads()
    try checker.checkDeletes()
    try checker.checkInserts()
    try checker.checkMoves()
    try checker.checkSectionCount()
    let sections = SectionMap(plan: plan, sectionCountBefore: before.count, sectionCountAfter: after.count)
    try checker.checkItemCounts(sections)
    try checker.checkDuplicates()
    try checker.checkMovedSections()
    try checker.checkReconfigures()
    return BatchUpdateMapping(plan: plan, sections: sections, before: before)
  }
}
