#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the delegate forwarding members of ``TableViewReuse`` and
  /// ``CollectionViewReuse`` share: UIKit tells the app's delegate of a
  /// person's selections and of what the view shows, and the delegate passes
  /// it on through `reuse`, by path; the data source turns paths into items.
  extension UIKitReuse {
    // MARK: - Internal

    /// A person selected the row or item: the data source's selection takes
    /// it (or ignores it), and the view then shows the data source's selection.
    func forwardSelection(at indexPath: IndexPath) {
      guard let base, let provider = AdapterState.of(base).provider else { return }
      provider.didSelectItem(ItemPath(indexPath))
      base.reloadCellStates()
    }

    /// A person deselected the row or item, as `forwardSelection(at:)`.
    func forwardDeselection(at indexPath: IndexPath) {
      guard let base, let provider = AdapterState.of(base).provider else { return }
      provider.events.deselectItem(ItemPath(indexPath))
      base.reloadCellStates()
    }

    /// `cell` starts showing the row or item at `indexPath`; its hosted
    /// view is told the item's state if it changed since UIKit prepared the
    /// cell, which it may do ahead of display (cell prefetching), when the
    /// state of visible cells alone is kept up to date.
    func forwardWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
      guard let base, let provider = AdapterState.of(base).provider else { return }
      provider.events.displayChanges([], [(ItemPath(indexPath), ObjectIdentifier(cell))])
      base.showCellState(of: cell, at: indexPath, force: false)
    }

    /// `cell` stops showing its row or item, whatever path UIKit reports.
    func forwardDidEndDisplaying(_ cell: UIView) {
      provider?.events.displayChanges([ObjectIdentifier(cell)], [])
    }

    /// `view` starts showing the header or footer (`kind`) of `section`.
    func forwardWillDisplaySupplementary(_ view: UIView, ofKind kind: ElementKind, inSection section: Int) {
      provider?.events.supplementaryDisplayChanges([], [(kind, section, ObjectIdentifier(view))])
    }

    /// `view` stops showing its header or footer.
    func forwardDidEndDisplayingSupplementary(_ view: UIView) {
      provider?.events.supplementaryDisplayChanges([ObjectIdentifier(view)], [])
    }

    // MARK: - Private

    /// The provider a data source set on the view, if any.
    private var provider: ContainerDataProvider? { base.flatMap { AdapterState.of($0).provider } }
  }
#endif
