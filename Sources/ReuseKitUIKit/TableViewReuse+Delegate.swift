#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the app's table view delegate passes on: UIKit tells the
  /// delegate, which stays the app's, of a person's selections and of the
  /// rows, headers and footers it shows; one line in each delegate method
  /// hands it to the data source, which keeps it by identity
  /// (`selection`, `display`).
  ///
  /// <!-- compile: prelude uikit-messages, inside ListController -->
  /// ```swift
  /// func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
  ///   tableView.reuse.didSelectRow(at: indexPath)
  /// }
  /// ```
  ///
  /// ``ReuseTableViewDelegate`` does all of it for an app without a delegate of its own.
  extension TableViewReuse {
    // MARK: - Public

    /// A person selected the row: call it from `tableView(_:didSelectRowAt:)`.
    /// The data source's selection takes it, or refuses it when its
    /// `allowsSelection` is off, and the table then shows that selection.
    public func didSelectRow(at indexPath: IndexPath) { forwardSelection(at: indexPath) }

    /// A person deselected the row: call it from `tableView(_:didDeselectRowAt:)`.
    public func didDeselectRow(at indexPath: IndexPath) { forwardDeselection(at: indexPath) }

    /// Whether a finger down on the row highlights it: return it from
    /// `tableView(_:shouldHighlightRowAt:)`. `false` for a row the data
    /// source's selection refuses (``CellState/isDisabled``) and while its
    /// `allowsSelection` is off.
    public func shouldHighlightRow(at indexPath: IndexPath) -> Bool { canHighlight(at: indexPath) }

    /// A finger is down on the row: call it from `tableView(_:didHighlightRowAt:)`.
    /// Its hosted view is told (``CellState/isHighlighted``) until the highlight ends.
    public func didHighlightRow(at indexPath: IndexPath) { showHighlight(true, at: indexPath) }

    /// The highlight ended: call it from `tableView(_:didUnhighlightRowAt:)`.
    public func didUnhighlightRow(at indexPath: IndexPath) { showHighlight(false, at: indexPath) }

    /// Focus moved between rows: call it from `tableView(_:didUpdateFocusIn:with:)`
    /// with the context's `previouslyFocusedIndexPath` and `nextFocusedIndexPath`.
    /// The hosted views are told (``CellState/isFocused``), and the focus stays
    /// through selections and applies.
    public func didUpdateFocus(from previous: IndexPath?, to next: IndexPath?) {
      showFocus(from: previous, to: next)
    }

    /// The table is about to show `cell` for the row: call it from
    /// `tableView(_:willDisplay:forRowAt:)`. The data source's
    /// `display.willDisplayItem` hears of the item, and the hosted view is
    /// told the item's state if it changed since UIKit prepared the cell
    /// ahead of display.
    public func willDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      forwardWillDisplay(cell, at: indexPath)
    }

    /// The table stopped showing `cell`: call it from
    /// `tableView(_:didEndDisplaying:forRowAt:)`. The data source knows which
    /// item the cell showed, so the path UIKit passes, which may be one from
    /// before an update, is not used.
    public func didEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      forwardDidEndDisplaying(cell)
    }

    /// The table's offset changed: call it from `scrollViewDidScroll(_:)`.
    /// Once the turn's layout is done, the data source hears what the
    /// table shows: its paging how near each end is, its
    /// `scrolling.readingPosition` the row at the top.
    public func didScroll() { viewDidScroll() }

    /// The table's adjusted content insets changed: call it from
    /// `scrollViewDidChangeAdjustedContentInset(_:)`. When the table enters
    /// a window under a navigation bar, or a bar shows or hides, the rows
    /// at the top of the visible area stay there, a reading position
    /// restored before the table was in its window included.
    public func didChangeAdjustedContentInset() { viewDidChangeAdjustedInsets() }

    /// A person swiped the row open: call it from
    /// `tableView(_:willBeginEditingRowAt:)`. Its hosted view is told
    /// (``CellState/isSwiped``) until the swipe ends.
    public func willBeginEditingRow(at indexPath: IndexPath) { showSwipe(true, at: indexPath) }

    /// The editing control of the row: return it from
    /// `tableView(_:editingStyleForRowAt:)`. `.delete` for a row a person
    /// may delete, `.none` for one that may only move: without it, UIKit
    /// shows a delete control on every row in editing mode.
    public func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
      guard state.content.isDeletable(at: ItemPath(indexPath)) else { return .none }
      return .delete
    }

    /// The actions a swipe shows at the row's leading edge: return it from
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`. They are
    /// the item's (``ViewConfiguration/swipeActions(edge:allowsFullSwipe:_:)``),
    /// made for its identity: performed after an apply moved the row, an
    /// action acts on the item; after an apply deleted it, on nothing.
    public func leadingSwipeActionsConfiguration(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      guard state.isConnected else { return nil }
      return itemActions.swipeActions(at: .leading, ofItemAt: ItemPath(indexPath), in: state.content)
    }

    /// The actions a swipe shows at the row's trailing edge: return it from
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`. A
    /// deletable item without actions of its own shows Delete, which deletes
    /// it by identity through the data source's editing path.
    public func trailingSwipeActionsConfiguration(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      guard state.isConnected else { return nil }
      return itemActions.swipeActions(at: .trailing, ofItemAt: ItemPath(indexPath), in: state.content)
    }

    /// The menu a touch and hold opens on the row: return it from
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`. It is the
    /// item's (``ViewConfiguration/contextMenu(_:preview:)``), with its
    /// preview, and its actions act on the item by identity.
    public func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
      guard state.isConnected else { return nil }
      return itemActions.contextMenu(forItemsAt: [ItemPath(indexPath)], in: state.content)
    }

    /// The swipe ended: call it from `tableView(_:didEndEditingRowAt:)`.
    public func didEndEditingRow(at indexPath: IndexPath?) { showSwipe(false, at: indexPath) }

    /// The table is about to show `view` as the header of `section`: call
    /// it from `tableView(_:willDisplayHeaderView:forSection:)`.
    public func willDisplayHeaderView(_ view: UIView, forSection section: Int) {
      forwardWillDisplaySupplementary(view, ofKind: .header, inSection: section)
    }

    /// The table stopped showing the header `view`: call it from
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    public func didEndDisplayingHeaderView(_ view: UIView, forSection section: Int) {
      forwardDidEndDisplayingSupplementary(view)
    }

    /// The table is about to show `view` as the footer of `section`: call
    /// it from `tableView(_:willDisplayFooterView:forSection:)`.
    public func willDisplayFooterView(_ view: UIView, forSection section: Int) {
      forwardWillDisplaySupplementary(view, ofKind: .footer, inSection: section)
    }

    /// The table stopped showing the footer `view`: call it from
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    public func didEndDisplayingFooterView(_ view: UIView, forSection section: Int) {
      forwardDidEndDisplayingSupplementary(view)
    }
  }
#endif
