/// UIKit: `UILayoutPriority` (https://developer.apple.com/documentation/uikit/uilayoutpriority),
/// with Apple's documented values.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
  /// UIKit: `UILayoutPriority.init(_:)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// UIKit: `UILayoutPriority.init(rawValue:)`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// UIKit: `UILayoutPriority.rawValue`.
  public var rawValue: Float

  /// UIKit: `UILayoutPriority.required`, 1000.
  public static let required = UILayoutPriority(1000)

  /// UIKit: `UILayoutPriority.defaultHigh`, 750.
  public static let defaultHigh = UILayoutPriority(750)

  /// UIKit: `UILayoutPriority.defaultLow`, 250.
  public static let defaultLow = UILayoutPriority(250)

  /// UIKit: `UILayoutPriority.fittingSizeLevel`, 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
}
