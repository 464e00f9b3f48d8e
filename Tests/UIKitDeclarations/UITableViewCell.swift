/// UIKit: `UITableViewCell` (https://developer.apple.com/documentation/uikit/uitableviewcell).
///
/// The content view is inset from the cell: by the safe area when the table
/// `insetsContentViewsToSafeArea`, by the accessory on the trailing side, and
/// by the separator at the bottom. The default `systemLayoutSizeFitting`
/// measures the content view at that width and adds the separator.
@MainActor
open class UITableViewCell: UIView {
  /// UIKit: `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// UIKit: `UITableViewCell.CellStyle.default`.
    case `default`
  }

  /// UIKit: `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// UIKit: `.none`.
    case none
    /// UIKit: `.disclosureIndicator`.
    case disclosureIndicator
  }

  /// UIKit: `UITableViewCell.init(style:reuseIdentifier:)`.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  /// UIKit: `UITableViewCell.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UITableViewCell.reuseIdentifier`.
  public let reuseIdentifier: String?

  /// UIKit: `UITableViewCell.contentView`.
  public let contentView = UIView(frame: .zero)

  /// UIKit: `UITableViewCell.accessoryType`.
  open var accessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }

  /// Model only: the width an accessory takes at the trailing edge. Apple
  /// does not document it; the model's figure is arbitrary but fixed.
  public static let modelAccessoryWidth: CGFloat = 38

  /// Model only: the separator's height, one pixel of the model's 2× screen.
  public static let modelSeparatorHeight: CGFloat = 0.5

  /// UIKit: `UITableViewCell.prepareForReuse()`.
  open func prepareForReuse() { modelPrepareForReuseCount += 1 }

  /// Model only: how many times UIKit's `prepareForReuse()` ran.
  public private(set) var modelPrepareForReuseCount = 0

  /// UIKit: `UITableViewCell.isSelected`; setting it calls
  /// `setSelected(_:animated:)` without animation
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/isselected).
  /// The table sets it for the rows it has selected, on display and when the
  /// selection changes.
  open var isSelected: Bool {
    get { modelSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// UIKit: `UITableViewCell.setSelected(_:animated:)`: "sets the selected
  /// state of the cell"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)).
  open func setSelected(_ selected: Bool, animated: Bool) { modelSelected = selected }

  private var modelSelected = false

  /// UIKit: `UITableViewCell.isHighlighted`, `false` by default; setting it
  /// calls `setHighlighted(_:animated:)` without animation
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted).
  /// The table sets it while a finger is down on the row.
  open var isHighlighted: Bool {
    get { modelHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// UIKit: `UITableViewCell.setHighlighted(_:animated:)`: "highlights or
  /// unhighlights the cell"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/sethighlighted(_:animated:)).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { modelHighlighted = highlighted }

  private var modelHighlighted = false

  /// UIKit: `UITableViewCell.isEditing`; setting it calls
  /// `setEditing(_:animated:)` without animation
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/isediting).
  /// The table sets it on its visible cells in `setEditing(_:animated:)` and
  /// on each cell it displays.
  open var isEditing: Bool {
    get { modelEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// UIKit: `UITableViewCell.setEditing(_:animated:)`: "toggles the receiver
  /// into and out of editing mode"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/setediting(_:animated:)).
  open func setEditing(_ editing: Bool, animated: Bool) { modelEditing = editing }

  private var modelEditing = false

  /// The cell or its content view invalidated its intrinsic size: with
  /// `selfSizingInvalidation` on, the table sizes the row again.
  override func modelDidInvalidateIntrinsicContentSize() {
    (superview as? UITableView)?.modelSelfSizingInvalidated(self)
  }

  /// Places the content view at the cell's bounds minus the insets.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = modelContentFrame(forCellWidth: bounds.width, height: bounds.height)
  }

  /// UIKit: the content view at the width it has in a cell `targetSize.width`
  /// wide; the separator is added to the height.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let content = modelContentFrame(forCellWidth: targetSize.width, height: targetSize.height)
    guard verticalFittingPriority != .required else { return targetSize }
    return CGSize(
      width: targetSize.width, height: contentView.modelFittingHeight(forWidth: content.width) + modelSeparatorHeight)
  }

  /// Model only: the content view's frame in a cell of this size.
  public func modelContentFrame(forCellWidth width: CGFloat, height: CGFloat) -> CGRect {
    let table = superview as? UITableView
    let safeArea = table?.insetsContentViewsToSafeArea == true ? safeAreaInsets : .zero
    let accessory = accessoryType == .none ? 0 : UITableViewCell.modelAccessoryWidth
    let insets = UIEdgeInsets(
      top: 0, left: safeArea.left, bottom: modelSeparatorHeight, right: safeArea.right + accessory)
    return CGRect(x: 0, y: 0, width: width, height: height).inset(by: insets)
  }

  private var modelSeparatorHeight: CGFloat {
    (superview as? UITableView)?.separatorStyle == UITableView.SeparatorStyle.none
      ? 0 : UITableViewCell.modelSeparatorHeight
  }
}

/// UIKit: `UITableViewHeaderFooterView`
/// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview).
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// UIKit: `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// UIKit: `UITableViewHeaderFooterView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UITableViewHeaderFooterView.reuseIdentifier`.
  public let reuseIdentifier: String?

  /// UIKit: `UITableViewHeaderFooterView.contentView`.
  public let contentView = UIView(frame: .zero)

  /// Model only: the title the table shows in this header, from the data
  /// source's `tableView(_:titleForHeaderInSection:)`; `nil` for a view the
  /// delegate gave.
  public internal(set) var modelTitle: String?

  /// UIKit: `UITableViewHeaderFooterView.prepareForReuse()`.
  open func prepareForReuse() {}

  /// Places the content view at the bounds, inset by the safe area.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds.inset(
      by: UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
  }

  /// UIKit: the content view measured at the bounds' width minus the safe area.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let width = max(0, targetSize.width - safeAreaInsets.left - safeAreaInsets.right)
    guard verticalFittingPriority != .required else { return targetSize }
    return CGSize(width: targetSize.width, height: contentView.modelFittingHeight(forWidth: width))
  }
}

extension UITableViewCell {
  /// UIKit: `UITableViewCell.EditingStyle`
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum).
  public enum EditingStyle: Int, Sendable {
    /// UIKit: `.none`: the cell has no editing control.
    case none
    /// UIKit: `.delete`: the cell has the delete editing control.
    case delete
    /// UIKit: `.insert`: the cell has the insert editing control.
    case insert
  }
}
