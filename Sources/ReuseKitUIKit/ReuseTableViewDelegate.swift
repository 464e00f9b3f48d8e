#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A table view delegate for an app that has none of its own: it shows
  /// the data source's headers and footers and passes highlights,
  /// selections, swipes, scrolls and display changes to `tableView.reuse`. UIKit holds its delegate weakly: keep it.
  ///
  /// <!-- compile: prelude uikit-messages -->
  /// ```swift
  /// let delegate = ReuseTableViewDelegate()
  /// tableView.delegate = delegate
  /// ```
  @MainActor
  public final class ReuseTableViewDelegate: NSObject, UITableViewDelegate {
    /// Creates a delegate; set it as a table view's `delegate` and keep it.
    public override init() { super.init() }

    /// The data source's header for `section`, or `nil`.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      tableView.reuse.headerView(inSection: section)
    }

    /// The data source's footer for `section`, or `nil`.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      tableView.reuse.footerView(inSection: section)
    }

    /// The table's header height, or the height a retry view asks for.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      tableView.reuse.headerHeight(inSection: section)
    }

    /// The table's footer height, or the height a retry view asks for.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      tableView.reuse.footerHeight(inSection: section)
    }

    /// Highlights only the rows the data source lets a person select.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      tableView.reuse.shouldHighlightRow(at: indexPath)
    }

    /// Shows the row's view highlighted.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      tableView.reuse.didHighlightRow(at: indexPath)
    }

    /// Shows the row's view without its highlight.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      tableView.reuse.didUnhighlightRow(at: indexPath)
    }

    /// Tells the data source the table scrolled.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      (scrollView as? UITableView)?.reuse.didScroll()
    }

    /// Tells the data source the table's adjusted insets changed.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      (scrollView as? UITableView)?.reuse.didChangeAdjustedContentInset()
    }

    /// Passes the selection to the data source.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.reuse.didSelectRow(at: indexPath)
    }

    /// Passes the deselection to the data source.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      tableView.reuse.didDeselectRow(at: indexPath)
    }

    /// Tells the data source the row's item comes on screen.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      tableView.reuse.willDisplay(cell, forRowAt: indexPath)
    }

    /// Tells the data source the cell's item left the screen.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      tableView.reuse.didEndDisplaying(cell, forRowAt: indexPath)
    }

    /// Shows the swiped row's view swiped open.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      tableView.reuse.willBeginEditingRow(at: indexPath)
    }

    /// The delete control on rows a person may delete, none on rows that may only move.
    public func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
      tableView.reuse.editingStyle(forRowAt: indexPath)
    }

    /// The item's leading swipe actions.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      tableView.reuse.leadingSwipeActionsConfiguration(forRowAt: indexPath)
    }

    /// The item's trailing swipe actions, or Delete for a deletable item.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      tableView.reuse.trailingSwipeActionsConfiguration(forRowAt: indexPath)
    }

    /// The item's context menu.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      tableView.reuse.contextMenuConfiguration(forRowAt: indexPath, point: point)
    }

    /// Shows the swiped row's view closed again.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      tableView.reuse.didEndEditingRow(at: indexPath)
    }

    /// Tells the data source the section's header comes on screen.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      tableView.reuse.willDisplayHeaderView(view, forSection: section)
    }

    /// Tells the data source the header left the screen.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
      tableView.reuse.didEndDisplayingHeaderView(view, forSection: section)
    }

    /// Tells the data source the section's footer comes on screen.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      tableView.reuse.willDisplayFooterView(view, forSection: section)
    }

    /// Tells the data source the footer left the screen.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
      tableView.reuse.didEndDisplayingFooterView(view, forSection: section)
    }
  }
#endif
