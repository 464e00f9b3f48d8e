#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the app's collection view delegate passes on: UIKit tells the
  /// delegate, which stays the app's, of a person's selections and of the
  /// items and supplementary views it shows; one line in each delegate
  /// method hands it to the data source, which keeps it by identity
  /// (`selection`, `display`).
  ///
  /// <!-- compile: prelude uikit-messages, inside ListController -->
  /// ```swift
  /// func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
  ///   collectionView.reuse.didSelectItem(at: indexPath)
  /// }
  /// ```
  ///
  /// ``ReuseCollectionViewDelegate`` does all of it for an app without a
  /// delegate of its own.
  extension CollectionViewReuse {
    // MARK: - Public

    /// A person selected the item: call it from `collectionView(_:didSelectItemAt:)`.
    /// The data source's selection takes it, or refuses it when its
    /// `allowsSelection` is off, and the view then shows that selection.
    public func didSelectItem(at indexPath: IndexPath) { forwardSelection(at: indexPath) }

    /// A person deselected the item: call it from `collectionView(_:didDeselectItemAt:)`.
    public func didDeselectItem(at indexPath: IndexPath) { forwardDeselection(at: indexPath) }

    /// Whether a finger down on the item highlights it: return it from
    /// `collectionView(_:shouldHighlightItemAt:)`. `false`, which also keeps
    /// UIKit from selecting the item, for an item the data source's
    /// selection refuses (``CellState/isDisabled``) and while its
    /// `allowsSelection` is off.
    public func shouldHighlightItem(at indexPath: IndexPath) -> Bool { canHighlight(at: indexPath) }

    /// A finger is down on the item: call it from `collectionView(_:didHighlightItemAt:)`.
    /// Its hosted view is told (``CellState/isHighlighted``) until the highlight ends.
    public func didHighlightItem(at indexPath: IndexPath) { showHighlight(true, at: indexPath) }

    /// The highlight ended: call it from `collectionView(_:didUnhighlightItemAt:)`.
    public func didUnhighlightItem(at indexPath: IndexPath) { showHighlight(false, at: indexPath) }

    /// Focus moved between items: call it from
    /// `collectionView(_:didUpdateFocusIn:with:)` with the context's
    /// `previouslyFocusedIndexPath` and `nextFocusedIndexPath`. The hosted
    /// views are told (``CellState/isFocused``), and the focus stays through
    /// selections and applies.
    public func didUpdateFocus(from previous: IndexPath?, to next: IndexPath?) {
      showFocus(from: previous, to: next)
    }

    /// The view's offset changed: call it from `scrollViewDidScroll(_:)`.
    /// Once the turn's layout is done, the data source hears what the view
    /// shows: its paging how near each end is, its
    /// `scrolling.readingPosition` the item at the top.
    public func didScroll() { viewDidScroll() }

    /// The view's adjusted content insets changed: call it from
    /// `scrollViewDidChangeAdjustedContentInset(_:)`. When the view enters
    /// a window under a navigation bar, or a bar shows or hides, the items
    /// at the top of the visible area stay there, a reading position
    /// restored before the view was in its window included.
    public func didChangeAdjustedContentInset() { viewDidChangeAdjustedInsets() }

    /// The view is about to show `cell` for the item: call it from
    /// `collectionView(_:willDisplay:forItemAt:)`. The data source's
    /// `display.willDisplayItem` hears of the item, and the hosted view is
    /// told the item's state if it changed since UIKit prepared the cell
    /// ahead of display.
    public func willDisplay(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
      forwardWillDisplay(cell, at: indexPath)
    }

    /// The view stopped showing `cell`: call it from
    /// `collectionView(_:didEndDisplaying:forItemAt:)`. The data source knows
    /// which item the cell showed; the path UIKit passes is not used.
    public func didEndDisplaying(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
      forwardDidEndDisplaying(cell)
    }

    /// The view is about to show a supplementary `view` of `elementKind`
    /// for the section of `indexPath`: call it from
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    public func willDisplaySupplementaryView(
      _ view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      forwardWillDisplaySupplementary(
        view, ofKind: ElementKind(rawValue: elementKind), inSection: indexPath.section)
    }

    /// The menu a touch and hold opens on the items at `indexPaths`, the
    /// held item first: return it from
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16),
    /// or, with the held item alone, from
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 15).
    /// For one item, its menu (``ViewConfiguration/contextMenu(_:preview:)``)
    /// with its preview; for several selected items, the data source's
    /// selection menu, or the held item's when it has none. Its actions act
    /// on the items by identity.
    public func contextMenuConfiguration(forItemsAt indexPaths: [IndexPath], point: CGPoint)
      -> UIContextMenuConfiguration?
    {
      guard state.isConnected else { return nil }
      return itemActions.contextMenu(forItemsAt: indexPaths.map(ItemPath.init), in: state.content)
    }

    /// The view stopped showing the supplementary `view`: call it from
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    public func didEndDisplayingSupplementaryView(
      _ view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      forwardDidEndDisplayingSupplementary(view)
    }
  }

  /// A collection view delegate for an app that has none of its own: it
  /// passes highlights, selections, scrolls, display changes and context menus to `collectionView.reuse`. UIKit
  /// holds its delegate weakly: keep it.
  ///
  /// <!-- compile: prelude uikit-messages -->
  /// ```swift
  /// let delegate = ReuseCollectionViewDelegate()
  /// collectionView.delegate = delegate
  /// ```
  @MainActor
  public final class ReuseCollectionViewDelegate: NSObject, UICollectionViewDelegate {
    /// Creates a delegate; set it as a collection view's `delegate` and keep it.
    public override init() { super.init() }

    /// Highlights, and so lets UIKit select, only the items the data source
    /// lets a person select.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      collectionView.reuse.shouldHighlightItem(at: indexPath)
    }

    /// Shows the item's view highlighted.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
      collectionView.reuse.didHighlightItem(at: indexPath)
    }

    /// Shows the item's view without its highlight.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
      collectionView.reuse.didUnhighlightItem(at: indexPath)
    }

    /// Tells the data source the view scrolled.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      (scrollView as? UICollectionView)?.reuse.didScroll()
    }

    /// Tells the data source the view's adjusted insets changed.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      (scrollView as? UICollectionView)?.reuse.didChangeAdjustedContentInset()
    }

    /// Passes the selection to the data source.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.reuse.didSelectItem(at: indexPath)
    }

    /// Passes the deselection to the data source.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      collectionView.reuse.didDeselectItem(at: indexPath)
    }

    /// Tells the data source the item comes on screen.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      collectionView.reuse.willDisplay(cell, forItemAt: indexPath)
    }

    /// Tells the data source the cell's item left the screen.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      collectionView.reuse.didEndDisplaying(cell, forItemAt: indexPath)
    }

    /// Tells the data source the supplementary view comes on screen.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      collectionView.reuse.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
    }

    /// The context menu of the held item, or of the selection, on iOS 16.
    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      collectionView.reuse.contextMenuConfiguration(forItemsAt: indexPaths, point: point)
    }

    /// The context menu of the held item, on iOS 15.
    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      collectionView.reuse.contextMenuConfiguration(forItemsAt: [indexPath], point: point)
    }

    /// Tells the data source the supplementary view left the screen.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      collectionView.reuse.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
    }
  }
#endif
