import Foundation
import ReuseKit
import ReuseKitUIKit
import Synchronization
import UIKit

/// Answers each refresh in turn: a snapshot, a failure, or, once the
/// answers run out, no answer until the refresh is cancelled.
final class RefreshDesk: Sendable {
  enum Answer: Sendable {
    case snapshot(Snapshot<Int, Line>)
    case failure
  }

  struct Outage: Error {}

  init(_ answers: [Answer]) { self.answers = Mutex(answers) }

  func answer() async throws -> Snapshot<Int, Line> {
    switch answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
    case .snapshot(let snapshot): return snapshot
    case .failure: throw Outage()
    case nil:
      try await Task.sleep(nanoseconds: 3_600_000_000_000)
      throw Outage()
    }
  }

  private let answers: Mutex<[Answer]>
}

/// `view` in a window whose unsafe area covers 50 points at its top, as a
/// navigation bar does, showing `count` lines through a data source that
/// refreshes with `desk`'s answers; a failed refresh shows "retry refresh".
@MainActor
private func refreshingSource(
  _ view: some ReusableViewContainerHost, count: Int, desk: RefreshDesk
) throws -> DiffableDataSource<Int, Line> {
  let window = try view.window.unwrapped("the view's window")
  window.modelSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
  let dataSource = view.makeLineSource()
  keptAlive.append(dataSource)
  // A grid's layout asks for headers: the data source shows them before its content.
  dataSource.refreshing.retryViewProvider = { _ in .view(TextView.self, "retry refresh") }
  dataSource.apply(lineSnapshot(lines(0..<count)), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(view.refreshControl == nil, "no refresh control while nothing refreshes the list")
  dataSource.refreshing.action = { try await desk.answer() }
  UIKitModelRunLoop.main.runUntilIdle()
  return dataSource
}

/// A table under a navigation bar whose delegate passes its scrolls on.
@MainActor
private func refreshTable() -> UITableView { pagingTable() }

/// A collection view of lines with a header above its first section,
/// under a navigation bar, whose delegate passes its scrolls on.
@MainActor
private func refreshGrid() -> UICollectionView {
  useModelRunLoop()
  let layout = lineFlowLayout()
  layout.headerReferenceSize = CGSize(width: 390, height: 44)
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  let delegate = ReuseCollectionViewDelegate()
  keptAlive.append(delegate)
  grid.delegate = delegate
  _ = window(showing: grid)
  return grid
}

/// The texts shown in the first section's header of a table or a collection view.
@MainActor
private func topHeaderText(_ view: UIScrollView) -> String? {
  let header: UIView? =
    if let table = view as? UITableView {
      table.headerView(forSection: 0)
    } else {
      (view as? UICollectionView)?.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    }
  return header.flatMap { firstView(of: TextView.self, in: $0) }?.label.text
}

/// Runs the main queue, where a refresh's result arrives, and the model's
/// run loop, a twentieth of a second a round, until `condition` holds.
@MainActor
private func pumpWithTime(_ what: String, until condition: () -> Bool) throws {
  for _ in 0..<200 where !condition() {
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    UIKitModelRunLoop.main.advance(by: 0.05)
  }
  try expect(condition(), "timed out waiting: \(what)")
  UIKitModelRunLoop.main.advance(by: 1)
}

/// Where the item `id` is on screen: its top's distance below the view's top edge.
@MainActor
private func screenTop(
  of id: Int, _ view: some ReusableViewContainerHost, _ dataSource: DiffableDataSource<Int, Line>
) throws -> CGFloat {
  let path = try dataSource.itemPath(forID: id).unwrapped("line \(id)")
  let frame = try view.itemFrame(at: IndexPath(path)).unwrapped("the frame of line \(id)")
  return frame.minY - view.contentOffset.y
}

/// A pull at the top of 30 lines: the refresh control shows while the
/// refresh runs, three new lines come above, and the view ends at its top
/// below the bar, showing them; a second pull fails and shows the retry
/// view in the first section's header, and the control hides.
@MainActor
private func expectPullRefresh(_ view: some ReusableViewContainerHost, _ name: String) throws {
  let snapshot = lineSnapshot(lines(100..<103) + lines(0..<30))
  let dataSource = try refreshingSource(view, count: 30, desk: RefreshDesk([.snapshot(snapshot), .failure]))
  let control = try view.refreshControl.unwrapped("\(name): a refresh control once the list can be refreshed")
  try expect(view.contentOffset.y == -50, "\(name): at the top below the bar: \(view.contentOffset.y)")
  view.modelPullToRefresh()
  try expect(dataSource.refreshing.state.isRefreshing && control.isRefreshing, "\(name): the pull refreshes")
  UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
  try expect(control.modelVisibleHeight == 60, "\(name): the control shows while the refresh runs")
  try expect(view.contentOffset.y == -110, "\(name): the content rests below it: \(view.contentOffset.y)")
  try pumpWithTime("\(name): the refresh ends") { !dataSource.refreshing.state.isRefreshing }
  try expect(!control.isRefreshing && control.modelVisibleHeight == 0, "\(name): the control ends and hides")
  try expect(view.adjustedContentInset.top == 50, "\(name): its inset is gone: \(view.adjustedContentInset)")
  try expect(view.contentOffset.y == -50, "\(name): the view ends at its top: \(view.contentOffset.y)")
  try expect(dataSource.itemPath(forID: 100) == ItemPath(item: 0, section: 0), "\(name): the new lines came first")
  view.modelPullToRefresh()
  try pumpWithTime("\(name): the second refresh fails") { dataSource.refreshing.state.isFailed }
  try expect(topHeaderText(view) == "retry refresh", "\(name): the retry view: \(topHeaderText(view) ?? "none")")
  try expect(!control.isRefreshing && control.modelVisibleHeight == 0, "\(name): the control ends and hides")
  try expect(dataSource.snapshot().numberOfItems == 33, "\(name): the lines stay as they were")
}

/// 60 lines scrolled to 1,000 points: a refresh from code begins the
/// control out of sight and moves nothing; five new lines come above, and
/// the line at the top stays where it was on screen; the control ends.
@MainActor
private func expectLowerRefreshKeepsPosition(_ view: some ReusableViewContainerHost, _ name: String) throws {
  let snapshot = lineSnapshot(lines(100..<105) + lines(0..<60))
  let dataSource = try refreshingSource(view, count: 60, desk: RefreshDesk([.snapshot(snapshot)]))
  view.contentOffset.y = 1_000
  UIKitModelRunLoop.main.runUntilIdle()
  let anchor = try dataSource.scrolling.readingPosition.unwrapped("\(name): a reading position").itemID
  let before = try screenTop(of: anchor, view, dataSource)
  try expect(dataSource.refreshing.refresh(), "\(name): a refresh from code starts")
  UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
  let control = try view.refreshControl.unwrapped("\(name): the refresh control")
  try expect(control.isRefreshing && control.modelVisibleHeight == 0, "\(name): the control refreshes out of sight")
  let during = try screenTop(of: anchor, view, dataSource)
  try expect(during == before, "\(name): line \(anchor) stays at \(before) while refreshing, not \(during)")
  try pumpWithTime("\(name): the refresh ends") { !dataSource.refreshing.state.isRefreshing }
  let after = try screenTop(of: anchor, view, dataSource)
  try expect(abs(after - before) <= 0.5, "\(name): line \(anchor) moved from \(before) to \(after)")
  try expect(dataSource.itemPath(forID: 100) == ItemPath(item: 0, section: 0), "\(name): the new lines came above")
  try expect(!control.isRefreshing && view.adjustedContentInset.top == 50, "\(name): the control ended")
}

/// UIKit's refresh control on ReuseKit's tables and collection views.
@MainActor
let refreshAdapterTests: [ModelTest] = [
  ModelTest(
    name: "refresh.adapter.aPullRefreshesEndsAtTheTopAndAFailureShowsTheRetryView",
    cites: "https://developer.apple.com/documentation/uikit/uirefreshcontrol (\"When the user drags the top of the "
      + "scrollable content area downward, the scroll view reveals the refresh control ... and notifies your app\"); "
      + "UIRefreshControl.h: UIControlEventValueChanged; "
      + "https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing(); "
      + "https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol"
  ) {
    try expectPullRefresh(refreshTable(), "table")
    try expectPullRefresh(refreshGrid(), "grid")
  },
  ModelTest(
    name: "refresh.adapter.aRefreshStartedLowerKeepsTheReadingPosition",
    cites: "https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing() (\"Tells the control "
      + "that a refresh operation was started programmatically\"); "
      + "https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset; "
      + "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)"
  ) {
    try expectLowerRefreshKeepsPosition(refreshTable(), "table")
    try expectLowerRefreshKeepsPosition(refreshGrid(), "grid")
  },
  ModelTest(
    name: "refresh.adapter.aRefreshFromCodeAtTheTopShowsTheControlAndLeavingTheScreenCancelsIt",
    cites: "https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing(); "
      + "https://developer.apple.com/documentation/uikit/uiview/didmovetowindow() (\"The window property may be nil "
      + "by the time that this method is called ... when the receiver has just been removed from its superview\")"
  ) {
    let table = refreshTable()
    let dataSource = try refreshingSource(table, count: 30, desk: RefreshDesk([]))
    var events: [String] = []
    dataSource.refreshing.eventHandler = { events.append("\($0)") }
    try expect(dataSource.refreshing.refresh(), "a refresh from code starts")
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    let control = try table.refreshControl.unwrapped("the refresh control")
    try expect(control.isRefreshing && control.modelVisibleHeight == 60, "at the top, the control shows")
    let holder = try table.superview.unwrapped("the table's superview")
    let box = UIView(frame: holder.bounds)
    holder.addSubview(box)
    box.addSubview(table)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(dataSource.refreshing.state.isRefreshing, "moved within its window, the list still refreshes")
    table.removeFromSuperview()
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(!dataSource.refreshing.state.isRefreshing, "out of its window, the refresh is cancelled")
    try expect(events == ["started(atTop: true)", "cancelled"], "\(events)")
    try expect(!control.isRefreshing, "and the control ends")
  },
]
