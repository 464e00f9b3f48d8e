/// UIKit: `UIContextualAction`
/// (https://developer.apple.com/documentation/uikit/uicontextualaction;
/// UIContextualAction.h, iOS 16.5 SDK): "an action to display when the user
/// swipes a table row", with a style, a title, an image, a background colour
/// and a handler. The handler receives the action, the view that showed it
/// and a completion handler: "call the completionHandler to reset the
/// context to its normal state (e.g. when swiping, resets to unswiped
/// state)"; "pass YES ... if the action was actually performed"
/// (UIContextualAction.h).
@MainActor
open class UIContextualAction: NSObject {
  /// UIKit: `UIContextualAction.Handler`
  /// (`UIContextualActionHandler`, UIContextualAction.h).
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// UIKit: `UIContextualAction.Style`: `.normal` or `.destructive`.
  public enum Style: Int, Sendable {
    /// UIKit: `.normal`.
    case normal
    /// UIKit: `.destructive`.
    case destructive
  }

  /// UIKit: `init(style:title:handler:)`
  /// (`contextualActionWithStyle:title:handler:`, UIContextualAction.h).
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// UIKit: `style`, read only.
  public let style: Style
  /// UIKit: `handler`, read only.
  public let handler: Handler
  /// UIKit: `title`.
  open var title: String?
  /// UIKit: `image`.
  open var image: UIImage?
  /// UIKit: `backgroundColor`: "a default background color is set from the
  /// action style" (UIContextualAction.h); the model keeps `nil` for that
  /// default and what the app sets otherwise.
  open var backgroundColor: UIColor!
}

/// UIKit: `UISwipeActionsConfiguration`
/// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration):
/// "the set of actions to perform when swiping on rows of a table"; the
/// actions in order from the edge inwards, and
/// `performsFirstActionWithFullSwipe`, "default YES"
/// (UISwipeActionsConfiguration.h, iOS 16.5 SDK).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// UIKit: `init(actions:)` (`configurationWithActions:`).
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }

  /// UIKit: `actions`, read only.
  public let actions: [UIContextualAction]
  /// UIKit: `performsFirstActionWithFullSwipe`, `true` by default.
  open var performsFirstActionWithFullSwipe = true
}

/// UIKit: `UIImage` (https://developer.apple.com/documentation/uikit/uiimage),
/// which Apple declares `Sendable`: the model keeps only the system symbol's
/// name of `init(systemName:)`.
// Safe: a model image's only state is one `let` constant set in `init`.
open class UIImage: NSObject, @unchecked Sendable {
  /// UIKit: `UIImage(systemName:)`: `nil` for a name that is not a system
  /// symbol; the model knows no symbol list and takes every non-empty name.
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    modelSystemName = name
    super.init()
  }

  /// Model only: the symbol's name.
  public let modelSystemName: String
}
