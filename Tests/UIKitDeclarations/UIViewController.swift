/// UIKit: `UIViewController` (https://developer.apple.com/documentation/uikit/uiviewcontroller).
///
/// The view loads on first access (`loadView()`, then `viewDidLoad()`), and
/// each layout of the view calls `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` around it.
@MainActor
open class UIViewController: UIResponder {
  /// UIKit: `UIViewController.init(nibName:bundle:)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// UIKit: `UIViewController.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates view controllers in code only") }

  /// UIKit: `UIViewController.view`, loaded on first access.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      viewDidLoad()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.modelViewController = self
    }
  }

  /// UIKit: `UIViewController.isViewLoaded`.
  open var isViewLoaded: Bool { loadedView != nil }

  /// UIKit: `UIViewController.loadView()`: a plain view.
  open func loadView() { view = UIView(frame: UIScreen.modelMain.bounds) }

  /// UIKit: `UIViewController.title`.
  open var title: String?

  /// UIKit: `UIViewController.navigationController`.
  open internal(set) weak var navigationController: UINavigationController?

  /// UIKit: `UIViewController.viewDidLoad()`.
  open func viewDidLoad() {}

  /// UIKit: `UIViewController.viewWillLayoutSubviews()`.
  open func viewWillLayoutSubviews() {}

  /// UIKit: `UIViewController.viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}

  private var loadedView: UIView?
}

/// UIKit: `UINavigationController` (https://developer.apple.com/documentation/uikit/uinavigationcontroller).
/// The model shows the top view controller's view at the full bounds, with no bar.
@MainActor
open class UINavigationController: UIViewController {
  /// UIKit: `UINavigationController.init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
  }

  /// UIKit: `UINavigationController.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates view controllers in code only") }

  /// UIKit: `UINavigationController.viewControllers`.
  open private(set) var viewControllers: [UIViewController] = []

  /// UIKit: `UINavigationController.topViewController`.
  open var topViewController: UIViewController? { viewControllers.last }

  /// UIKit: `UINavigationController.pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    topViewController?.view.removeFromSuperview()
    viewControllers.append(viewController)
    viewController.navigationController = self
    show(viewController)
  }

  /// UIKit: `UINavigationController.popViewController(animated:)`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.view.removeFromSuperview()
    if let top = topViewController { show(top) }
    return popped
  }

  /// Shows the root view controller once the navigation controller's view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { show(top) }
  }

  /// Keeps the top view at the full bounds.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    topViewController?.view.frame = view.bounds
  }

  private func show(_ viewController: UIViewController) {
    guard isViewLoaded else { return }
    viewController.view.frame = view.bounds
    view.addSubview(viewController.view)
  }
}
