/// Where ``DiffableDataSource/Scrolling/scrollToItem(withID:at:animated:)``
/// puts an item: UIKit's `UITableView.ScrollPosition` and
/// `UICollectionView.ScrollPosition` for vertical scrolling.
public enum ScrollPosition: Hashable, Sendable {
  /// The item's top at the viewport's top.
  case top
  /// The item's middle at the viewport's middle.
  case center
  /// The item's bottom at the viewport's bottom.
  case bottom
}
