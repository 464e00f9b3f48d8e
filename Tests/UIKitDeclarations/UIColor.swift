/// UIKit: `UIColor` (https://developer.apple.com/documentation/uikit/uicolor),
/// which Apple declares `Sendable`.
// Safe: a model color's only state is two `let` constants set in `init`, so
// sharing one across threads can race on nothing. Apple's UIColor is also
// immutable and declared `@unchecked Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
  /// UIKit: `UIColor.init(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) {
    self.white = white
    self.alpha = alpha
    super.init()
  }

  /// UIKit: `UIColor.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates colors in code only") }

  /// UIKit: `UIColor.lightGray`.
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }

  /// UIKit: `UIColor.white`.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }

  let white: CGFloat
  let alpha: CGFloat
}
