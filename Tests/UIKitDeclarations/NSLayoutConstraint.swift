/// UIKit: `NSLayoutConstraint`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint).
///
/// The model records equalities between two anchors, or an anchor and a
/// constant, with a priority; `UIView+Fitting` solves the few shapes the
/// adapters and the sample build.
@MainActor
open class NSLayoutConstraint: NSObject {
  // MARK: - Lifecycle

  init(first: AnyAnchor, second: AnyAnchor?, constant: CGFloat) {
    self.first = first
    self.second = second
    self.constant = constant
    super.init()
    first.item?.modelConstraints.append(self)
    if let item = second?.item, item !== first.item { item.modelConstraints.append(self) }
  }

  // MARK: - Public

  /// UIKit: `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    /// UIKit: `.leading`.
    case leading
    /// UIKit: `.trailing`.
    case trailing
    /// UIKit: `.top`.
    case top
    /// UIKit: `.bottom`.
    case bottom
    /// UIKit: `.width`.
    case width
    /// UIKit: `.height`.
    case height
  }

  /// UIKit: `NSLayoutConstraint.activate(_:)`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// UIKit: `NSLayoutConstraint.isActive`; activating marks the views for layout.
  open var isActive = false {
    didSet {
      first.item?.superview?.setNeedsLayout()
      first.item?.setNeedsLayout()
    }
  }

  /// UIKit: `NSLayoutConstraint.priority`; `.required` by default.
  open var priority = UILayoutPriority.required

  /// UIKit: `NSLayoutConstraint.constant`.
  open var constant: CGFloat

  // MARK: - Internal

  /// An anchor without its axis type.
  struct AnyAnchor {
    weak var item: UIView?
    var attribute: Attribute
  }

  let first: AnyAnchor
  let second: AnyAnchor?
}

/// UIKit: `NSLayoutAnchor` (https://developer.apple.com/documentation/uikit/nslayoutanchor).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  init(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute) {
    anchor = NSLayoutConstraint.AnyAnchor(item: item, attribute: attribute)
    super.init()
  }

  let anchor: NSLayoutConstraint.AnyAnchor

  /// UIKit: `NSLayoutAnchor.constraint(equalTo:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  /// UIKit: `NSLayoutAnchor.constraint(equalTo:constant:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self.anchor, second: anchor.anchor, constant: c)
  }
}

/// UIKit: `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// UIKit: `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// UIKit: `NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// UIKit: `NSLayoutDimension.constraint(equalToConstant:)`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: anchor, second: nil, constant: c)
  }
}

extension UIView {
  /// UIKit: `UIView.leadingAnchor`.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// UIKit: `UIView.trailingAnchor`.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// UIKit: `UIView.topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// UIKit: `UIView.bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// UIKit: `UIView.widthAnchor`.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// UIKit: `UIView.heightAnchor`.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
