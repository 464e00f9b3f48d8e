#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `UICollectionViewDataSource` through which a ``ContainerDataProvider``
  /// gives a collection view its counts and cells, and the collection view's
  /// supplementary view provider its headers and footers; it hears of a
  /// person's moves through interactive movement.
  ///
  /// A collection view holds its data source weakly; the collection view's
  /// ``AdapterState`` keeps the bridge, and the bridge keeps the provider.
  @MainActor
  final class CollectionViewDataSourceBridge: NSObject, UICollectionViewDataSource {
    // MARK: - Lifecycle

    /// Creates a bridge that forwards to `provider`.
    init(provider: ContainerDataProvider) {
      self.provider = provider
      super.init()
    }

    // MARK: - Internal

    /// The source of the counts and cells.
    let provider: ContainerDataProvider

    /// The provider's number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int {
      provider.numberOfSections()
    }

    /// The provider's number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      provider.numberOfItems(section)
    }

    /// The provider's cell for the item at `indexPath`.
    func collectionView(
      _ collectionView: UICollectionView,
      cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let configuration = provider.configuration(ItemPath(indexPath)) else {
        // The data source is gone: show a dequeued placeholder, as UIKit
        // accepts only dequeued cells, and reload to show nothing.
        reloadSoon(collectionView)
        return PlaceholderCollectionViewCell.dequeue(in: collectionView, for: indexPath)
      }
      return collectionView.cell(showing: configuration, at: indexPath)
    }

    /// Whether a person may drag the item through interactive movement: the
    /// data source's `reordering.canMoveItem`; `false` when it has none.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      provider.events.canMoveItem(ItemPath(indexPath))
    }

    /// A person dropped the item at `destinationIndexPath`, where the
    /// collection view already shows it: the data source takes the move into
    /// its data, without a batch update, and tells the app.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      provider.events.moveItem(ItemPath(sourceIndexPath), ItemPath(destinationIndexPath))
    }

    /// Reloads `collectionView` once, after the current layout pass.
    private func reloadSoon(_ collectionView: UICollectionView) {
      guard !reloadScheduled else { return }
      reloadScheduled = true
      AdapterEnvironment.schedule { [weak self, weak collectionView] in
        self?.reloadScheduled = false
        collectionView?.reloadData()
      }
    }

    private var reloadScheduled = false

    /// The view the collection view's supplementary view provider returns.
    ///
    /// Stops with a message naming the kind when the layout asks for a
    /// supplementary view and no provider is set, where UIKit would raise an
    /// exception that names neither.
    func collectionView(
      _ collectionView: UICollectionView,
      viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let elementKind = ElementKind(rawValue: kind)
      let host = CollectionSupplementaryHost(collectionView: collectionView, kind: elementKind, indexPath: indexPath)
      if let view = collectionView.supplementaryView(ofKind: elementKind, inSection: indexPath.section, using: host)
        as? UICollectionReusableView
      {
        return view
      }
      if provider.showsSupplementaryViews() {
        // The section shows none; UIKit takes only dequeued views.
        return PlaceholderCollectionReusableView.dequeue(ofKind: kind, in: collectionView, for: indexPath)
      }
      guard let supplementaryViewProvider = AdapterState.of(collectionView).supplementaryViewProvider else {
        fatalError(
          "UICollectionView: the layout asks for a supplementary view of kind \"\(kind)\" in section \(indexPath.section); "
            + "set one with setSupplementaryViewProvider(_:)")
      }
      return supplementaryViewProvider(collectionView, ElementKind(rawValue: kind), indexPath)
    }
  }
#endif
