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
  /// `true` as well while a row is swiped ("swipe to delete" mode).
  public var isEditing: Bool {
    get { interaction.isEditing || interaction.swipedRow != nil }
    set { setEditing(newValue, animated: false) }
  }

  /// UIKit: `UITableView.setEditing(_:animated:)`: "when you call this method
  /// with the value of editing set to true, the table view goes into editing
  /// mode by calling `setEditing(_:animated:)` on each visible `UITableViewCell`"
  /// (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)).
  /// Cells displayed later are set editing as they are displayed.
  /// Only rows whose `tableView(_:canEditRowAt:)` is `true` enter editing
  /// mode: "Individual rows can opt out of having the -editing property set
  /// for them" (UITableView.h, iOS 16.5 SDK, `canEditRowAtIndexPath:`).
  public func setEditing(_ editing: Bool, animated: Bool) {
    modelEndSwipe()
    interaction.isEditing = editing
    for path in indexPathsForVisibleRows ?? [] {
      guard let cell = cellForRow(at: path) else { continue }
      let rowEditing = modelRowIsEditing(at: path)
      if cell.isEditing != rowEditing { cell.setEditing(rowEditing, animated: animated) }
    }
  }

  /// Whether the row at `path` is in editing mode: the table is editing and
  /// the data source lets the row enter it.
  func modelRowIsEditing(at path: IndexPath) -> Bool {
    guard interaction.isEditing, let dataSource else { return false }
    return dataSource.tableView(self, canEditRowAt: path)
  }

  /// Model only: the editing control the row at `indexPath` shows: `.none`
  /// outside editing mode and for a row that does not enter it, else the
  /// delegate's `tableView(_:editingStyleForRowAt:)`, `.delete` without one
  /// ("If not implemented, all editable cells will have
  /// UITableViewCellEditingStyleDelete set for them", UITableView.h).
  public func modelEditingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard modelRowIsEditing(at: indexPath) else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Model only: whether the row at `indexPath` shows a reorder control: it
  /// is in editing mode (`UITableViewCell.h`: `editing`, "show appropriate
  /// edit controls (+/- & reorder)") and `tableView(_:canMoveRowAt:)` is
  /// `true` ("Allows the reorder accessory view to optionally be shown for a
  /// particular row", UITableView.h). A row that does not enter editing mode
  /// shows none, whatever `canMoveRowAt` says.
  public func modelShowsReorderControl(forRowAt indexPath: IndexPath) -> Bool {
    guard modelRowIsEditing(at: indexPath), let dataSource else { return false }
    return dataSource.tableView(self, canMoveRowAt: indexPath)
  }

  /// UIKit: `UITableView.allowsSelectionDuringEditing`, `false` by default:
  /// whether the user can select rows in editing mode
  /// (https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting).
  public var allowsSelectionDuringEditing: Bool {
    get { interaction.allowsSelectionDuringEditing }
    set { interaction.allowsSelectionDuringEditing = newValue }
  }

  /// UIKit: `UITableView.allowsMultipleSelectionDuringEditing`, `false` by default
  /// (https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting).
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { interaction.allowsMultipleSelectionDuringEditing }
    set { interaction.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// Model only: the user swipes the row at `indexPath` to show its Delete
  /// button. UIKit offers the swipe when the data source implements
  /// `tableView(_:commit:forRowAt:)` and the row is editable
  /// (`tableView(_:canEditRowAt:)`: "if this method isn't implemented, all
  /// rows are assumed to be editable") with the `.delete` editing style
  /// (`tableView(_:editingStyleForRowAt:)`; Apple does not say what a swipe
  /// on a row of style `.none` does: the model, taking the case harder for
  /// adapters, offers no Delete button), and not while the table is editing;
  /// a row swiped before is unswiped first.
  /// The delegate hears `tableView(_:willBeginEditingRowAt:)` and `isEditing`
  /// is `true` until the swipe ends ("swipe to delete" mode; the other cells
  /// are not set editing). Returns whether the row was swiped.
  @discardableResult
  public func modelSwipe(rowAt indexPath: IndexPath) -> Bool {
    guard let dataSource, !interaction.isEditing else { return false }
    modelCheckExists(indexPath)
    modelEndSwipe()
    guard dataSource.tableView(self, canEditRowAt: indexPath),
      (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    else { return false }
    interaction.swipedRow = indexPath
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    return true
  }

  /// Model only: the swiped row, if any.
  public var modelSwipedRow: IndexPath? { interaction.swipedRow }

  /// Model only: the user taps the Delete button of the swiped row: UIKit
  /// sends `commit(.delete, forRowAt:)`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)),
  /// leaves "swipe to delete" mode and calls `tableView(_:didEndEditingRowAt:)`
  /// with the swiped path. The model traps when the data source does not
  /// implement the commit, as UIKit would show no Delete button.
  public func modelTapDeleteButton() {
    guard let row = interaction.swipedRow, let dataSource else { return }
    let recorded = UIKitModelRecorder.defaultsCalled.count
    dataSource.tableView(self, commit: .delete, forRowAt: row)
    if UIKitModelRecorder.defaultsCalled.dropFirst(recorded).contains(
      "UITableViewDataSource.tableView(_:commit:forRowAt:)")
    {
      modelRaise("UIKit model: swipe-to-delete needs tableView(_:commit:forRowAt:) on the data source")
    }
    modelEndSwipe()
  }

  /// Model only: the swipe ends without a deletion (the user taps elsewhere).
  public func modelEndSwipe() {
    interaction.openSwipe = nil
    guard let row = interaction.swipedRow else { return }
    interaction.swipedRow = nil
    delegate?.tableView(self, didEndEditingRowAt: row)
  }

  /// Model only: ``modelSwipe(rowAt:)`` then ``modelTapDeleteButton()``;
  /// returns whether the deletion was committed.
  @discardableResult
  public func modelSwipeToDelete(rowAt indexPath: IndexPath) -> Bool {
    guard modelSwipe(rowAt: indexPath) else { return false }
    modelTapDeleteButton()
    return true
  }

  /// Model only: the user drags the row at `source` by its reorder control
  /// to `destination`, in editing mode; only a row that shows the control
  /// (``modelShowsReorderControl(forRowAt:)``) can be dragged. UIKit lets the delegate retarget the drop
  /// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`),
  /// moves the row in the table (cells, counts, selection) and then sends
  /// `tableView(_:moveRowAt:to:)` "when the user presses the reorder control"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)).
  /// `destination` is a path after the move, in the table's index space.
  /// Returns the path the row landed at, or `nil` when it did not move.
  @discardableResult
  public func modelDragRow(at source: IndexPath, to destination: IndexPath) -> IndexPath? {
    guard modelBeginDragRow(at: source) else { return nil }
    return modelDropRow(at: destination)
  }

  /// Model only: the user picks up the row at `source` by its reorder
  /// control and holds it: until ``modelDropRow(at:)`` the table has
  /// uncommitted updates. Returns whether the row was picked up.
  @discardableResult
  public func modelBeginDragRow(at source: IndexPath) -> Bool {
    guard dataSource != nil, isEditing, interaction.reordering == nil else { return false }
    modelCheckExists(source)
    guard modelShowsReorderControl(forRowAt: source) else { return false }
    interaction.reordering = source
    return true
  }

  /// Model only: the user drops the row picked up by ``modelBeginDragRow(at:)``
  /// at `destination`; see ``modelDragRow(at:to:)``.
  @discardableResult
  public func modelDropRow(at destination: IndexPath) -> IndexPath? {
    guard let source = interaction.reordering, let dataSource else { return nil }
    defer { interaction.reordering = nil }
    let target =
      delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
      ?? destination
    let rows = numberOfRows(inSection: target.section) - (source.section == target.section ? 1 : 0)
    guard target.section < numberOfSections, target.row >= 0, target.row <= rows else {
      modelRaise("UIKit model: drag target \(ModelBatchCheck.describe(target)) is outside the table")
    }
    guard target != source else { return nil }
    engine.userMove(from: source, to: target)
    visibleRows = engine.lastMapping.carry(visibleRows)
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

  /// UIKit: `UITableView.hasUncommittedUpdates`: "YES if the table view is in
  /// the middle of reordering, is displaying a drop target gap, or has drop
  /// placeholders. If possible, avoid calling -reloadData while there are
  /// uncommitted updates to avoid interfering with user-initiated
  /// interactions that have not yet completed" (UITableView.h, iOS 16.5 SDK).
  /// Apple does not say what a batch update or a reload does meanwhile; the
  /// model, taking the case harder for adapters, traps on both.
  public var hasUncommittedUpdates: Bool { interaction.reordering != nil }

  /// Model only: whether the data source's counts equal the table's now, as
  /// they must after a drag for the next update not to trap.
  public var modelDataSourceCountsAgree: Bool { modelReadCounts() == (0..<numberOfSections).map(numberOfRows) }
}
