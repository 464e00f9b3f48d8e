/// Checks a batch update the way UIKit does, against the item counts before and
/// after it, and works out where each item goes.
struct BatchUpdateValidator {
  /// Whether messages say "row" or "item".
  var wording: BatchUpdateWording
  /// The container's description, appended to grid count messages.
  var containerDescription: String

  /// Validates `update` and returns where each old item goes.
  ///
  /// - Parameters:
  ///   - before: The item count of each section before the update.
  ///   - after: The item count of each section after the update.
  /// - Throws: ``BatchUpdateError`` with the message of the first broken rule.
  func validate(_ update: BatchUpdate, before: [Int], after: [Int]) throws(BatchUpdateError) -> BatchUpdateMapping {
    let expectedSections = before.count - update.deletedSections.count + update.insertedSections.count
    if after.count != expectedSections {
      throw BatchUpdateError(
        "Invalid update: invalid number of sections. The number of sections contained in the view after the update "
          + "(\(after.count)) must be equal to the number of sections contained in the view before the update "
          + "(\(before.count)), plus or minus the number of sections inserted or deleted "
          + "(\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
    }
    return BatchUpdateMapping(update, sectionCountBefore: before.count, sectionCountAfter: after.count)
  }
}
