/// UIKit: `UINavigationController`.
@MainActor
open class UINavigationController: UIViewController {
  /// UIKit: `UINavigationController.init(rootViewController:)`.
  public init(rootViewController: UIViewController) { fatalError() }

  /// UIKit: `UINavigationController.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UINavigationController.pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
}
