#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `UICollectionViewDataSource` through which a collection view shows
  /// its ``ContainerContent``: its counts and cells, its headers and footers
  /// (or those of the collection view's supplementary view provider), and a
  /// person's moves through interactive movement, sent back to the content.
  ///
  /// It answers from the content the collection view shows now: inside a
  /// batch update, the content of the transition being committed, so the
  /// counts UIKit reads after the batch's block are that transition's. A
  /// collection view holds its data source weakly; its
  /// ``CollectionViewReuse`` keeps the bridge.
  @MainActor
  final class CollectionViewDataSourceBridge: NSObject, UICollectionViewDataSource {
    // MARK: - Internal

    /// The content's number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int {
      content(of: collectionView).numberOfSections
    }

    /// The content's number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      let content = content(of: collectionView)
      return section < content.numberOfSections ? content.numberOfItems(inSection: section) : 0
    }

    /// The cell of the content's item at `indexPath`.
    func collectionView(
      _ collectionView: UICollectionView,
      cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      if let cell = collectionView.cell(at: indexPath) { return cell }
      // The data source is gone: show a dequeued placeholder, as UIKit
      // accepts only dequeued cells, and reload to show nothing.
      collectionView.showNothingSoon()
      return PlaceholderCollectionViewCell.dequeue(in: collectionView, for: indexPath)
    }

    /// Whether a person may drag the item through interactive movement: the
    /// item's configuration is `movable`.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      content(of: collectionView).isMovable(at: ItemPath(indexPath))
    }

    /// A person dropped the item at `destinationIndexPath`, where the
    /// collection view already shows it: the data source takes the move into
    /// its data and hands back an update the view already shows, and tells
    /// the app.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      content(of: collectionView).send(
        .didMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)))
    }

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
      if content(of: collectionView).showsSupplementaryViews {
        // The section shows none; UIKit takes only dequeued views.
        return PlaceholderCollectionReusableView.dequeue(ofKind: kind, in: collectionView, for: indexPath)
      }
      guard let supplementaryViewProvider = collectionView.reuse.state.supplementaryViewProvider else {
        fatalError(
          "UICollectionView: the layout asks for a supplementary view of kind \"\(kind)\" in section \(indexPath.section); "
            + "set one with setSupplementaryViewProvider(_:)")
      }
      return supplementaryViewProvider(collectionView, ElementKind(rawValue: kind), indexPath)
    }

    // MARK: - Private

    /// What `collectionView` shows now.
    private func content(of collectionView: UICollectionView) -> ContainerContent {
      collectionView.reuse.state.content
    }
  }
#endif
