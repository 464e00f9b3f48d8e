#if canImport(UIKit)
  import UIKit

  /// The empty supplementary view a collection view shows where the data
  /// source's supplementary view provider shows nothing: UIKit accepts only
  /// dequeued views. Size it away with the layout (for example the flow
  /// layout delegate's reference size).
  final class PlaceholderCollectionReusableView: UICollectionReusableView {
    /// The identifier it is registered under, which no view type uses.
    static let reuseIdentifier = "ReuseKitUIKit.PlaceholderCollectionReusableView"

    /// Dequeues a placeholder of `kind` for `indexPath`, registering the class first.
    static func dequeue(
      ofKind kind: String, in collectionView: UICollectionView, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.register(Self.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
    }
  }
#endif
