/// UIKit: `NSLayoutConstraint`.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// UIKit: `NSLayoutConstraint.activate(_:)`.
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

  /// UIKit: `NSLayoutConstraint.isActive`.
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `NSLayoutConstraint.priority`.
  open var priority: UILayoutPriority {
    get { fatalError() }
    set { fatalError() }
  }
}
