/// UIKit: `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
  /// UIKit: `UICollectionReusableView.init(frame:)`.
  public override init(frame: CGRect) { fatalError() }

  /// UIKit: `UICollectionReusableView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UICollectionReusableView.prepareForReuse()`.
  open func prepareForReuse() { fatalError() }

  /// UIKit: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { fatalError() }
}
