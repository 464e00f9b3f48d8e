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
}
