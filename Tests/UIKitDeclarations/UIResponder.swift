/// UIKit: `UIResponder` (https://developer.apple.com/documentation/uikit/uiresponder).
@MainActor
open class UIResponder: NSObject {
  /// UIKit: `UIResponder.init()`.
  public override init() { super.init() }
}
