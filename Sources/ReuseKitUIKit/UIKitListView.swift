#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The view an adapter serves: a table or a collection view. It names, once
  /// for each class, the UIKit calls the shared adapter code makes that
  /// `UIScrollView` does not declare: the two classes have the same calls
  /// under different names, or under the same name with no common
  /// declaration. Neither class conforms to a protocol of ReuseKit's; the
  /// adapters (``TableViewReuse``, ``CollectionViewReuse``) hold their view
  /// weakly and wrap it in this value for each call.
  @MainActor
  enum UIKitListView {
    case table(UITableView)
    case collection(UICollectionView)

    // MARK: - Lifecycle

    /// The table or collection view `view` is, or `nil` for any other view.
    init?(_ view: UIView) {
      if let table = view as? UITableView {
        self = .table(table)
      } else if let collection = view as? UICollectionView {
        self = .collection(collection)
      } else {
        return nil
      }
    }

    // MARK: - Internal

    /// The view, as the scroll view it is.
    var scrollView: UIScrollView {
      switch self {
      case .table(let table): table
      case .collection(let collection): collection
      }
    }

    /// UIKit's `backgroundView`: sized to the view's bounds, behind every
    /// cell, not scrolling.
    var backgroundView: UIView? {
      get {
        switch self {
        case .table(let table): table.backgroundView
        case .collection(let collection): collection.backgroundView
        }
      }
      nonmutating set {
        switch self {
        case .table(let table): table.backgroundView = newValue
        case .collection(let collection): collection.backgroundView = newValue
        }
      }
    }

    /// UIKit's `hasUncommittedUpdates`: a person's reorder or drop is under way.
    var hasUncommittedUpdates: Bool {
      switch self {
      case .table(let table): table.hasUncommittedUpdates
      case .collection(let collection): collection.hasUncommittedUpdates
      }
    }

    /// Whether a person can select several rows or items at once.
    var allowsMultipleSelection: Bool {
      get {
        switch self {
        case .table(let table): table.allowsMultipleSelection
        case .collection(let collection): collection.allowsMultipleSelection
        }
      }
      nonmutating set {
        switch self {
        case .table(let table): table.allowsMultipleSelection = newValue
        case .collection(let collection): collection.allowsMultipleSelection = newValue
        }
      }
    }

    /// The paths UIKit has selected, in any order.
    var selectedIndexPaths: [IndexPath] {
      switch self {
      case .table(let table): table.indexPathsForSelectedRows ?? []
      case .collection(let collection): collection.indexPathsForSelectedItems ?? []
      }
    }

    /// Selects or deselects the row or item without animation, scrolling or
    /// delegate calls.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
      switch (self, selected) {
      case (.table(let table), true): table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      case (.table(let table), false): table.deselectRow(at: indexPath, animated: false)
      case (.collection(let collection), true):
        collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
      case (.collection(let collection), false): collection.deselectItem(at: indexPath, animated: false)
      }
    }

    /// The number of sections, as UIKit counts them now.
    var numberOfSections: Int {
      switch self {
      case .table(let table): table.numberOfSections
      case .collection(let collection): collection.numberOfSections
      }
    }

    /// Whether UIKit has a row or item at `indexPath` now.
    func contains(_ indexPath: IndexPath) -> Bool {
      guard indexPath.section < numberOfSections else { return false }
      switch self {
      case .table(let table): return indexPath.row < table.numberOfRows(inSection: indexPath.section)
      case .collection(let collection): return indexPath.item < collection.numberOfItems(inSection: indexPath.section)
      }
    }

    /// The paths of the visible items, in the order UIKit gives them.
    var indexPathsForVisibleItems: [IndexPath] {
      switch self {
      case .table(let table): table.indexPathsForVisibleRows ?? []
      case .collection(let collection): collection.indexPathsForVisibleItems
      }
    }

    /// The visible or prepared cell at `indexPath`, or `nil`.
    func visibleCell(at indexPath: IndexPath) -> UIView? {
      switch self {
      case .table(let table): table.cellForRow(at: indexPath)
      case .collection(let collection): collection.cellForItem(at: indexPath)
      }
    }

    /// The frame of the item at `indexPath` as UIKit lays it out now, or
    /// `nil` when there is no such item: `rectForRow(at:)` or
    /// `layoutAttributesForItem(at:)`.
    func frameOfItem(at indexPath: IndexPath) -> CGRect? {
      switch self {
      case .table(let table):
        guard indexPath.section < table.numberOfSections,
          indexPath.row < table.numberOfRows(inSection: indexPath.section)
        else { return nil }
        return table.rectForRow(at: indexPath)
      case .collection(let collection): return collection.layoutAttributesForItem(at: indexPath)?.frame
      }
    }

    /// The header or footer of `section` on screen, or `nil`.
    func visibleSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> UIView? {
      switch self {
      case .table(let table):
        kind == .header ? table.headerView(forSection: section) : table.footerView(forSection: section)
      case .collection(let collection):
        collection.supplementaryView(forElementKind: kind.rawValue, at: IndexPath(item: 0, section: section))
      }
    }

    /// UIKit's `reloadData()`.
    func reloadData() {
      switch self {
      case .table(let table): table.reloadData()
      case .collection(let collection): collection.reloadData()
      }
    }

    /// UIKit's `performBatchUpdates(_:completion:)`.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
      switch self {
      case .table(let table): table.performBatchUpdates(updates, completion: completion)
      case .collection(let collection): collection.performBatchUpdates(updates, completion: completion)
      }
    }

    /// Has UIKit measure the cells, headers and footers again: an empty batch
    /// update on a table, which asks its visible rows for their heights, and
    /// an invalidated layout on a collection view.
    func invalidateSizes() {
      switch self {
      case .table(let table): table.performBatchUpdates(nil, completion: nil)
      case .collection(let collection): collection.collectionViewLayout.invalidateLayout()
      }
    }

    /// Issues `update`'s changes inside a batch update with the view's own
    /// calls: the reconfigured items whose view type changed (`reloading`)
    /// are reloaded and the others (`reconfiguring`) reconfigured, keeping
    /// their cells, all at their paths before the batch. A table animates
    /// each kind of change with `animation`'s row animation.
    func issue(
      _ update: BatchUpdate, reloading: [ItemPath], reconfiguring: [ItemPath], animation: UpdateAnimation
    ) {
      switch self {
      case .table(let table):
        table.issue(update, reloading: reloading, reconfiguring: reconfiguring, animation: animation)
      case .collection(let collection): collection.issue(update, reloading: reloading, reconfiguring: reconfiguring)
      }
    }
  }

  extension UITableView {
    /// Issues the rows and sections of `update`, each kind with the row
    /// animation `animation` asks for it.
    fileprivate func issue(
      _ update: BatchUpdate, reloading: [ItemPath], reconfiguring: [ItemPath], animation: UpdateAnimation
    ) {
      let (deletions, insertions, reloads) =
        (RowAnimation(animation.deletions), RowAnimation(animation.insertions), RowAnimation(animation.reloads))
      deleteSections(IndexSet(update.deletedSections), with: deletions)
      insertSections(IndexSet(update.insertedSections), with: insertions)
      for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
      reloadSections(IndexSet(update.reloadedSections), with: reloads)
      deleteRows(at: update.deletedItems.map(IndexPath.init), with: deletions)
      insertRows(at: update.insertedItems.map(IndexPath.init), with: insertions)
      for move in update.movedItems { moveRow(at: IndexPath(move.source), to: IndexPath(move.destination)) }
      reloadRows(at: (update.reloadedItems + reloading).map(IndexPath.init), with: reloads)
      if !reconfiguring.isEmpty { reconfigureRows(at: reconfiguring.map(IndexPath.init)) }
    }
  }

  extension UICollectionView {
    /// Issues the items and sections of `update` with UIKit's calls.
    fileprivate func issue(_ update: BatchUpdate, reloading: [ItemPath], reconfiguring: [ItemPath]) {
      deleteSections(IndexSet(update.deletedSections))
      insertSections(IndexSet(update.insertedSections))
      for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
      reloadSections(IndexSet(update.reloadedSections))
      deleteItems(at: update.deletedItems.map(IndexPath.init))
      insertItems(at: update.insertedItems.map(IndexPath.init))
      for move in update.movedItems { moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
      reloadItems(at: (update.reloadedItems + reloading).map(IndexPath.init))
      if !reconfiguring.isEmpty { reconfigureItems(at: reconfiguring.map(IndexPath.init)) }
    }
  }

  extension UITableView.RowAnimation {
    /// UIKit's row animation for ReuseKit's `animation`: the case of the same name.
    init(_ animation: ReuseKit.RowAnimation) {
      switch animation {
      case .automatic: self = .automatic
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .middle: self = .middle
      case .none: self = .none
      }
    }
  }
#endif
