/// UIKit: `UIControl` (https://developer.apple.com/documentation/uikit/uicontrol):
/// a view that tells the app of a person's significant events, here through
/// the actions of iOS 14 (`addAction(_:for:)`, UIControl.h).
///
/// Target–action (`addTarget(_:action:for:)`) is not modelled: a selector
/// needs the Objective-C runtime, which Swift on Linux lacks (README, "What
/// it cannot show"), so code under test reaches a control through
/// `UIAction`s, as UIControl.h has allowed since iOS 14.
@MainActor
open class UIControl: UIView {
  /// UIKit: `UIControl.Event` (UIControl.h, `UIControlEvents`): the events a
  /// control sends actions for, with the header's values.
  public struct Event: OptionSet, Sendable {
    /// UIKit: `rawValue`.
    public let rawValue: UInt
    /// UIKit: `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `.touchDown`, "on all touch downs".
    public static let touchDown = Event(rawValue: 1 << 0)
    /// UIKit: `.touchUpInside`.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// UIKit: `.touchCancel`.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// UIKit: `.valueChanged`, "sliders, etc."; a refresh control sends it
    /// when a person pulls to refresh (UIRefreshControl.h).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// UIKit: `.primaryActionTriggered`, "semantic action: for buttons, etc." (iOS 9).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// UIKit: `.menuActionTriggered` (iOS 14).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// UIKit: `.allEvents`.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// UIKit: `UIControl.init(frame:)`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// UIKit: `UIControl.init(coder:)`. The model has no archives.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UIControl.isEnabled`: "default is YES. if NO, ignores touch
  /// events" (UIControl.h). A person's gesture on a disabled control sends
  /// nothing; `sendActions(for:)` from code still sends.
  open var isEnabled = true

  /// UIKit: `UIControl.addAction(_:for:)` (iOS 14): "UIActions are uniqued
  /// based on their identifier, and subsequent actions with the same
  /// identifier replace previously added actions. You may add multiple
  /// UIActions for corresponding controlEvents"
  /// (https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)).
  /// An action created without an identifier gets a unique one, so adding
  /// a new `UIAction` for the same work each time adds it again: each is
  /// sent. The model reads "replace" as: the earlier action is removed for
  /// every event, the new one added for `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    modelHandlers.removeAll { $0.action.identifier == action.identifier }
    modelHandlers.append((action, controlEvents))
  }

  /// UIKit: `UIControl.removeAction(_:for:)` (iOS 14): "Removes the action
  /// from the set of passed control events" (UIControl.h).
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// UIKit: `UIControl.removeAction(identifiedBy:for:)` (iOS 14): "Removes
  /// the action with the provided identifier from the set of passed
  /// control events" (UIControl.h).
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
    modelHandlers = modelHandlers.compactMap { handler in
      guard handler.action.identifier == actionIdentifier else { return handler }
      let events = handler.events.subtracting(controlEvents)
      return events.isEmpty ? nil : (handler.action, events)
    }
  }

  /// UIKit: `UIControl.allControlEvents`: "list of all events that have at
  /// least one action" (UIControl.h).
  open var allControlEvents: UIControl.Event {
    modelHandlers.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// UIKit: `UIControl.sendActions(for:)`: "Calls the action methods
  /// associated with the specified events"
  /// (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)),
  /// through `sendAction(_:)` for each action, in the order they were
  /// added. The actions are those registered when the call starts.
  open func sendActions(for controlEvents: UIControl.Event) {
    for handler in modelHandlers where !handler.events.isDisjoint(with: controlEvents) {
      sendAction(handler.action)
    }
  }

  /// UIKit: `UIControl.sendAction(_:)` (iOS 14), "called by
  /// -sendActionsForControlEvents:" (UIControl.h): runs the action's handler.
  open func sendAction(_ action: UIAction) { action.handler(action) }

  /// The actions added, with the events each is sent for.
  private var modelHandlers: [(action: UIAction, events: UIControl.Event)] = []
}
