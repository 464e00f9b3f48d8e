/// UIKit: `UITableViewDelegate`
/// (https://developer.apple.com/documentation/uikit/uitableviewdelegate).
/// Every method is optional; the model declares those it calls, and each
/// default records its call in ``UIKitModelRecorder``.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// UIKit: `tableView(_:viewForHeaderInSection:)` (optional).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// UIKit: `tableView(_:shouldHighlightRowAt:)` (optional; `true` when not
  /// implemented): "as touch events arrive, the table view highlights rows
  /// in anticipation of the user selecting them"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)).
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// UIKit: `tableView(_:didHighlightRowAt:)` (optional): "the specified row was highlighted"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)).
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:didUnhighlightRowAt:)` (optional): "the highlight was removed from the row"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)).
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:willSelectRowAt:)` (optional): the path to select
  /// instead, or `nil` to select nothing
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// UIKit: `tableView(_:didSelectRowAt:)` (optional).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:willDeselectRowAt:)` (optional).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// UIKit: `tableView(_:didDeselectRowAt:)` (optional).
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:willDisplay:forRowAt:)` (optional): "the table view
  /// sends this message to its delegate just before it uses cell to draw a row"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:didEndDisplaying:forRowAt:)` (optional): "use this
  /// method to detect when a cell is removed from a table view"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)).
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:willDisplayHeaderView:forSection:)` (optional).
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

  /// UIKit: `tableView(_:didEndDisplayingHeaderView:forSection:)` (optional).
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

  /// UIKit: `tableView(_:viewForFooterInSection:)` (optional): the view of
  /// the section's footer, asked when the footer comes into the bounds.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// UIKit: `tableView(_:heightForHeaderInSection:)` (optional): the height
  /// of the section's header, in points, or `automaticDimension` for a view
  /// that sizes itself; without it, the table's `sectionHeaderHeight`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// UIKit: `tableView(_:heightForFooterInSection:)` (optional): the height
  /// of the section's footer, in points, or `automaticDimension` for a view
  /// that sizes itself; without it, the table's `sectionFooterHeight`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// UIKit: `tableView(_:willDisplayFooterView:forSection:)` (optional).
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

  /// UIKit: `tableView(_:didEndDisplayingFooterView:forSection:)` (optional).
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

  /// UIKit: `tableView(_:willBeginEditingRowAt:)` (optional): "called when
  /// the user swipes horizontally across a row"; the table's `isEditing` is
  /// then `true`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)).
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:didEndEditingRowAt:)` (optional): "called when the
  /// table view exits editing mode after having been put into the mode by the
  /// user swiping across the row"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didendeditingrowat:)).
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

  /// UIKit: `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
  /// (optional): "the index path to use instead of `proposedDestinationIndexPath`"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath

  /// UIKit: `tableView(_:editingStyleForRowAt:)` (optional): "If not
  /// implemented, all editable cells will have
  /// UITableViewCellEditingStyleDelete set for them when the table has
  /// editing property set to YES" (UITableView.h, iOS 16.5 SDK).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

  /// UIKit: `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
  /// (optional, iOS 11): "the swipe actions to display next to the leading
  /// edge of the row. Return nil if you want the table to display the
  /// default set of actions"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// UIKit: `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
  /// (optional, iOS 11): the same at the trailing edge
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// UIKit: `tableView(_:contextMenuConfigurationForRowAt:point:)`
  /// (optional, iOS 13): "Return nil to prevent the interaction from
  /// beginning" (UITableView.h, iOS 16.5 SDK).
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
  /// The default of an optional method: records the call; `nil`.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)")
    return nil
  }

  /// The default of an optional method: records the call; `nil`.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)")
    return nil
  }

  /// The default of an optional method: records the call; no menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)")
    return nil
  }

  /// The default of an optional method: records the call; the table's
  /// `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:heightForHeaderInSection:)")
    return tableView.sectionHeaderHeight
  }

  /// The default of an optional method: records the call; the table's
  /// `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:heightForFooterInSection:)")
    return tableView.sectionFooterHeight
  }

  /// The default of an optional method: records the call; no footer.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:viewForFooterInSection:)")
    return nil
  }

  /// The default of an optional method: records the call; no header.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:viewForHeaderInSection:)")
    return nil
  }

  /// The default of an optional method: records the call; `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:shouldHighlightRowAt:)")
    return true
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didHighlightRowAt:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didUnhighlightRowAt:)")
  }

  /// The default of an optional method: records the call; selects `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:willSelectRowAt:)")
    return indexPath
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didSelectRowAt:)")
  }

  /// The default of an optional method: records the call; deselects `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:willDeselectRowAt:)")
    return indexPath
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didDeselectRowAt:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:willDisplay:forRowAt:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:willBeginEditingRowAt:)")
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didEndEditingRowAt:)")
  }

  /// The default of an optional method: records the call; the proposed path.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
    return proposedDestinationIndexPath
  }

  /// The default of an optional method: records the call; `.delete`.
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:editingStyleForRowAt:)")
    return .delete
  }
}
