/// UIKit: `UIColor`. Apple declares it `Sendable`: a color is immutable.
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
