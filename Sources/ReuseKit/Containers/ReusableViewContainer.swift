/// A host of reusable views that shows a ``ContainerContent``: a list, a
/// grid, or a container of your own.
///
/// ``HeadlessList`` and ``HeadlessGrid`` implement it in memory; on Apple
/// platforms `ReuseKitUIKit` gives every `UITableView` and
/// `UICollectionView` one, as `tableView.reuse`. A ``DiffableDataSource``
/// drives any conforming container with values: it hands over what to show
/// (``reloadContent(_:mappingItemPaths:)``) and how it changes
/// (``commit(_:completion:)``), each transition already checked by UIKit's
/// rules, and never reads a count back. The container tells what happens on
/// screen through ``ContainerContent/send(_:)``. The messages of a rejected
/// batch say "row", as `UITableView`'s do, except on a grid of ReuseKit's.
///
/// ```swift
/// final class LogContainer: ReusableViewContainer {
///   var isVisible: Bool { true }
///   var visibleItemPaths: [ItemPath] { [] }
///   func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
///     print("reload", content.sectionCounts)
///   }
///   func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
///     for transition in update.transitions { print(transition.batchUpdate) }
///     completion?()
///   }
///   func scroll(to target: ScrollTarget, animated: Bool) {}
/// }
/// ```
@MainActor
public protocol ReusableViewContainer: AnyObject {
  /// Whether the container is on screen; a data source reloads instead of
  /// animating changes while it is not.
  var isVisible: Bool { get }

  /// The paths of the items that have a view on screen, in ascending order.
  var visibleItemPaths: [ItemPath] { get }

  /// Shows `content` in place of everything shown, keeping the reading
  /// position by identity: the first visible item that `mappingItemPaths`
  /// maps to a path of `content` keeps its place on screen.
  func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?)

  /// Commits `update`'s transitions in order, each as one batch update, and
  /// runs `completion` once they are on screen: after their animations on
  /// UIKit, at once in a headless container. Every transition was checked
  /// against the counts it starts and ends with, so none is rejected.
  func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?)

  /// Scrolls to `target`, landing exactly in one call: the rows on the way
  /// are measured. The offset stays within the content, so an item near
  /// an end may land short of its position.
  func scroll(to target: ScrollTarget, animated: Bool)
  /// How the container's rejected updates are worded: "row", as a table's
  /// messages say, or "item", as a collection view's. ``BatchUpdateWording/list``
  /// unless the container says otherwise.
  var updateWording: BatchUpdateWording { get }

  /// Runs `work` now when the container is idle, else once its current pass
  /// (laying out, measuring, updating, during which it calls your code) or
  /// a person's interaction that must not be disturbed (a drag) ends, after
  /// the work that arrived before. A data source starts each apply through
  /// it, so an apply from a cell provider never lands inside the pass that
  /// called the provider. Runs `work` at once unless the container says
  /// otherwise.
  func performWhenIdle(_ work: @escaping @MainActor () -> Void)

  /// Runs `work` once the updates committed so far are on screen: after
  /// their animations on UIKit, and at once, or at the end of its current
  /// pass, in a container that animates nothing. A data source runs an
  /// apply's completions this way. Runs `work` at once unless the
  /// container says otherwise.
  func performAfterAnimations(_ work: @escaping @MainActor () -> Void)
}

extension ReusableViewContainer {
  /// Rows and sections, as a table words them.
  public var updateWording: BatchUpdateWording { .list }

  /// Runs `work` at once: a container with no pass of its own is always idle.
  public func performWhenIdle(_ work: @escaping @MainActor () -> Void) { work() }

  /// Runs `work` at once: a container that animates nothing shows each
  /// update when it is committed.
  public func performAfterAnimations(_ work: @escaping @MainActor () -> Void) { work() }
}

/// Where ``ReusableViewContainer/scroll(to:animated:)`` scrolls.
public enum ScrollTarget: Hashable, Sendable {
  /// The item at the path, placed at the position.
  case item(ItemPath, ScrollPosition)
  /// The item with `fractionOfHeight` of its height above the viewport's
  /// top: a reading position put back.
  case itemOffset(ItemPath, fractionOfHeight: Double)
  /// The end of the content.
  case bottom
  /// The start of the content, below the top insets: where a refresh
  /// pulled from the top brings the list back.
  case top
}
