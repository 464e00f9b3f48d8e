/// UIKit: `UIWindow` (https://developer.apple.com/documentation/uikit/uiwindow).
///
/// A window shows its root view controller's view at its own bounds. Once
/// key and visible, the model's run loop lays it out at the end of each turn.
@MainActor
open class UIWindow: UIView {
  /// UIKit: `UIWindow.init(frame:)`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// UIKit: `UIWindow.init(windowScene:)`: a window as large as the scene's screen.
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.modelScreen.bounds)
    self.windowScene = windowScene
  }

  /// UIKit: `UIWindow.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UIWindow.windowScene`.
  open weak var windowScene: UIWindowScene?

  /// UIKit: `UIWindow.rootViewController`: its view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      guard let view = rootViewController?.view else { return }
      view.frame = bounds
      addSubview(view)
    }
  }

  /// UIKit: `UIWindow.isKeyWindow`.
  open private(set) var isKeyWindow = false

  /// UIKit: `UIWindow.makeKeyAndVisible()`.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    if !UIKitModelRunLoop.main.windows.contains(where: { $0 === self }) { UIKitModelRunLoop.main.windows.append(self) }
    layoutIfNeeded()
  }

  /// UIKit lays out the root view at the window's bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.view.frame = bounds
  }

  /// Model only: the insets of the screen's unsafe areas (a notch, the home
  /// indicator), which UIKit gets from the device.
  public var modelSafeAreaInsets = UIEdgeInsets.zero {
    didSet { modelMarkSubtreeForLayout(self) }
  }

  /// Model only: turns the device: new bounds and safe-area insets, and a
  /// layout pass, as a rotation does.
  public func modelRotate(to size: CGSize, safeAreaInsets: UIEdgeInsets) {
    frame = CGRect(origin: .zero, size: size)
    modelSafeAreaInsets = safeAreaInsets
    layoutIfNeeded()
  }

  private func modelMarkSubtreeForLayout(_ view: UIView) {
    view.setNeedsLayout()
    for subview in view.subviews { modelMarkSubtreeForLayout(subview) }
  }
}
