import UIKit

/// A delegate that records each offset and adjusted top inset it is told of.
private final class RefreshRecorder: NSObject, UITableViewDelegate {
  var events: [String] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("offset \(scrollView.contentOffset.y)") }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    events.append("inset \(scrollView.adjustedContentInset.top)")
  }
}

/// What a refresh control's `.valueChanged` action saw when it ran.
private struct PullSeen: Equatable {
  var refreshing: Bool
  var dragging: Bool
  var offset: CGFloat
  var adjustedTop: CGFloat
}

/// A table of 30 rows 44 points tall in a window 50 points under its top
/// unsafe area, with a refresh control whose `.valueChanged` action records
/// what it saw.
@MainActor
private func makeRefreshTable() -> (UITableView, UIRefreshControl, RefreshRecorder, () -> [PullSeen]) {
  let (table, _, window) = makeTable([(0..<30).map { "row \($0)" }])
  window.modelSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
  let recorder = RefreshRecorder()
  keptAlive += [recorder, window]
  table.delegate = recorder
  let control = UIRefreshControl()
  var seen: [PullSeen] = []
  control.addAction(
    UIAction { [weak table, weak control] _ in
      guard let table, let control else { return }
      seen.append(
        PullSeen(
          refreshing: control.isRefreshing, dragging: table.isDragging, offset: table.contentOffset.y,
          adjustedTop: table.adjustedContentInset.top))
    }, for: .valueChanged)
  table.refreshControl = control
  UIKitModelRunLoop.main.runUntilIdle()
  return (table, control, recorder, { seen })
}

/// A view that records each window change it is told of.
private final class WindowWatcher: UIView {
  var told: [String] = []
  override func willMove(toWindow newWindow: UIWindow?) { told.append(newWindow == nil ? "will leave" : "will enter") }
  override func didMoveToWindow() { told.append(window == nil ? "left" : "entered") }
}

/// The model's tests of `UIControl` actions, `UIRefreshControl`, a
/// person's pull and a view's window changes.
@MainActor
let refreshModelTests: [ModelTest] = [
  ModelTest(
    name: "model.refresh.aPullSendsValueChangedWhileDraggingThenSettlesBelowTheControl",
    cites: "UIRefreshControl.h (iOS 16.5 SDK): \"When a user has pulled-to-refresh, the UIRefreshControl fires its "
      + "UIControlEventValueChanged event.\"; https://developer.apple.com/documentation/uikit/uirefreshcontrol "
      + "(\"the scroll view reveals the refresh control, begins animating its progress indicator, and notifies your "
      + "app\"); https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing"
  ) {
    let (table, control, recorder, seen) = makeRefreshTable()
    try expect(table.contentOffset.y == -50, "at rest at the top: \(table.contentOffset.y)")
    try expect(control.superview === table, "the control is the table's subview")
    try expect(control.frame == CGRect(x: 0, y: -60, width: 390, height: 60), "above the content: \(control.frame)")
    try expect(control.modelVisibleHeight == 0 && !control.isRefreshing, "out of sight and idle")
    recorder.events = []
    table.modelPullToRefresh()
    try expect(
      seen() == [PullSeen(refreshing: true, dragging: true, offset: -170, adjustedTop: 110)],
      "one action, refreshing, while the finger still pulls 120 points above the top: \(seen())")
    try expect(recorder.events.contains("inset 110.0"), "the delegate hears of the taller inset: \(recorder.events)")
    try expect(table.isDecelerating && !table.isDragging, "the finger lifted; the content settles")
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    try expect(!table.isDecelerating, "settled")
    try expect(table.contentOffset.y == -110, "below the control: \(table.contentOffset.y)")
    try expect(control.modelVisibleHeight == 60, "the whole control shows: \(control.modelVisibleHeight)")
    table.modelPullToRefresh()
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    try expect(seen().count == 1, "a pull while refreshing sends nothing: \(seen())")
    try expect(table.contentOffset.y == -110, "and settles below the control again: \(table.contentOffset.y)")
    control.endRefreshing()
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    control.isEnabled = false
    table.modelPullToRefresh()
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    try expect(seen().count == 1 && !control.isRefreshing, "a disabled control ignores the pull")
    try expect(table.contentOffset.y == -50, "which settles at the content's top: \(table.contentOffset.y)")
  },
  ModelTest(
    name: "model.refresh.beginRefreshingSendsNoActionAndLeavesTheControlOutOfSight",
    cites: "https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing() (\"Tells the control "
      + "that a refresh operation was started programmatically ... updates the state of the refresh control\"); "
      + "UIRefreshControl.h: beginRefreshing \"May be used to indicate to the refreshControl that an external event "
      + "has initiated the refresh action\""
  ) {
    let (table, control, recorder, seen) = makeRefreshTable()
    recorder.events = []
    control.beginRefreshing()
    try expect(control.isRefreshing && seen().isEmpty, "refreshing, and no action sent: \(seen())")
    try expect(table.adjustedContentInset.top == 110, "the inset grows at once: \(table.adjustedContentInset)")
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(recorder.events == ["inset 110.0"], "the delegate hears of it, no offset moves: \(recorder.events)")
    try expect(table.contentOffset.y == -50, "the offset stays: \(table.contentOffset.y)")
    try expect(control.modelVisibleHeight == 0, "so the control stays out of sight")
    table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
    try expect(control.modelVisibleHeight == 60, "scrolled to the new top, it shows: \(control.modelVisibleHeight)")
    control.beginRefreshing()
    try expect(table.adjustedContentInset.top == 110, "a second begin changes nothing")
  },
  ModelTest(
    name: "model.refresh.endRefreshingRemovesTheInsetAndHidesAShowingControlWithAnAnimation",
    cites: "https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing() (\"If the refresh "
      + "control is at least partially visible, calling this method also hides it. If animations are also enabled, "
      + "the control is hidden using an animation.\")"
  ) {
    let (table, control, _, _) = makeRefreshTable()
    table.modelPullToRefresh()
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    let before = table.modelOffsetChanges.count
    control.endRefreshing()
    try expect(!control.isRefreshing, "no longer refreshing, at once")
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    let hiding = table.modelOffsetChanges[before...]
    try expect(
      hiding.map(\.offset.y) == [-90, -70, -50] && hiding.allSatisfy(\.animated),
      "the control hides in animation frames: \(Array(hiding))")
    try expect(table.adjustedContentInset.top == 50 && control.modelVisibleHeight == 0, "the inset and control gone")
    table.modelPullToRefresh()
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    UIView.performWithoutAnimation { control.endRefreshing() }
    try expect(table.contentOffset.y == -50, "without animations, hidden at once: \(table.contentOffset.y)")
    control.beginRefreshing()
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    control.endRefreshing()
    try expect(table.adjustedContentInset.top == 50, "out of sight, the inset goes at once")
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    try expect(table.contentOffset.y == 300, "and the offset stays: \(table.contentOffset.y)")
  },
  ModelTest(
    name: "model.refresh.controlActionsAreUniquedByIdentifierAndSentForTheirEvents",
    cites: "https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (\"UIActions are uniqued "
      + "based on their identifier, and subsequent actions with the same identifier replace previously added "
      + "actions\"); https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:); UIControl.h "
      + "removeAction:forControlEvents:"
  ) {
    let control = UIControl(frame: .zero)
    var sent: [String] = []
    let first = UIAction(identifier: UIAction.Identifier("refresh")) { _ in sent.append("first") }
    let second = UIAction(identifier: UIAction.Identifier("refresh")) { _ in sent.append("second") }
    let both = UIAction { _ in sent.append("both") }
    control.addAction(first, for: .valueChanged)
    control.addAction(second, for: .valueChanged)
    control.addAction(both, for: [.valueChanged, .touchUpInside])
    control.addAction(both, for: [.valueChanged, .touchUpInside])
    control.sendActions(for: .valueChanged)
    try expect(sent == ["second", "both"], "the same identifier replaces, the same action is kept once: \(sent)")
    sent = []
    control.addAction(UIAction { _ in sent.append("new") }, for: .valueChanged)
    control.addAction(UIAction { _ in sent.append("new") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    try expect(sent == ["second", "both", "new", "new"], "actions without an identifier add up: \(sent)")
    sent = []
    control.removeAction(both, for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .primaryActionTriggered)
    try expect(sent == ["both"], "removed for one event, kept for the other: \(sent)")
    try expect(control.allControlEvents == [.valueChanged, .touchUpInside], "\(control.allControlEvents)")
  },
  ModelTest(
    name: "model.refresh.aListLeavingItsWindowIsToldWithNoWindow",
    cites: "https://developer.apple.com/documentation/uikit/uiview/didmovetowindow() (\"The window property may be "
      + "nil by the time that this method is called ... when the receiver has just been removed from its "
      + "superview\"); https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)"
  ) {
    useModelRunLoop()
    let list = UIViewController(nibName: nil, bundle: nil)
    let table = UITableView(frame: .zero, style: .plain)
    let watcher = WindowWatcher(frame: .zero)
    table.addSubview(watcher)
    list.view.addSubview(table)
    try expect(watcher.told.isEmpty, "no window yet, nothing told: \(watcher.told)")
    let navigation = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    keptAlive += [window, navigation]
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    try expect(watcher.told == ["will enter", "entered"], "a view below the list enters with it: \(watcher.told)")
    watcher.told = []
    navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
    try expect(watcher.told == ["will leave", "left"], "a push takes the list out of the window: \(watcher.told)")
    watcher.told = []
    navigation.popViewController(animated: false)
    try expect(watcher.told == ["will enter", "entered"], "a pop brings it back: \(watcher.told)")
    watcher.told = []
    let holder = UIView(frame: .zero)
    list.view.addSubview(holder)
    holder.addSubview(table)
    try expect(
      watcher.told == ["will leave", "left", "will enter", "entered"],
      "moved within the window, told of leaving and entering: \(watcher.told)")
  },
]
