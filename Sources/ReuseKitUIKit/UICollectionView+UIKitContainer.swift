#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A collection view is a ``UIKitContainer``; its ``CollectionViewReuse``
  /// is the ``ReusableViewContainer`` that a ``DiffableDataSource`` drives.
  ///
  /// Item paths map to index paths of the same section and item. UIKit's own
  /// `numberOfSections`, `numberOfItems(inSection:)` and `reloadData()` serve
  /// the protocol unchanged, and so do its section and item updates inside a
  /// batch update. Its reuse object, the view's data source, asks
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

    func reconfigureCells(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }

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
