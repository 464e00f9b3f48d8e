/// UIKit: `UIColor` (https://developer.apple.com/documentation/uikit/uicolor),
/// which Apple declares `Sendable`. The model keeps a color's components,
/// or the name of a system color (`UIColor.systemRed` and the others,
/// https://developer.apple.com/documentation/uikit/uicolor/standard-colors),
/// which adapts to the interface style on a device.
// Safe: a model color's only state is `let` constants set in `init`, so
// sharing one across threads can race on nothing. Apple's UIColor is also
// immutable and declared `@unchecked Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
  /// UIKit: `UIColor.init(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) {
    self.white = white
    self.alpha = alpha
    modelComponents = [white, white, white]
    modelSystemName = nil
    super.init()
  }

  /// UIKit: `UIColor.init(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    white = (red + green + blue) / 3
    self.alpha = alpha
    modelComponents = [red, green, blue]
    modelSystemName = nil
    super.init()
  }

  private init(systemName: String) {
    white = 0.5
    alpha = 1
    modelComponents = []
    modelSystemName = systemName
    super.init()
  }

  /// UIKit: `UIColor.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates colors in code only") }

  /// UIKit: `UIColor.lightGray`.
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }

  /// UIKit: `UIColor.white`.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }

  /// UIKit: `UIColor.systemRed`, and the other system colors below.
  open class var systemRed: UIColor { UIColor(systemName: "systemRed") }
  /// UIKit: `UIColor.systemOrange`.
  open class var systemOrange: UIColor { UIColor(systemName: "systemOrange") }
  /// UIKit: `UIColor.systemYellow`.
  open class var systemYellow: UIColor { UIColor(systemName: "systemYellow") }
  /// UIKit: `UIColor.systemGreen`.
  open class var systemGreen: UIColor { UIColor(systemName: "systemGreen") }
  /// UIKit: `UIColor.systemMint`, iOS 15.
  open class var systemMint: UIColor { UIColor(systemName: "systemMint") }
  /// UIKit: `UIColor.systemTeal`.
  open class var systemTeal: UIColor { UIColor(systemName: "systemTeal") }
  /// UIKit: `UIColor.systemCyan`, iOS 15.
  open class var systemCyan: UIColor { UIColor(systemName: "systemCyan") }
  /// UIKit: `UIColor.systemBlue`.
  open class var systemBlue: UIColor { UIColor(systemName: "systemBlue") }
  /// UIKit: `UIColor.systemIndigo`.
  open class var systemIndigo: UIColor { UIColor(systemName: "systemIndigo") }
  /// UIKit: `UIColor.systemPurple`.
  open class var systemPurple: UIColor { UIColor(systemName: "systemPurple") }
  /// UIKit: `UIColor.systemPink`.
  open class var systemPink: UIColor { UIColor(systemName: "systemPink") }
  /// UIKit: `UIColor.systemBrown`.
  open class var systemBrown: UIColor { UIColor(systemName: "systemBrown") }
  /// UIKit: `UIColor.systemGray`.
  open class var systemGray: UIColor { UIColor(systemName: "systemGray") }

  let white: CGFloat
  let alpha: CGFloat
  /// Model only: red, green and blue of a color made from components.
  public let modelComponents: [CGFloat]
  /// Model only: the name of a system color, such as `"systemRed"`.
  public let modelSystemName: String?
}
