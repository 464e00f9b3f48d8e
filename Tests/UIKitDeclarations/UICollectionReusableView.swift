/// UIKit: `UICollectionReusableView`
/// (https://developer.apple.com/documentation/uikit/uicollectionreusableview).
@MainActor
open class UICollectionReusableView: UIView {
  /// UIKit: `UICollectionReusableView.init(frame:)`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// UIKit: `UICollectionReusableView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UICollectionReusableView.reuseIdentifier`, set when the
  /// collection view creates the view for a registration.
  public internal(set) var reuseIdentifier: String?

  /// UIKit: `UICollectionReusableView.prepareForReuse()`.
  open func prepareForReuse() {}

  /// UIKit: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)):
  /// "adjusts the size values to accommodate changes made by a self-sizing
  /// cell". It measures with both axes at fitting priority, so a view whose
  /// content is wider than proposed takes its content's width (rdar 32082880).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let fitted = layoutAttributes.modelCopy()
    fitted.size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    return fitted
  }

  /// UIKit: `UICollectionReusableView.apply(_:)`.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// UIKit: `UICollectionViewCell` (https://developer.apple.com/documentation/uikit/uicollectionviewcell).
/// The content view fills the cell; measuring the cell measures the content view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// UIKit: `UICollectionViewCell.init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// UIKit: `UICollectionViewCell.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UICollectionViewCell.contentView`.
  public let contentView = UIView(frame: .zero)

  /// UIKit: `UICollectionViewCell.isSelected`: "the selection state of the
  /// cell"; the collection view sets it for the items it has selected
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected).
  open var isSelected = false

  /// UIKit: `UICollectionViewCell.isHighlighted`: "the highlight state of
  /// the cell", `false` by default; the collection view sets it while a
  /// finger is down on the item
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted).
  open var isHighlighted = false

  /// UIKit: `UICollectionViewCell.backgroundConfiguration` (iOS 14): "Setting
  /// a background configuration supersedes the cell's backgroundView ... The
  /// default value is nil" (UICollectionViewCell.h, iOS 16.5 SDK).
  open var backgroundConfiguration: UIBackgroundConfiguration?

  /// Keeps the content view at the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  override var modelNaturalWidth: CGFloat { contentView.modelNaturalWidth }

  override func modelFittingHeight(forWidth width: CGFloat) -> CGFloat {
    contentView.modelFittingHeight(forWidth: width)
  }

  /// The cell or its content view invalidated its intrinsic size: with
  /// `selfSizingInvalidation` on, the collection view sizes the cell again.
  override func modelDidInvalidateIntrinsicContentSize() {
    (superview as? UICollectionView)?.modelSelfSizingInvalidated(self)
  }
}
