/// UIKit: `UIScreen` (https://developer.apple.com/documentation/uikit/uiscreen).
@MainActor
open class UIScreen: NSObject {
  init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  /// UIKit: `UIScreen.main`, deprecated in iOS 16
  /// (https://developer.apple.com/documentation/uikit/uiscreen/main): use the
  /// screen of the window scene instead.
  @available(*, deprecated, message: "Use a UIScreen instance found through context instead, such as a window scene's")
  open class var main: UIScreen { modelMain }

  /// UIKit: `UIScreen.bounds`, in points.
  public let bounds: CGRect

  /// UIKit: `UIScreen.scale`: the model's screen has two pixels per point.
  open var scale: CGFloat { 2 }

  /// The model's one screen, a 390 × 844 point phone in portrait.
  static let modelMain = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
}
