/// UIKit: `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// UIKit: `UICollectionViewCell.contentView`.
  open var contentView: UIView { fatalError() }
}
