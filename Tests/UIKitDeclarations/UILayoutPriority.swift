/// UIKit: `UILayoutPriority`.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
  /// UIKit: `UILayoutPriority.init(_:)`.
  public init(_ rawValue: Float) { fatalError() }

  /// UIKit: `UILayoutPriority.init(rawValue:)`.
  public init(rawValue: Float) { fatalError() }

  /// UIKit: `UILayoutPriority.rawValue`.
  public var rawValue: Float { fatalError() }

  /// UIKit: `UILayoutPriority.required`.
  public static var required: UILayoutPriority { fatalError() }

  /// UIKit: `UILayoutPriority.defaultHigh`.
  public static var defaultHigh: UILayoutPriority { fatalError() }

  /// UIKit: `UILayoutPriority.fittingSizeLevel`.
  public static var fittingSizeLevel: UILayoutPriority { fatalError() }
}
