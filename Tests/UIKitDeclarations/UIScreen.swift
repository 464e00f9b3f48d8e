/// UIKit: `UIScreen`.
@MainActor
open class UIScreen: NSObject {
  /// UIKit: `UIScreen.main`.
  open class var main: UIScreen { fatalError() }

  /// UIKit: `UIScreen.bounds`.
  open var bounds: CGRect { fatalError() }
}
