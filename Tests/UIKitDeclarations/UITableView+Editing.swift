/// UIKit: editing, swipe-to-delete and reordering in `UITableView`
/// (https://developer.apple.com/documentation/uikit/uitableview, "Editing the table view").
///
/// The user's gestures are model-only actions. Swipe-to-delete asks the data
/// source to commit the deletion, which it does with a batch update of its
/// own. A drag moves the row in the table first and then tells the data
/// source, which must only update its data: the table does not read the
/// counts again, so a data source that does not move the row traps at the
/// next update with UIKit's count message (UIKIT-RULES.md rules 26, 27).
extension UITableView {
  /// UIKit: `UITableView.isEditing`, `false` by default
  /// (https://developer.apple.com/documentation/uikit/uitableview/isediting).
  public var isEditing: Bool {
    get { interaction.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// UIKit: `UITableView.setEditing(_:animated:)`: "when you call this method
  /// with the value of editing set to true, the table view goes into editing
  /// mode by calling `setEditing(_:animated:)` on each visible `UITableViewCell`"
  /// (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)).
  /// The model keeps the flag only; cells have no editing state in the model.
  public func setEditing(_ editing: Bool, animated: Bool) { interaction.isEditing = editing }

  /// Model only: the user swipes the row at `indexPath` and taps Delete.
  /// UIKit offers the swipe when the data source implements
  /// `tableView(_:commit:forRowAt:)` and the row is editable
  /// (`tableView(_:canEditRowAt:)`, every row when not implemented), and not
  /// while the table is editing; it then sends `commit(.delete, forRowAt:)`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)).
  /// Returns whether the deletion was committed. The model traps when the
  /// data source does not implement the commit, as UIKit would show no
  /// Delete button.
  @discardableResult
  public func modelSwipeToDelete(rowAt indexPath: IndexPath) -> Bool {
    guard let dataSource, !isEditing else { return false }
    modelCheckExists(indexPath)
    guard dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
    let recorded = UIKitModelRecorder.defaultsCalled.count
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    if UIKitModelRecorder.defaultsCalled.dropFirst(recorded).contains(
      "UITableViewDataSource.tableView(_:commit:forRowAt:)")
    {
      modelRaise("UIKit model: swipe-to-delete needs tableView(_:commit:forRowAt:) on the data source")
    }
    return true
  }

  /// Model only: the user drags the row at `source` by its reorder control
  /// to `destination`, in editing mode. UIKit asks
  /// `tableView(_:canMoveRowAt:)`, lets the delegate retarget the drop
  /// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`),
  /// moves the row in the table (cells, counts, selection) and then sends
  /// `tableView(_:moveRowAt:to:)` "when the user presses the reorder control"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)).
  /// `destination` is a path after the move, in the table's index space.
  /// Returns the path the row landed at, or `nil` when it did not move.
  @discardableResult
  public func modelDragRow(at source: IndexPath, to destination: IndexPath) -> IndexPath? {
    guard let dataSource, isEditing else { return nil }
    modelCheckExists(source)
    guard dataSource.tableView(self, canMoveRowAt: source) else { return nil }
    let target =
      delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
      ?? destination
    let rows = numberOfRows(inSection: target.section) - (source.section == target.section ? 1 : 0)
    guard target.section < numberOfSections, target.row >= 0, target.row <= rows else {
      modelRaise("UIKit model: drag target \(ModelBatchCheck.describe(target)) is outside the table")
    }
    guard target != source else { return nil }
    engine.userMove(from: source, to: target)
    interaction.prefetched = engine.lastMapping.carry(interaction.prefetched)
    let recorded = UIKitModelRecorder.defaultsCalled.count
    dataSource.tableView(self, moveRowAt: source, to: target)
    if UIKitModelRecorder.defaultsCalled.dropFirst(recorded).contains(
      "UITableViewDataSource.tableView(_:moveRowAt:to:)")
    {
      modelRaise("UIKit model: reordering needs tableView(_:moveRowAt:to:) on the data source")
    }
    modelLayoutRows(remeasuring: true)
    return target
  }

  /// Model only: whether the data source's counts equal the table's now, as
  /// they must after a drag for the next update not to trap.
  public var modelDataSourceCountsAgree: Bool { modelReadCounts() == (0..<numberOfSections).map(numberOfRows) }
}
