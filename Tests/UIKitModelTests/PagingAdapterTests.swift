import Foundation
import ReuseKit
import ReuseKitUIKit
import Synchronization
import UIKit

@testable import UIKitGallery

/// Issue 29 on UIKit: paging starts from what the real scroll view shows,
/// a failed edge shows its retry view, an empty list its state view as the
/// `backgroundView`, and a reading position survives being encoded and
/// restored on a fresh view, also at another width.
@MainActor
let pagingAdapterTests: [ModelTest] = [
  ModelTest(
    name: "named11.bottomLoadFiresWithinTheThresholdOnly",
    cites:
      "UIScrollViewDelegate.scrollViewDidScroll(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)); "
      + "UIScrollView.contentOffset, contentSize "
      + "(https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset)"
  ) {
    let table = pagingTable()
    try expectBottomLoadWithinThreshold(table, dataSource: pagingSource(table, lines(0..<200)), "table")
    let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
    let delegate = ReuseCollectionViewDelegate()
    keptAlive.append(delegate)
    grid.delegate = delegate
    _ = window(showing: grid)
    try expectBottomLoadWithinThreshold(grid, dataSource: pagingSource(grid, lines(0..<200)), "grid")
  },
  ModelTest(
    name: "named12.failureShowsTheRetryViewAndRetryLoadsAgain",
    cites:
      "UITableViewDelegate.tableView(_:viewForFooterInSection:) "
      + "(https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)); "
      + "UITableView.reloadSections(_:with:); UITableView.sectionFooterHeight; UIScrollView.contentOffset"
  ) {
    let table = pagingTable()
    let dataSource = pagingSource(table, lines(0..<8))
    let server = FlakyServer()
    dataSource.paging.retryViewProvider = { edge, _ in .view(TextView.self, "retry \(edge)") }
    dataSource.paging.loader = { request in try await server.page(after: request.boundaryItem) }
    dataSource.paging.edges = [.bottom]
    try pump("the first load fails") { dataSource.paging.state(of: .bottom).isFailed }
    UIKitModelRunLoop.main.runUntilIdle()
    let footer = try table.footerView(forSection: 0).unwrapped("the retry footer")
    let retry = try firstView(of: TextView.self, in: footer).unwrapped("its text view")
    try expect(retry.label.text == "retry bottom", "the footer shows \(retry.label.text ?? "nothing")")
    dataSource.paging.retry(.bottom)
    try pump("the retry loads a page") { dataSource.snapshot().numberOfItems == 18 }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(server.calls == 2, "the server was asked \(server.calls) times")
    let after = table.footerView(forSection: 0).flatMap { firstView(of: TextView.self, in: $0) }
    try expect(after?.label.text != "retry bottom", "the retry footer is gone")
    dataSource.paging.reset()
    try expectGridRetryHeader()
    // At the end of a long table, the footer on screen when the load
    // started: self-sizing footers, and footers of no height.
    try expectRetryFooterAtTheEnd(footerHeight: UITableView.automaticDimension)
    try expectRetryFooterAtTheEnd(footerHeight: 0)
  },
  ModelTest(
    name: "named13.emptySnapshotShowsTheBackgroundViewAndAnItemHidesIt",
    cites:
      "UITableView.backgroundView (https://developer.apple.com/documentation/uikit/uitableview/backgroundview); "
      + "UICollectionView.backgroundView "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview)"
  ) {
    let table = pagingTable()
    try expectStateView(table, pagingSource(table, []), "table")
    let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
    _ = window(showing: grid)
    try expectStateView(grid, pagingSource(grid, []), "grid")
  },
  ModelTest(
    name: "sample.feedOpensAtItsReadingPositionAfterARelaunch",
    cites:
      "UISceneDelegate.stateRestorationActivity(for:) "
      + "(https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)); "
      + "UISceneSession.stateRestorationActivity "
      + "(https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity)"
  ) {
    useModelRunLoop()
    let scene = UIWindowScene()
    let delegate = SceneDelegate()
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    let window = try delegate.window.unwrapped("the scene's window")
    let navigation = try (window.rootViewController as? UINavigationController).unwrapped("the navigation")
    try expect(delegate.stateRestorationActivity(for: scene) == nil, "the menu saves no state")
    navigation.pushViewController(FeedViewController(), animated: false)
    UIKitModelRunLoop.main.runUntilIdle()
    let feed = try (navigation.topViewController as? FeedViewController).unwrapped("the feed")
    let end = feed.tableView.contentSize.height - feed.tableView.bounds.height
    try expect(end > 100, "the feed scrolls: its end at \(end)")
    feed.tableView.contentOffset.y = 100
    UIKitModelRunLoop.main.runUntilIdle()
    let position = try feed.dataSource.scrolling.readingPosition.unwrapped("the feed's reading position")
    let next = UIWindowScene.modelReconnect(after: scene, delegate: delegate)
    let relaunched = SceneDelegate()
    relaunched.scene(next, willConnectTo: next.session, options: UIScene.ConnectionOptions())
    UIKitModelRunLoop.main.runUntilIdle()
    let top = (relaunched.window?.rootViewController as? UINavigationController)?.topViewController
    let restored = try (top as? FeedViewController).unwrapped("the feed, opened from the activity")
    let now = try restored.dataSource.scrolling.readingPosition.unwrapped("its reading position")
    try expect(now.itemID == position.itemID, "post \(now.itemID) at the top, was \(position.itemID)")
    let path = try restored.dataSource.itemPath(forID: now.itemID).unwrapped("the post")
    let height = restored.tableView.rectForRow(at: IndexPath(path)).height
    try expect(
      abs(now.fractionOfHeight - position.fractionOfHeight) * height <= 0.5,
      "\(now.fractionOfHeight) of the post above the top, was \(position.fractionOfHeight)")
  },
  ModelTest(
    name: "sample.feedOpensAtItsReadingPositionWhenALockedLaunchIsUnlocked",
    cites:
      "UISceneSession.h (iOS 16.5 SDK): stateRestorationActivity \"may not be immediately available when the "
      + "scene is connected, depending on ... the lock state of the device\"; UIScene.h, "
      + "scene:restoreInteractionStateWithUserActivity:"
  ) {
    useModelRunLoop()
    let scene = UIWindowScene()
    let delegate = SceneDelegate()
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    let navigation = try (delegate.window?.rootViewController as? UINavigationController).unwrapped("navigation")
    navigation.pushViewController(FeedViewController(), animated: false)
    UIKitModelRunLoop.main.runUntilIdle()
    let feed = try (navigation.topViewController as? FeedViewController).unwrapped("the feed")
    feed.tableView.contentOffset.y = 100
    UIKitModelRunLoop.main.runUntilIdle()
    let position = try feed.dataSource.scrolling.readingPosition.unwrapped("the feed's reading position")
    let next = UIWindowScene.modelReconnect(after: scene, delegate: delegate, lockedAtLaunch: true)
    let relaunched = SceneDelegate()
    relaunched.scene(next, willConnectTo: next.session, options: UIScene.ConnectionOptions())
    UIKitModelRunLoop.main.runUntilIdle()
    let relaunchedNavigation = try (relaunched.window?.rootViewController as? UINavigationController).unwrapped("")
    try expect(relaunchedNavigation.topViewController is GalleryMenuViewController, "locked: the menu, no activity yet")
    next.modelRestoreInteractionState(delegate: relaunched)
    UIKitModelRunLoop.main.runUntilIdle()
    let restored = try (relaunchedNavigation.topViewController as? FeedViewController).unwrapped(
      "the feed, once unlocked")
    let now = try restored.dataSource.scrolling.readingPosition.unwrapped("its reading position")
    try expect(now.itemID == position.itemID, "post \(now.itemID) at the top, was \(position.itemID)")
    next.modelRestoreInteractionState(delegate: relaunched)
    try expect(relaunchedNavigation.viewControllers.count == 2, "a second restore pushes no second feed")
  },
  ModelTest(
    name: "named14.readingPositionRestoredFromJSONOnAFreshView",
    cites:
      "UIScrollView.contentOffset (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset); "
      + "UITableView.rectForRow(at:) (https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)); "
      + "UICollectionView.layoutAttributesForItem(at:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:))"
  ) {
    for width in [390.0, 600] {
      try expectRestoredPosition(width: width) { pagingTable(width: $0) }
      try expectRestoredPosition(width: width) { width in
        let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
        let delegate = ReuseCollectionViewDelegate()
        keptAlive.append(delegate)
        grid.delegate = delegate
        _ = window(showing: grid, size: CGSize(width: width, height: 844))
        return grid
      }
    }
  },
]

/// A server whose first call fails and whose later ones send ten lines
/// after the last: for a test that retries.
final class FlakyServer: Sendable {
  struct Outage: Error {}

  private let count = Mutex(0)

  var calls: Int { count.withLock { $0 } }

  func page(after line: Line?) async throws -> DiffableDataSource<Int, Line>.Paging.Page {
    let call = count.withLock { value -> Int in
      value += 1
      return value
    }
    if call == 1 { throw Outage() }
    let start = (line?.id ?? -1) + 1
    let page = (start..<start + 10).map { Line(id: $0, length: 10 + $0 * 37 % 80) }
    return .init(items: page, section: 0)
  }
}

/// A grid of 8 lines whose top load fails: the first section's header, a
/// supplementary view, shows the retry view; a retry loads again, and the
/// header shows none.
@MainActor
func expectGridRetryHeader() throws {
  let layout = lineFlowLayout()
  layout.headerReferenceSize = CGSize(width: 390, height: 44)
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  _ = window(showing: grid)
  // The layout asks for headers: the data source shows them before it shows content.
  let dataSource = grid.makeLineSource()
  keptAlive.append(dataSource)
  dataSource.paging.retryViewProvider = { edge, _ in .view(TextView.self, "retry \(edge)") }
  dataSource.apply(lineSnapshot(lines(100..<108)), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  let server = FlakyServer()
  dataSource.paging.loader = { request in try await server.page(after: request.boundaryItem) }
  dataSource.paging.edges = [.top]
  try pump("the grid's first load fails") { dataSource.paging.state(of: .top).isFailed }
  UIKitModelRunLoop.main.runUntilIdle()
  let header = try grid.supplementaryView(
    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
  ).unwrapped("the grid's retry header")
  let retry = try firstView(of: TextView.self, in: header).unwrapped("its text view")
  try expect(retry.label.text == "retry top", "the grid's header shows \(retry.label.text ?? "nothing")")
  dataSource.paging.retry(.top)
  try pump("the grid's retry loads a page") { dataSource.snapshot().numberOfItems > 8 }
  dataSource.paging.edges = []
  UIKitModelRunLoop.main.runUntilIdle()
  let after = grid.supplementaryView(
    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
  try expect(after.flatMap { firstView(of: TextView.self, in: $0) } == nil, "the grid's retry header is gone")
  dataSource.paging.reset()
}

/// A self-sizing table in a window of `width`, whose delegate passes its
/// scrolls on.
@MainActor
func pagingTable(width: Double = 390) -> UITableView {
  useModelRunLoop()
  let table = UITableView(frame: .zero, style: .plain)
  table.rowHeight = UITableView.automaticDimension
  table.estimatedRowHeight = 44
  let delegate = ReuseTableViewDelegate()
  keptAlive.append(delegate)
  table.delegate = delegate
  _ = window(showing: table, size: CGSize(width: width, height: 844))
  return table
}

/// A data source on `view` showing `lines`, kept alive.
@MainActor
func pagingSource(_ view: some ReusableViewContainerHost, _ lines: [Line]) -> DiffableDataSource<Int, Line> {
  let dataSource = view.makeLineSource()
  keptAlive.append(dataSource)
  dataSource.apply(lineSnapshot(lines), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  return dataSource
}

/// A table or a collection view, for a fixture that takes either.
@MainActor
protocol ReusableViewContainerHost: UIScrollView {
  var backgroundView: UIView? { get }
  func makeLineSource() -> DiffableDataSource<Int, Line>
  /// The frame of the item at `path`, as UIKit lays it out now.
  func itemFrame(at path: IndexPath) -> CGRect?
}

extension UITableView: ReusableViewContainerHost {
  func makeLineSource() -> DiffableDataSource<Int, Line> {
    DiffableDataSource<Int, Line>(self) { .view(TextView.self, $0.text) }
  }
  func itemFrame(at path: IndexPath) -> CGRect? { rectForRow(at: path) }
}

extension UICollectionView: ReusableViewContainerHost {
  func makeLineSource() -> DiffableDataSource<Int, Line> {
    DiffableDataSource<Int, Line>(self) { .view(TextView.self, $0.text) }
  }
  func itemFrame(at path: IndexPath) -> CGRect? { layoutAttributesForItem(at: path)?.frame }
}

/// Scrolls `view` down 150 points a step, and expects one load at the
/// bottom, started at the first step whose visible area (between the
/// adjusted insets) ends within one screen of the content's end, and none before.
@MainActor
func expectBottomLoadWithinThreshold(
  _ view: some ReusableViewContainerHost, dataSource: DiffableDataSource<Int, Line>, _ name: String
) throws {
  var started: [ContentEdge] = []
  dataSource.paging.eventHandler = { if case .started(let edge) = $0 { started.append(edge) } }
  dataSource.paging.loader = { _ in
    try await Task.sleep(nanoseconds: 3_600_000_000_000)
    return .init(items: [], section: 0)
  }
  dataSource.paging.edges = [.bottom]
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(started.isEmpty, "\(name): no load at the top of 200 lines")
  var step = 0
  while started.isEmpty, step < 1_000 {
    step += 1
    view.contentOffset.y += 150
    UIKitModelRunLoop.main.runUntilIdle()
    // Screens of the visible area, between the insets, below its bottom.
    let inset = view.adjustedContentInset
    let visible = view.bounds.height - inset.top - inset.bottom
    let screens = (view.contentSize.height + inset.bottom - view.contentOffset.y - view.bounds.height) / visible
    try expect(
      started.isEmpty == (screens > 1),
      "\(name): step \(step), \(screens) screens from the end: loads started \(started)")
  }
  try expect(started == [.bottom], "\(name): one load at the bottom, got \(started)")
  dataSource.paging.reset()
}

/// Expects the state view as `view`'s background, filling its bounds
/// behind everything, while the snapshot is empty, also after a rotation;
/// gone once an item comes; the same view again once the list empties.
@MainActor
func expectStateView(
  _ view: some ReusableViewContainerHost, _ dataSource: DiffableDataSource<Int, Line>, _ name: String
) throws {
  try expect(view.backgroundView == nil, "\(name): no background view before a provider")
  dataSource.background.provider = { phase in
    if case .empty = phase { return .view(TextView.self, "Nothing here") }
    return nil
  }
  UIKitModelRunLoop.main.runUntilIdle()
  let shown = try (view.backgroundView as? HostingBackgroundView<TextView>).unwrapped("\(name): the state view")
  try expect(shown.view.label.text == "Nothing here", "\(name): the state view says \(shown.view.label.text ?? "")")
  try expect(view.modelIsBehindEverySubview(shown), "\(name): the state view is behind every subview")
  try expect(shown.frame == view.bounds, "\(name): the state view at \(shown.frame), bounds \(view.bounds)")
  view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(shown.frame == view.bounds, "\(name): after a rotation at \(shown.frame), bounds \(view.bounds)")
  try expect(shown.view.frame.size == view.bounds.size, "\(name): the hosted view fills it: \(shown.view.frame)")
  dataSource.apply(lineSnapshot(lines(0..<1)), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(view.backgroundView == nil, "\(name): an item hides the state view")
  dataSource.apply(lineSnapshot([]), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(view.backgroundView === shown, "\(name): the same state view, configured again")
}

/// Takes the reading position of a view of `make(390)` scrolled into 300
/// lines, encodes and decodes it, restores it on a fresh `make(width)`, and
/// expects the anchor line with the same share of its height above the top,
/// within half a point; at the same width, at the same place on screen
/// (the content offset may differ: rows above it are estimated).
@MainActor
func expectRestoredPosition<View: ReusableViewContainerHost>(
  width: Double, _ make: (Double) -> View
) throws {
  let first = make(390)
  let source = pagingSource(first, lines(0..<300))
  first.contentOffset.y = 3_210
  UIKitModelRunLoop.main.runUntilIdle()
  let position = try source.scrolling.readingPosition.unwrapped("a reading position")
  let anchor = try source.itemPath(forID: position.itemID).unwrapped("its item")
  let frame = try first.itemFrame(at: IndexPath(anchor)).unwrapped("its frame")
  let share = (first.contentOffset.y + first.adjustedContentInset.top - frame.minY) / frame.height
  try expect(frame.minY <= first.contentOffset.y && frame.maxY > first.contentOffset.y, "the anchor is at the top")
  let data = try JSONEncoder().encode(position)
  let decoded = try JSONDecoder().decode(ReadingPosition<Int, Int>.self, from: data)
  let fresh = make(width)
  let restored = pagingSource(fresh, lines(0..<300))
  restored.scrolling.restore(decoded)
  UIKitModelRunLoop.main.runUntilIdle()
  let path = try restored.itemPath(forID: decoded.itemID).unwrapped("the restored item")
  let now = try fresh.itemFrame(at: IndexPath(path)).unwrapped("its frame")
  let above = fresh.contentOffset.y + fresh.adjustedContentInset.top - now.minY
  try expect(
    abs(above - share * now.height) <= 0.5,
    "\(View.self) at width \(width): \(above) points of line \(decoded.itemID) above the top, wanted \(share * now.height)"
  )
  if width == 390 {
    let (was, now) = (frame.minY - first.contentOffset.y, now.minY - fresh.contentOffset.y)
    try expect(abs(now - was) <= 0.5, "at the same width, line \(decoded.itemID) at \(now) on screen, was at \(was)")
  }
  try expect(restored.scrolling.readingPosition?.itemID == decoded.itemID, "the restored view reads the same item")
}

/// Runs the main queue, where the main actor's tasks wait, and the model's
/// run loop, until `condition` holds; fails after about five seconds.
@MainActor
func pump(_ what: String, until condition: () -> Bool) throws {
  for _ in 0..<500 {
    if condition() { return }
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    UIKitModelRunLoop.main.runUntilIdle()
  }
  try expect(condition(), "timed out waiting: \(what)")
}
