/// The model's own check of a batch update against the counts before and
/// after it, with UIKit's messages (UIKIT-RULES.md rules 11–28; Apple:
/// "Perform batch updates" in `UITableView` and `UICollectionView`: "the
/// number of items ... must be consistent"): bounds, conflicts and counts,
/// in UIKit's order, by ``ModelBatchRules``, then what UIKit leaves
/// unchecked and fails on later (rules 24 and 25). This type holds a view's
/// wording.
struct ModelBatchCheck {
  /// "row" for a table view, "item" for a collection view.
  var noun: String
  /// "table view" or "collection view".
  var viewName: String
  /// Nothing for a table; " Collection view: <description>" for a collection view.
  var suffix: String
  /// Two spaces after a sentence in a table's messages, one in a collection view's.
  var gap: String

  /// A table view's wording.
  static let tableView = Self(noun: "row", viewName: "table view", suffix: "", gap: "  ")
  /// A collection view's wording.
  static let collectionView = Self(noun: "item", viewName: "collection view", suffix: "", gap: " ")

  /// How the batch `updates` ends between counts `before` and `after`:
  /// `nil` when UIKit takes it, else the first rule it breaks, as
  /// ``ModelBatchRules`` checks the update items in UIKit's order.
  func failure(of updates: ModelUpdateList, before: [Int], after: [Int]) -> ModelBatchFailure? {
    do {
      try ModelBatchRules(wording: self, updates: updates, before: before, after: after).check()
      return nil
    } catch {
      return error
    }
  }

  /// How UIKit prints an index path in its messages: `%@` of an
  /// `NSIndexPath`, "<NSIndexPath: 0x…> {length = 2, path = S - R}"
  /// (UIKIT-RULES.md, tags; e.g. XLData#15). A small index path is a tagged
  /// pointer on a device; the model's address is made from the path the
  /// same way each time, so tests can quote it.
  static func describe(_ path: IndexPath) -> String {
    let address =
      0xc000_0000_0000_0016 | UInt64(truncatingIfNeeded: path.item & 0x7fff) << 21
      | UInt64(truncatingIfNeeded: path.section & 0x7fff) << 36
    let hex = String(address, radix: 16)
    return "<NSIndexPath: 0x\(hex)> {length = 2, path = \(path.section) - \(path.item)}"
  }
}
