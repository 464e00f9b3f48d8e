#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What ``TableViewReuse`` and ``CollectionViewReuse`` share: each is the
  /// ``ReusableViewContainer`` of one UIKit view, and forwards the protocol's
  /// members to it. The view is held weakly; once it is gone, the container
  /// shows nothing and ignores updates.
  @MainActor
  protocol UIKitReuse: ReusableViewContainer {
    /// The table or collection view.
    associatedtype Base: UIKitContainer

    /// The table or collection view, or `nil` once it is gone.
    var base: Base? { get }
  }

  extension UIKitReuse {
    // MARK: - Public

    /// Registers `viewType`, which must be a `UIView`, for cells ahead of its
    /// first use; optional, since a view type is registered the first time a
    /// ``ViewConfiguration`` shows it. Stops with a message when `viewType` is
    /// not a `UIView`.
    public func register<View: ConfigurableView>(_ viewType: View.Type) { base?.register(viewType) }

    /// Makes `provider` the view's source of counts and views, through a
    /// UIKit data source bridge that replaces the view's `dataSource`, and
    /// reloads the view; `nil` removes the bridge. The view keeps the provider.
    public func setDataProvider(_ provider: ContainerDataProvider?) { base?.setDataProvider(provider) }

    /// Whether the view is in a window.
    public var isVisible: Bool { base?.isVisible ?? false }

    /// The number of sections, as of the last reload or batch update.
    public var numberOfSections: Int { base?.numberOfSections ?? 0 }

    /// The number of items in `section`, as of the last reload or batch update.
    public func numberOfItems(inSection section: Int) -> Int { base?.numberOfItems(inSection: section) ?? 0 }

    /// Reloads the view: UIKit's `reloadData()`.
    public func reloadData() { base?.reloadData() }

    /// Checks `update` with ReuseKit's validator, then applies it as one
    /// animated `performBatchUpdates(_:completion:)`, in which reconfigured
    /// items are reconfigured at their paths before the batch. A view in a
    /// window is laid out first, so that a pending `reloadData()` (a
    /// collection view defers it) is not read as the counts before the batch.
    ///
    /// - Throws: ``BatchUpdateError`` when the update breaks a batch-update
    ///   rule; UIKit has then seen nothing, and the caller restores its data.
    public func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
      guard let base else { return updateData() }
      try base.performBatchUpdates(update, updateData: updateData)
    }

    /// Reloads the view, keeping the reading position by identity: the first
    /// visible item that `itemPathAfterReload` maps to its path after the
    /// reload stays where it was on screen.
    public func reloadData(mappingItemPaths itemPathAfterReload: @escaping (ItemPath) -> ItemPath?) {
      base?.reloadData(mappingItemPaths: itemPathAfterReload)
    }

    /// Scrolls so that the item at `itemPath` is at `position`, landing
    /// exactly: the view is laid out, measuring the rows that come into view,
    /// and the offset placed again until it holds. With `animated`, UIKit
    /// animates from where the view was to where it rests. Stops with a
    /// message that names the path when there is no such item.
    public func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool) {
      base?.scrollToItem(at: itemPath, at: position, animated: animated)
    }

    /// Scrolls to the end of the content, landing exactly.
    public func scrollToBottom(animated: Bool) { base?.scrollToBottom(animated: animated) }

    /// Whether the view keeps the end of its content in view while it shows
    /// it, through batch updates, reloads and late cell sizes. `false` by
    /// default.
    public var sticksToBottom: Bool {
      get { base?.sticksToBottom ?? false }
      set { base?.sticksToBottom = newValue }
    }

    /// Configures the visible headers and footers of `sections` again from
    /// the data source, in place, and has UIKit measure them again; a
    /// section whose header changed view type is reloaded.
    public func reconfigureSupplementaryViews(inSections sections: [Int]) {
      base?.reconfigureSupplementaryViews(inSections: sections)
    }

    /// Runs `body`, in which a data source performs the batch updates of
    /// one apply: the first item visible before them that survives them all
    /// keeps its place on screen, within half a point.
    public func keepingReadingPosition(_ body: () -> Void) {
      guard let base else { return body() }
      base.keepingReadingPosition(body)
    }

    /// The paths of the visible items, in ascending order.
    public var visibleItemPaths: [ItemPath] { base?.visibleItemPaths ?? [] }

    /// Configures the visible cells of `itemPaths` again, keeping the cells:
    /// UIKit's `reconfigureItems(at:)` or `reconfigureRows(at:)`.
    public func reconfigureItems(at itemPaths: [ItemPath]) { base?.reconfigureItems(at: itemPaths) }

    /// Makes the view's selected rows or items the data source's selection,
    /// at the paths it shows now, without animation or delegate calls, and
    /// tells each visible hosted view the state of its item
    /// (``ConfigurableView/update(for:)``) when it changed. A
    /// ``DiffableDataSource`` calls it after every apply and selection change,
    /// so the selection survives UIKit's `reloadData()` and row reloads.
    public func reloadCellStates() { base?.reloadCellStates() }

    /// Runs `body`, in which a data source performs the batch updates of one
    /// apply: a table view animates each kind of row change as `animation`
    /// says, and ``UpdateAnimation/none`` turns UIKit's animations off
    /// (`UIView.performWithoutAnimation(_:)`).
    public func performUpdates(animation: UpdateAnimation, _ body: () -> Void) {
      guard let base else { return body() }
      let state = AdapterState.of(base)
      let previous = state.updateAnimation
      state.updateAnimation = animation
      defer { state.updateAnimation = previous }
      if animation.isAnimated { body() } else { UIView.performWithoutAnimation(body) }
    }

    /// Runs `body` once the animations of every batch update performed here
    /// have ended, from UIKit's completion of the last one; at once when none
    /// is animating or the view is gone.
    public func whenUpdatesFinish(_ body: @escaping @MainActor () -> Void) {
      guard let base else { return body() }
      base.whenUpdatesFinish(body)
    }
  }
#endif
