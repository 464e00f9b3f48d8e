/// UIKit: `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// UIKit: `UICollectionViewLayoutAttributes.size`.
  open var size: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}
