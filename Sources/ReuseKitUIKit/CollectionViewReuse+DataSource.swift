#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The collection view's `dataSource` and `prefetchDataSource`, once a
  /// ``DiffableDataSource`` shows content in it: its counts and cells, its
  /// headers and footers (or those of ``setSupplementaryViewProvider(_:)``'s
  /// provider), read from the content the view shows now (inside a batch
  /// update, the content of the transition being committed), and a person's
  /// moves and UIKit's prefetching, sent back to that content. UIKit calls
  /// these; an app does not.
  extension CollectionViewReuse: UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    // MARK: - Public

    /// The content's number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { state.content.numberOfSections }

    /// The content's number of items in `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      section < state.content.numberOfSections ? state.content.numberOfItems(inSection: section) : 0
    }

    /// The cell of the content's item at `indexPath`, or, once the data
    /// source behind the content is gone, a dequeued placeholder (UIKit
    /// accepts only dequeued cells) and a reload that shows nothing.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      if let cell = cell(at: indexPath) { return cell }
      showNothingSoon()
      return PlaceholderCollectionViewCell.dequeue(in: collectionView, for: indexPath)
    }

    /// Whether a person may drag the item through interactive movement: the
    /// item's configuration is `movable`.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      state.content.isMovable(at: ItemPath(indexPath))
    }

    /// A person dropped the item at `destinationIndexPath`, where the
    /// collection view already shows it: the data source takes the move into
    /// its data, and tells the app.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      state.content.send(.didMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)))
    }

    /// The header or footer the content shows, or else the one the
    /// supplementary view provider returns.
    ///
    /// Stops with a message naming the kind when the layout asks for a
    /// supplementary view and no provider is set, where UIKit would raise an
    /// exception that names neither.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let elementKind = ElementKind(rawValue: kind)
      let host = CollectionSupplementaryHost(reuse: self, kind: elementKind, indexPath: indexPath)
      let section = state.content.sectionIdentity(inSection: indexPath.section)
      if let view = supplementaryView(ofKind: elementKind, inSection: indexPath.section, using: host)
        as? UICollectionReusableView
      {
        handedOutSupplementaries.record(view, ofKind: elementKind, section: section)
        return view
      }
      if state.content.showsSupplementaryViews {
        // The section shows none; UIKit takes only dequeued views.
        let view = PlaceholderCollectionReusableView.dequeue(ofKind: kind, in: collectionView, for: indexPath)
        handedOutSupplementaries.record(view, ofKind: elementKind, section: section)
        return view
      }
      guard let supplementaryViewProvider = state.supplementaryViewProvider else {
        fatalError(
          "UICollectionView: the layout asks for a supplementary view of kind \"\(kind)\" in section \(indexPath.section); "
            + "set one with setSupplementaryViewProvider(_:)")
      }
      return supplementaryViewProvider(collectionView, elementKind, indexPath)
    }

    /// The collection view will soon show the items: they are prefetched,
    /// when the data source listens.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      state.sendPrefetching(.prefetch(indexPaths.map(ItemPath.init)))
    }

    /// The collection view no longer expects to show the items soon.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
      state.sendPrefetching(.cancelPrefetching(indexPaths.map(ItemPath.init)))
    }
  }
#endif
