/// The words a container uses in batch-update errors.
public enum BatchUpdateWording: Sendable {
  /// `UITableView`'s wording: "row", "rows", "Table view".
  case list
  /// `UICollectionView`'s wording: "item", "items", "Collection view".
  case grid

  /// "row" or "item".
  var item: String { self == .list ? "row" : "item" }
  /// "rows" or "items".
  var items: String { self == .list ? "rows" : "items" }
  /// "a row" or "an item".
  var anItem: String { self == .list ? "a row" : "an item" }
  /// "table view" or "collection view", as count messages say it.
  var view: String { self == .list ? "table view" : "collection view" }
  /// The space after a sentence of a count message: UITableView uses two.
  var sentenceBreak: String { self == .list ? "  " : " " }
}

extension BatchUpdateWording {
  /// `count` and `noun`, plural unless `count` is 1: "1 section", "3 sections".
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
