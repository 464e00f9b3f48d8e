#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A collection view is a ``UIKitContainer``; its ``CollectionViewReuse``
  /// is the ``ReusableViewContainer`` that a ``DiffableDataSource`` drives.
  ///
  /// Item paths map to index paths of the same section and item. UIKit's own
  /// `numberOfSections`, `numberOfItems(inSection:)` and `reloadData()` serve
  /// the protocol unchanged, and a batch's changes are issued with its own
  /// section and item calls. Its reuse object, the view's data source, asks
  /// ``CollectionViewReuse/setSupplementaryViewProvider(_:)``'s provider for
  /// the headers and footers the content does not show itself.
  extension UICollectionView: UIKitContainer {
    // MARK: - Internal

    typealias Cell = UICollectionViewCell

    static var containerName: String { "UICollectionView" }

    static var wording: BatchUpdateWording { .grid }

    var reuseState: UIKitContainerState { reuse.state }

    func connectToReuse() {
      dataSource = reuse
      prefetchDataSource = reuse
    }

    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> UICollectionViewCell {
      let cell = dequeue(viewType, for: indexPath)
      setUp?(cell.view)
      return cell.configured(with: viewModel)
    }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
      performBatchUpdates(updates, completion: completion)
    }

    /// Issues the items and sections of `update` with UIKit's calls.
    func issue(_ update: BatchUpdate, reloading: [ItemPath], reconfiguring: [ItemPath]) {
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

    func reuseIdentifierOfVisibleCell(at indexPath: IndexPath) -> String? {
      cellForItem(at: indexPath)?.reuseIdentifier
    }

    func frameOfItem(at indexPath: IndexPath) -> CGRect? { layoutAttributesForItem(at: indexPath)?.frame }

    func visibleSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> UIView? {
      supplementaryView(forElementKind: kind.rawValue, at: IndexPath(item: 0, section: section))
    }

    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool {
      let host = CollectionSupplementaryHost(
        collectionView: self, kind: kind, indexPath: IndexPath(item: 0, section: section), existing: existing)
      return configuration.accept(UIKitSupplementaryMaker(host: host, containerName: Self.containerName)) != nil
    }

    func invalidateSupplementarySizes() { collectionViewLayout.invalidateLayout() }
  }

#endif
