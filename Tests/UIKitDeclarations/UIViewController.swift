/// UIKit: `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  /// UIKit: `UIViewController.init(nibName:bundle:)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  /// UIKit: `UIViewController.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UIViewController.view`.
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIViewController.title`.
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIViewController.navigationController`.
  open var navigationController: UINavigationController? { fatalError() }

  /// UIKit: `UIViewController.viewDidLoad()`.
  open func viewDidLoad() { fatalError() }

  /// UIKit: `UIViewController.viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() { fatalError() }
}
