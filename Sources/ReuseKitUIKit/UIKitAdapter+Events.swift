#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the delegate forwarding members of ``TableViewReuse`` and
  /// ``CollectionViewReuse`` share: UIKit tells the app's delegate of a
  /// person's selections and of what the view shows, the delegate passes it
  /// on through `reuse`, and the adapter sends it to the content it shows,
  /// whose paths these are; the data source turns paths into items.
  extension UIKitAdapter {
    // MARK: - Internal

    /// A person selected the row or item: the data source's selection takes
    /// it (or ignores it), and the view then shows the content's selection.
    func forwardSelection(at indexPath: IndexPath) {
      guard state.isConnected else { return }
      state.content.send(.didSelectItem(ItemPath(indexPath)))
      reloadCellStates()
    }

    /// A person deselected the row or item, as `forwardSelection(at:)`.
    func forwardDeselection(at indexPath: IndexPath) {
      guard state.isConnected else { return }
      state.content.send(.didDeselectItem(ItemPath(indexPath)))
      reloadCellStates()
    }

    /// `cell` starts showing the row or item at `indexPath`; its hosted
    /// view is told the item's state if it changed since UIKit prepared the
    /// cell, which it may do ahead of display (cell prefetching), when the
    /// state of visible cells alone is kept up to date.
    func forwardWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
      guard state.isConnected else { return }
      state.content.send(.displayChanged(ended: [], displayed: [(ItemPath(indexPath), ObjectIdentifier(cell))]))
      showCellState(of: cell, at: indexPath, force: false)
      announceVisibleRegionSoon()
    }

    /// `cell` stops showing its row or item, whatever path UIKit reports.
    func forwardDidEndDisplaying(_ cell: UIView) {
      state.content.send(.displayChanged(ended: [ObjectIdentifier(cell)], displayed: []))
      announceVisibleRegionSoon()
    }

    /// `view` starts showing the header or footer (`kind`) of `section`.
    func forwardWillDisplaySupplementary(_ view: UIView, ofKind kind: ElementKind, inSection section: Int) {
      state.content.send(
        .displayChanged(
          ended: [], displayed: [],
          displayedSupplementaryViews: [(SupplementaryKey(kind, section: section), ObjectIdentifier(view))]))
    }

    /// `view` stops showing its header or footer.
    func forwardDidEndDisplayingSupplementary(_ view: UIView) {
      state.content.send(.displayChanged(ended: [ObjectIdentifier(view)], displayed: []))
    }
  }
#endif
