/// UIKit: the selection of `UITableView`
/// (https://developer.apple.com/documentation/uikit/uitableview, "Selecting rows").
///
/// The selected paths follow their rows through batch updates; a deleted or
/// reloaded row leaves the selection (reloading deselects: "reloadRows ...
/// will deselect whatever rows you reload",
/// http://blog.stevex.net/2011/12/uitableview-selection-not-sticking-when-reloading-cells/);
/// a reconfigured row keeps it; `reloadData()` clears it. Visible cells'
/// `isSelected` shows it.
extension UITableView {
  /// UIKit: `UITableView.allowsSelection`, `true` by default
  /// (https://developer.apple.com/documentation/uikit/uitableview/allowsselection).
  public var allowsSelection: Bool {
    get { interaction.allowsSelection }
    set { interaction.allowsSelection = newValue }
  }

  /// UIKit: `UITableView.allowsMultipleSelection`, `false` by default
  /// (https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection).
  public var allowsMultipleSelection: Bool {
    get { interaction.allowsMultipleSelection }
    set {
      interaction.allowsMultipleSelection = newValue
      if !newValue, let first = engine.selected.min() { modelSetSelection([first]) }
    }
  }

  /// UIKit: `UITableView.indexPathForSelectedRow`: "the index path identifying
  /// the row and section of the selected row", `nil` without one; with
  /// several, the model answers the first.
  public var indexPathForSelectedRow: IndexPath? { engine.selected.min() }

  /// UIKit: `UITableView.indexPathsForSelectedRows`: `nil` when no row is selected
  /// (https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows).
  public var indexPathsForSelectedRows: [IndexPath]? { engine.selected.isEmpty ? nil : engine.selected.sorted() }

  /// UIKit: `UITableView.selectRow(at:animated:scrollPosition:)`: "calling this
  /// method doesn't cause the delegate to receive a `tableView(_:willSelectRowAt:)`
  /// or `tableView(_:didSelectRowAt:)` message"
  /// (https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)).
  /// `nil` clears the selection; in single selection the row replaces the
  /// selected one; a position other than `.none` scrolls the row there.
  /// With `allowsSelection` off the model ignores the call.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    guard let indexPath else {
      modelSetSelection([])
      return
    }
    guard allowsSelection else { return }
    modelCheckExists(indexPath)
    modelSetSelection(engine.selecting(indexPath, multiple: allowsMultipleSelection))
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// UIKit: `UITableView.deselectRow(at:animated:)`: no delegate message
  /// (https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    modelSetSelection(engine.selected.subtracting([indexPath]))
  }

  /// Model only: the user taps the row at `indexPath`: a touch down on it
  /// (``modelTouchDown(rowAt:)``) and the finger lifted
  /// (``modelTouchUp(selecting:)``).
  public func modelTap(rowAt indexPath: IndexPath) {
    modelTouchDown(rowAt: indexPath)
    modelTouchUp(selecting: true)
  }

  /// Model only: a finger comes down on the row at `indexPath`. "As touch
  /// events arrive, the table view highlights rows in anticipation of the
  /// user selecting them" and asks `tableView(_:shouldHighlightRowAt:)`
  /// first
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:));
  /// when it answers `true`, the cell's `isHighlighted` is set and
  /// `tableView(_:didHighlightRowAt:)` is called. Nothing happens with
  /// `allowsSelection` off, or in editing mode with
  /// `allowsSelectionDuringEditing` off.
  public func modelTouchDown(rowAt indexPath: IndexPath) {
    guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
    modelCheckExists(indexPath)
    let highlights = delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    interaction.touch = (indexPath, highlights)
    guard highlights else { return }
    cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    delegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// Model only: the finger lifts (`selecting`) or the touch is cancelled,
  /// as by a scroll: a highlighted row loses its highlight first
  /// (`tableView(_:didUnhighlightRowAt:)`; Apple documents no order for a
  /// table), then a lifted finger selects. A row whose delegate answered
  /// `tableView(_:shouldHighlightRowAt:)` with `false` is not selected:
  /// "Returning NO to that message halts the selection process"
  /// (UITableView.h, iOS 16.5 SDK, line 130).
  public func modelTouchUp(selecting: Bool) {
    guard let touch = interaction.touch else { return }
    interaction.touch = nil
    guard touch.isHighlighted else { return }
    cellForRow(at: touch.path)?.setHighlighted(false, animated: false)
    delegate?.tableView(self, didUnhighlightRowAt: touch.path)
    if selecting { modelSelectByTouch(touch.path) }
  }

  /// The selection of a lifted finger, as UIKit handles a touch:
  /// `tableView(_:willSelectRowAt:)` may redirect or refuse it; in single
  /// selection the other selected rows are deselected, each through
  /// `willDeselectRowAt` and `didDeselectRowAt`; then the row is selected and
  /// `didSelectRowAt` is called. In multiple selection a tap on a selected
  /// row deselects it; editing mode follows `allowsMultipleSelectionDuringEditing`.
  private func modelSelectByTouch(_ indexPath: IndexPath) {
    let delegate = delegate
    engine.userTap(
      indexPath, multiple: isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection,
      willSelect: { path in delegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path },
      willDeselect: { path in delegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path },
      didSelect: { delegate?.tableView(self, didSelectRowAt: $0) },
      didDeselect: { delegate?.tableView(self, didDeselectRowAt: $0) }, show: modelShowSelection)
  }

  /// Sets the selection and the visible cells' `isSelected`.
  func modelSetSelection(_ selection: Set<IndexPath>) {
    engine.selected = selection
    modelShowSelection()
  }

  /// Gives each visible cell the selected state of its row.
  func modelShowSelection() {
    for (path, cell) in engine.cells {
      guard let cell = cell as? UITableViewCell, cell.isSelected != engine.selected.contains(path) else { continue }
      cell.setSelected(engine.selected.contains(path), animated: false)
    }
  }

  func modelCheckExists(_ indexPath: IndexPath) { engine.checkExists(indexPath, in: "UITableView (\(self))") }
}
