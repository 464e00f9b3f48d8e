/// UIKit: `UIView`.
@MainActor
open class UIView: UIResponder {
  /// UIKit: `UIView.init(frame:)`.
  public init(frame: CGRect) { fatalError() }

  /// UIKit: `UIView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UIView.frame`.
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIView.bounds`.
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIView.isHidden`.
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIView.backgroundColor`.
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIView.superview`.
  open var superview: UIView? { fatalError() }

  /// UIKit: `UIView.window`, `nil` until the view is added to a window.
  open var window: UIWindow? { fatalError() }

  /// UIKit: `UIView.addSubview(_:)`.
  open func addSubview(_ view: UIView) { fatalError() }

  /// UIKit: `UIView.setNeedsLayout()`.
  open func setNeedsLayout() { fatalError() }

  /// UIKit: `UIView.layoutSubviews()`.
  open func layoutSubviews() { fatalError() }

  /// UIKit: `UIView.translatesAutoresizingMaskIntoConstraints`.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIView.leadingAnchor`.
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// UIKit: `UIView.trailingAnchor`.
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// UIKit: `UIView.topAnchor`.
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// UIKit: `UIView.bottomAnchor`.
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// UIKit: `UIView.widthAnchor`.
  open var widthAnchor: NSLayoutDimension { fatalError() }

  /// UIKit: `UIView.heightAnchor`.
  open var heightAnchor: NSLayoutDimension { fatalError() }

  /// UIKit: `UIView.intrinsicContentSize`.
  open var intrinsicContentSize: CGSize { fatalError() }

  /// UIKit: `UIView.invalidateIntrinsicContentSize()`.
  open func invalidateIntrinsicContentSize() { fatalError() }

  /// UIKit: `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError() }
}
