/// UIKit: `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  /// UIKit: `UIResponder.init()`.
  public override init() { fatalError() }
}
