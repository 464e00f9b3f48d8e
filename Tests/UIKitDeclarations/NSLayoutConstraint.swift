/// UIKit: `NSLayoutConstraint`.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// UIKit: `NSLayoutConstraint.activate(_:)`.
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

  /// UIKit: `NSLayoutConstraint.priority`.
  open var priority: UILayoutPriority {
    get { fatalError() }
    set { fatalError() }
  }
}
