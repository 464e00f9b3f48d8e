#if canImport(UIKit)
  import UIKit

  /// The empty cell a collection view shows for an item whose data source is
  /// gone, until the reload that follows: UIKit accepts only dequeued cells.
  final class PlaceholderCollectionViewCell: UICollectionViewCell {
    /// The identifier it is registered under, which no view type uses.
    static let reuseIdentifier = "ReuseKitUIKit.PlaceholderCollectionViewCell"

    /// Dequeues a placeholder for `indexPath`, registering the class first.
    static func dequeue(in collectionView: UICollectionView, for indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.register(Self.self, forCellWithReuseIdentifier: reuseIdentifier)
      return collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    }
  }
#endif
