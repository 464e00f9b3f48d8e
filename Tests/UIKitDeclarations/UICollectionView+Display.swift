/// UIKit: the display callbacks and data prefetching of `UICollectionView`.
///
/// An item is displayed while it is visible, not merely prefetched as a
/// cell: `collectionView(_:willDisplay:forItemAt:)` when it enters the
/// bounds, `collectionView(_:didEndDisplaying:forItemAt:)` when it leaves
/// them or its cell is removed (deleted, reloaded, `reloadData()`); after a
/// batch update the path of an ended item is its path before the update,
/// which Apple does not document (see `UITableView+Display.swift` for the
/// reports of apps that meet such paths; the model does the same here). Section headers get the supplementary
/// view callbacks when they are placed and recycled.
extension UICollectionView {
  /// UIKit: `UICollectionView.isPrefetchingEnabled`, `true` by default:
  /// "When true, the collection view requests cells in advance of when they
  /// will be displayed ... When false, the cells are requested as they are
  /// needed for display"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled).
  /// When off, the model prepares no cell beyond the bounds and tells the
  /// prefetch data source nothing.
  public var isPrefetchingEnabled: Bool {
    get { interaction.isPrefetchingEnabled }
    set { interaction.isPrefetchingEnabled = newValue }
  }

  /// Model only: the items the prefetch data source was asked to prefetch
  /// and that are neither displayed nor cancelled yet.
  public var modelPrefetchedItems: [IndexPath] { interaction.prefetched.sorted() }

  /// Recycles a cell; if its item was visible, tells the delegate it ended
  /// displaying at `path`, the path it was shown at.
  func modelEndDisplaying(_ cell: UIView, at path: IndexPath) {
    cellQueues.enqueue(cell, identifier: (cell as? UICollectionViewCell)?.reuseIdentifier)
    guard visiblePaths.remove(path) != nil, let cell = cell as? UICollectionViewCell else { return }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
  }

  /// Makes `visible` the displayed items: the delegate hears of those that
  /// leave and those that enter; every realized cell shows its selected state.
  func modelUpdateDisplayed(_ visible: Set<IndexPath>) {
    let leaving = visiblePaths.subtracting(visible).sorted()
    let entering = visible.subtracting(visiblePaths).sorted()
    visiblePaths = visible
    modelShowSelection()
    for path in leaving {
      guard let cell = engine.cells[path] as? UICollectionViewCell else { continue }
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    for path in entering {
      guard let cell = engine.cells[path] as? UICollectionViewCell else { continue }
      delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }
  }

  /// UIKit: `collectionView(_:prefetchItemsAt:)` for items ahead of the
  /// visible ones and `collectionView(_:cancelPrefetchingForItemsAt:)` for
  /// those no longer ahead
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching);
  /// the same model as a table's, ``ModelInteraction/prefetchScreens``
  /// screens ahead in the direction of the last scroll.
  func modelUpdatePrefetching(_ frames: [IndexPath: CGRect], visible: CGRect) {
    guard let prefetchDataSource, interaction.isPrefetchingEnabled else { return }
    let update = interaction.updatePrefetching(frames: frames, visible: visible, shown: visiblePaths)
    if !update.cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: update.cancel) }
    if !update.prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: update.prefetch) }
  }
}
