/// UIKit: `UIWindow`.
@MainActor
open class UIWindow: UIView {
  /// UIKit: `UIWindow.rootViewController`.
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIWindow.makeKeyAndVisible()`.
  open func makeKeyAndVisible() { fatalError() }
}
