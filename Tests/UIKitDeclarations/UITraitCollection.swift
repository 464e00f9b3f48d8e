/// UIKit: `UITraitCollection` (https://developer.apple.com/documentation/uikit/uitraitcollection),
/// with the display scale only.
@MainActor
open class UITraitCollection: NSObject {
  init(displayScale: CGFloat) {
    self.displayScale = displayScale
    super.init()
  }

  /// UIKit: `UITraitCollection.displayScale`: pixels per point, 2 on the model's screen.
  public let displayScale: CGFloat
}

extension UIView {
  /// UIKit: `UIView.traitCollection` (from `UITraitEnvironment`): the model's
  /// screen's scale for every view.
  public var traitCollection: UITraitCollection { UITraitCollection(displayScale: UIScreen.modelMain.scale) }
}
