#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What `UITableView` and `UICollectionView` share as containers: the
  /// members of ``ReusableViewContainer`` are written once, in the extension
  /// below, over the few calls in which the two classes differ. Apps reach
  /// them through ``TableViewReuse`` and ``CollectionViewReuse``, so nothing
  /// of ReuseKit's lands on UIKit's classes.
  ///
  /// The primitives carry `UICollectionView`'s names, so a collection view
  /// serves most of them with UIKit's own methods; a table view maps them to
  /// its row methods.
  @MainActor
  protocol UIKitContainer: UIScrollView, UIKitInteractionPrimitives {
    /// The container's cell class, `UITableViewCell` or `UICollectionViewCell`.
    associatedtype Cell: UIView

    /// The type of UIKit's `dataSource` property, without the optional.
    associatedtype DataSource

    /// The name the container's messages start with, such as `"UITableView"`.
    static var containerName: String { get }

    /// Whether batch-update errors say "row" or "item", as UIKit's do.
    static var wording: BatchUpdateWording { get }

    /// UIKit's data source, which the container holds weakly.
    var dataSource: DataSource? { get set }

    /// The paths of the visible items, in the order UIKit gives them.
    var indexPathsForVisibleItems: [IndexPath] { get }

    /// A data source bridge that forwards to `provider`.
    static func dataSourceBridge(for provider: ContainerDataProvider) -> DataSource

    /// Registers `viewType` for cells, hosted by the container's hosting cell.
    func register<View: ConfigurableView & UIView>(_ viewType: View.Type)

    /// The number of items in `section`, as UIKit counts them now.
    func numberOfItems(inSection section: Int) -> Int

    /// The number of sections, as UIKit counts them now.
    var numberOfSections: Int { get }

    /// UIKit's `reloadData()`.
    func reloadData()

    /// Dequeues the cell hosting a `viewType` at `indexPath`, lets `setUp`
    /// prepare the view, and configures it with `viewModel`.
    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> Cell

    /// UIKit's `performBatchUpdates(_:completion:)`.
    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)

    /// Deletes `sections`, inside a batch update.
    func deleteSections(_ sections: IndexSet)

    /// Inserts `sections`, inside a batch update.
    func insertSections(_ sections: IndexSet)

    /// Moves the section at `section` to `newSection`, inside a batch update.
    func moveSection(_ section: Int, toSection newSection: Int)

    /// Reloads `sections`, inside a batch update.
    func reloadSections(_ sections: IndexSet)

    /// Deletes the items at `indexPaths`, inside a batch update.
    func deleteItems(at indexPaths: [IndexPath])

    /// Inserts the items at `indexPaths`, inside a batch update.
    func insertItems(at indexPaths: [IndexPath])

    /// Moves the item at `indexPath` to `newIndexPath`, inside a batch update.
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)

    /// Reloads the items at `indexPaths`, inside a batch update.
    func reloadItems(at indexPaths: [IndexPath])

    /// The reuse identifier of the visible cell at `indexPath`, or `nil`.
    func reuseIdentifierOfVisibleCell(at indexPath: IndexPath) -> String?

    /// UIKit's reconfiguration of the existing cells at `indexPaths`, which
    /// keeps the cells.
    func reconfigureCells(at indexPaths: [IndexPath])

    /// The header or footer of `section` on screen, or `nil`.
    func visibleSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> UIView?

    /// Configures `existing`, the header or footer of `section`, with
    /// `configuration` in place; `false` when it hosts another view type.
    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool

    /// Has UIKit measure the headers and footers again.
    func invalidateSupplementarySizes()

    /// The frame of the item at `indexPath` as UIKit lays it out now, or
    /// `nil` when there is no such item: `rectForRow(at:)` or
    /// `layoutAttributesForItem(at:)`.
    func frameOfItem(at indexPath: IndexPath) -> CGRect?
  }

  extension UIKitContainer {
    // MARK: - Internal: the protocol's members, which ``UIKitReuse`` forwards to

    /// Registers `viewType`, which must be a `UIView`, for cells ahead of its
    /// first use; optional, since the container registers a view type the
    /// first time a ``ViewConfiguration`` shows it.
    ///
    /// Prefer the overload that requires `UIView` at compile time; this one
    /// serves code that only knows ``ConfigurableView``, and stops with a
    /// message when `viewType` is not a `UIView`.
    func register<View: ConfigurableView>(_ viewType: View.Type) {
      registerHostable(HostableViewType.require(viewType, in: Self.containerName))
    }

    /// Makes `provider` the container's source of counts and views, through a
    /// UIKit data source bridge that replaces the container's `dataSource`,
    /// and reloads the container; `nil` removes the bridge.
    ///
    /// The container keeps the provider.
    func setDataProvider(_ provider: ContainerDataProvider?) {
      let state = AdapterState.of(self)
      let bridge = provider.map(Self.dataSourceBridge(for:))
      if bridge != nil || dataSourceObject === state.dataSourceBridge { dataSource = bridge }
      state.dataSourceBridge = bridge.map { $0 as AnyObject }
      state.providerCounts = provider.map { provider in { provider.sectionCounts() } }
      state.provider = provider
      connectPrefetching(to: provider)
      reloadData()
    }

    /// Whether the container is in a window.
    var isVisible: Bool { window != nil }

    /// Applies `update` as one animated `performBatchUpdates(_:completion:)`,
    /// after checking it.
    ///
    /// The batch is committed as every container commits one
    /// (``BatchTransaction``): with the counts the container holds,
    /// `updateData`, the data provider's counts after it, and ReuseKit's
    /// validator. Only a valid batch reaches UIKit, where the reconfigured
    /// items are reconfigured inside the batch, at their paths before it.
    /// A container in a window is laid out first, so that a pending
    /// `reloadData()` (a collection view defers it) is not read as the counts
    /// before the batch (rdar 28167779).
    ///
    /// - Throws: ``BatchUpdateError`` when the update breaks a batch-update
    ///   rule; UIKit has then seen nothing, and the caller restores its data.
    ///   Without a data provider, UIKit checks the batch itself.
    func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
      if window != nil { layoutIfNeeded() }
      let state = AdapterState.of(self)
      guard let providerCounts = state.providerCounts else {
        withoutActuallyEscaping(updateData) { updateData in
          performTrackedBatchUpdates(state) {
            updateData()
            self.apply(update)
          }
        }
        return
      }
      let transaction = try BatchTransaction(
        update, countsBefore: (0..<numberOfSections).map(numberOfItems(inSection:)), updateData: updateData,
        countsAfter: providerCounts, wording: Self.wording, containerDescription: "\(self)", container: self)
      holdingReadingPosition(movesAway: update.movesAway, transaction.finalPath(of:)) {
        performTrackedBatchUpdates(state) { self.apply(update) }
      }
    }

    /// Runs `body` once the animations of every batch update performed
    /// through ``performBatchUpdates(_:updateData:)`` have ended, from UIKit's
    /// completion of the last one; at once when none is animating.
    func whenUpdatesFinish(_ body: @escaping @MainActor () -> Void) {
      let state = AdapterState.of(self)
      guard state.batchesAnimating > 0 else {
        body()
        return
      }
      state.afterAnimations.append(body)
    }

    /// The paths of the visible items, in ascending order.
    var visibleItemPaths: [ItemPath] {
      indexPathsForVisibleItems.map(ItemPath.init).sorted()
    }

    /// The cell that shows `configuration` at `indexPath`: a hosting cell of
    /// its view type, registered on first use, dequeued, configured and
    /// told the item's state. Stops with a message when the view type is not a `UIView`.
    func cell(showing configuration: ViewConfiguration, at indexPath: IndexPath) -> Cell {
      let cell = configuration.accept(UIKitCellMaker(container: self, indexPath: indexPath))
      showCellState(of: cell, at: indexPath, force: true)
      return cell
    }

    /// Registers `viewType` unless the container has it already.
    func registerOnFirstUse<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      guard !AdapterState.of(self).isRegistered(viewType, as: .cell) else { return }
      register(viewType)
    }

    // MARK: - Private

    /// The data source as an object, to compare with the bridge.
    private var dataSourceObject: AnyObject? {
      dataSource.map { $0 as AnyObject }
    }

    private func registerHostable<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      registerOnFirstUse(viewType)
    }

    /// UIKit's batch update, counted in `state` until its completion runs.
    private func performTrackedBatchUpdates(_ state: AdapterState, _ updates: @escaping () -> Void) {
      state.batchesAnimating += 1
      performUIKitBatchUpdates(updates) { _ in state.batchDidFinishAnimating() }
    }

    private func apply(_ update: BatchUpdate) {
      deleteSections(IndexSet(update.deletedSections))
      insertSections(IndexSet(update.insertedSections))
      for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
      reloadSections(IndexSet(update.reloadedSections))
      deleteItems(at: update.deletedItems.map(IndexPath.init))
      insertItems(at: update.insertedItems.map(IndexPath.init))
      for move in update.movedItems { moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
      // Paths before and after the batch agree only when it changes no
      // structure; then an item whose view type changed is reloaded.
      let structural =
        !(update.deletedSections.isEmpty && update.insertedSections.isEmpty
        && update.movedSections.isEmpty && update.deletedItems.isEmpty && update.insertedItems.isEmpty
        && update.movedItems.isEmpty)
      let (kept, replaced) = structural ? (update.reconfiguredItems, []) : splitByViewType(update.reconfiguredItems)
      reloadItems(at: (update.reloadedItems + replaced).map(IndexPath.init))
      if !kept.isEmpty { reconfigureCells(at: kept.map(IndexPath.init)) }
    }
  }
#endif
