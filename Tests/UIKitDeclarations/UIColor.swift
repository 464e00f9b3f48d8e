/// UIKit: `UIColor`. Apple declares it `Sendable`: a color is immutable.
// Safe: this module only declares UIKit's signatures for type-checking and is
// never linked or run; every body is `fatalError()`, so there is no state to
// share. The conformance mirrors Apple's own `@unchecked Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
  /// UIKit: `UIColor.init(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }

  /// UIKit: `UIColor.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UIColor.lightGray`.
  open class var lightGray: UIColor { fatalError() }

  /// UIKit: `UIColor.white`.
  open class var white: UIColor { fatalError() }
}
