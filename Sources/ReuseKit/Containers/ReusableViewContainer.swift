/// What a table-like or collection-like host offers: views by type, section
/// and item counts, batch updates, reloads and visible items.
///
/// ``HeadlessList`` and ``HeadlessGrid`` implement it in memory; on Apple
/// platforms `ReuseKitUIKit` gives every `UITableView` and `UICollectionView`
/// one, as `tableView.reuse`. ``DiffableDataSource`` drives any conforming
/// container.
@MainActor
public protocol ReusableViewContainer: AnyObject {
  /// Registers `viewType` ahead of its first use. Optional: a container
  /// registers each view type the first time a ``ViewConfiguration`` asks
  /// for it. Registering twice is harmless.
  func register<View: ConfigurableView>(_ viewType: View.Type)

  /// Makes `provider` the source of the container's counts and views, or
  /// disconnects it with `nil`. The container keeps the provider.
  func setDataProvider(_ provider: ContainerDataProvider?)

  /// Whether the container is on screen; a data source reloads instead of
  /// animating changes while it is not.
  var isVisible: Bool { get }

  /// The number of sections, as of the last reload or batch update.
  var numberOfSections: Int { get }

  /// The number of items in `section`, as of the last reload or batch update.
  func numberOfItems(inSection section: Int) -> Int

  /// Discards all cells and reads the data source again.
  func reloadData()

  /// Discards all cells and reads the data source again, keeping the reading
  /// position by identity: the first visible item that `itemPathAfterReload`
  /// maps to its path after the reload keeps its place on screen.
  func reloadData(mappingItemPaths itemPathAfterReload: @escaping (ItemPath) -> ItemPath?)

  /// Applies `update` as one batch: calls `updateData`, in which the data
  /// source switches to its new data, then checks the update against the
  /// counts before and after and animates it.
  ///
  /// - Throws: ``BatchUpdateError`` when the update breaks a batch-update rule;
  ///   the container is then unchanged, and the caller must restore its data.
  func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError)

  /// Scrolls so that the item at `itemPath` is at `position`, landing exactly
  /// in one call: the item and the rows around it are measured on the way.
  /// The offset stays within the content, so an item near an end may land
  /// short of `position`.
  func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool)

  /// Scrolls to the end of the content, landing exactly: rows revealed at
  /// the end are measured on the way.
  func scrollToBottom(animated: Bool)

  /// Whether the container keeps the end of its content in view while it
  /// shows it: appended items, late sizes and width changes then keep it at
  /// the bottom. Once scrolled away from the end, the first visible item
  /// keeps its place again.
  var sticksToBottom: Bool { get set }

  /// Runs `body`, in which a data source performs the batch updates of one
  /// apply: the first item visible before them that survives them all
  /// keeps its place on screen, even when an earlier batch revealed other
  /// rows above it.
  func keepingReadingPosition(_ body: () -> Void)

  /// The paths of the items that have a cell on screen, in ascending order.
  var visibleItemPaths: [ItemPath] { get }

  /// Asks the data source what the visible items at `itemPaths` show now, and
  /// configures their existing views in place; an item whose view type
  /// changed gets a new view of the new type.
  func reconfigureItems(at itemPaths: [ItemPath])

  /// Asks the data source what the headers and footers of `sections` show
  /// now and configures their views in place, measuring them again; the
  /// sections' rows are untouched.
  func reconfigureSupplementaryViews(inSections sections: [Int])

  /// Asks the data source for the state of every visible item (whether it
  /// is selected…) and tells the views whose state changed.
  func reloadCellStates()

  /// Runs `body` once every update the container has committed is on
  /// screen: after the animations of its batch updates for a UIKit
  /// container. A headless container shows each update as it commits it,
  /// so the default runs `body` at once.
  func whenUpdatesFinish(_ body: @escaping @MainActor () -> Void)

  /// Runs `body`, in which the container performs batch updates, animated
  /// as `animation` says: with ``UpdateAnimation/none``, UIKit's
  /// `UIView.performWithoutAnimation(_:)`; a table view animates each kind
  /// of row change with its ``RowAnimation``. A headless container animates
  /// nothing, so the default just runs `body`.
  func performUpdates(animation: UpdateAnimation, _ body: () -> Void)
}

extension ReusableViewContainer {
  /// Reloads; a container that cannot keep the reading position keeps its offset.
  public func reloadData(mappingItemPaths itemPathAfterReload: @escaping (ItemPath) -> ItemPath?) { reloadData() }

  /// Runs `body`; a container that cannot keep the reading position keeps its offset.
  public func keepingReadingPosition(_ body: () -> Void) { body() }

  /// Does nothing: a container that shows no supplementary views has none
  /// to configure.
  public func reconfigureSupplementaryViews(inSections sections: [Int]) {}

  /// Does nothing: a container that shows no cell state has none to update.
  public func reloadCellStates() {}

  /// Runs `body` at once: nothing is animated.
  public func whenUpdatesFinish(_ body: @escaping @MainActor () -> Void) { body() }

  /// Runs `body`: nothing is animated.
  public func performUpdates(animation: UpdateAnimation, _ body: () -> Void) { body() }
}

/// A container that shows one column of rows, like `UITableView`.
@MainActor
public protocol ListContainer: ReusableViewContainer {}

/// A container that shows items in a grid, like `UICollectionView`.
@MainActor
public protocol GridContainer: ReusableViewContainer {}
