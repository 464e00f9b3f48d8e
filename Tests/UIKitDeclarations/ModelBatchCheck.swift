/// The model's own check of a batch update against the counts before and
/// after it, with UIKit's messages (UIKIT-RULES.md rules 11–28; Apple:
/// "Perform batch updates" in `UITableView` and `UICollectionView`: "the
/// number of items ... must be consistent"): bounds, conflicts and counts,
/// in UIKit's order, by ``ModelBatchRules``. This type holds a view's wording.
struct ModelBatchCheck {
  /// "row" for a table view, "item" for a collection view.
  var noun: String
  /// "table view" or "collection view".
  var viewName: String
  /// Nothing for a table; " Collection view: <description>" for a collection view.
  var suffix: String
  /// Two spaces after a sentence in a table's messages, one in a collection view's.
  var gap: String

  /// The message of the first broken rule, or `nil`: ``ModelBatchRules``
  /// checks the update items the batch recorded, in UIKit's order.
  func firstError(of batch: ModelBatch, before: [Int], after: [Int]) -> String? {
    do {
      try ModelBatchRules(wording: self, updates: batch.updates, before: before, after: after).check()
      return nil
    } catch {
      return error.message
    }
  }

  /// How UIKit prints an index path in these messages (decision 1).
  static func describe(_ path: IndexPath) -> String {
    "<NSIndexPath> {length = 2, path = \(path.section) - \(path.item)}"
  }
}
