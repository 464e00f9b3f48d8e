/// UIKit: `NSLayoutAnchor`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// UIKit: `NSLayoutAnchor.constraint(equalTo:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }

  /// UIKit: `NSLayoutAnchor.constraint(equalTo:constant:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    fatalError()
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
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}
