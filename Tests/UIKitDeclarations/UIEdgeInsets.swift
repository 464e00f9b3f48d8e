/// UIKit: `UIEdgeInsets`
/// (https://developer.apple.com/documentation/uikit/uiedgeinsets).
public struct UIEdgeInsets: Equatable, Sendable {
  /// UIKit: `UIEdgeInsets.top`.
  public var top: CGFloat
  /// UIKit: `UIEdgeInsets.left`.
  public var left: CGFloat
  /// UIKit: `UIEdgeInsets.bottom`.
  public var bottom: CGFloat
  /// UIKit: `UIEdgeInsets.right`.
  public var right: CGFloat

  /// UIKit: `UIEdgeInsets.init(top:left:bottom:right:)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// UIKit: `UIEdgeInsets.zero`.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UIEdgeInsets {
  static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }
}

extension CGRect {
  /// `self` shrunk by `insets`, never to a negative size.
  func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: max(0, size.width - insets.left - insets.right),
      height: max(0, size.height - insets.top - insets.bottom))
  }
}
