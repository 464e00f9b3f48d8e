/// UIKit: `UIApplication`.
@MainActor
open class UIApplication: UIResponder {
  /// UIKit: `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// UIKit: `UIApplication.LaunchOptionsKey.init(rawValue:)`.
    public init(rawValue: String) { fatalError() }

    /// UIKit: `UIApplication.LaunchOptionsKey.rawValue`.
    public var rawValue: String { fatalError() }
  }
}

/// UIKit: `UIApplicationDelegate`. Every requirement is optional, so none is declared.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// UIKit: `UIApplicationDelegate.main()`, which makes `@main` start the app.
  public static func main() { fatalError() }
}
