import UIKit

private func p(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

private func rows(_ count: Int) -> [[String]] { [(0..<count).map { "r\($0)" }] }

/// The model's tests of issue 26: each behaviour where the model was found
/// to differ from Apple, with the header line, documentation page or WWDC
/// session it now follows. Where Apple is silent, the test says which case
/// the model takes: the one that is harder for the adapters.
@MainActor
let fidelityModelTests: [ModelTest] = [
  ModelTest(
    name: "model.collectionWithoutPrefetchingPreparesNoCellBeyondTheBounds",
    cites:
      "https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled: \"When false, "
      + "the cells are requested as they are needed for display\""
  ) {
    let (grid, _, _, _) = makeEditableGrid([(0..<40).map { "i\($0)" }])
    try expect(grid.modelRealizedItems.count > grid.indexPathsForVisibleItems.count, "prefetching on: cells ahead")
    grid.isPrefetchingEnabled = false
    grid.contentOffset = CGPoint(x: 0, y: 400)
    grid.layoutIfNeeded()
    try expect(
      Set(grid.modelRealizedItems) == Set(grid.indexPathsForVisibleItems),
      "prefetching off: the visible items' cells only: \(grid.modelRealizedItems.count) for \(grid.indexPathsForVisibleItems.count)"
    )
  },
  ModelTest(
    name: "model.editing.onlyEditableRowsEnterEditingAndShowTheirControls",
    cites: "UITableView.h (iOS 16.5 SDK): canEditRowAtIndexPath \"Individual rows can opt out of having the -editing "
      + "property set for them\"; canMoveRowAtIndexPath \"Allows the reorder accessory view to optionally be shown\"; "
      + "editingStyleForRowAtIndexPath \"If not implemented, all editable cells will have "
      + "UITableViewCellEditingStyleDelete\"; UITableViewCell.h editing \"show appropriate edit controls (+/- & reorder)\""
  ) {
    let (table, dataSource, delegate, _) = makeEditableTable(rows(4))
    dataSource.notEditable = [p(0)]
    dataSource.notMovable = [p(3)]
    delegate.editingStyles[p(1)] = UITableViewCell.EditingStyle.none
    table.setEditing(true, animated: false)
    let editing = (0..<4).map { table.cellForRow(at: p($0))?.isEditing == true }
    try expect(editing == [false, true, true, true], "only editable rows enter editing: \(editing)")
    let styles = (0..<4).map { table.modelEditingStyle(forRowAt: p($0)) }
    try expect(styles == [.none, .none, .delete, .delete], "editing styles: \(styles)")
    let reorder = (0..<4).map { table.modelShowsReorderControl(forRowAt: p($0)) }
    try expect(reorder == [false, true, true, false], "reorder controls: \(reorder)")
    try expect(table.modelDragRow(at: p(0), to: p(2)) == nil, "a row outside editing mode has no control to drag")
    try expect(table.modelDragRow(at: p(1), to: p(2)) == p(2), "a move-only row (style .none) is dragged")
    table.setEditing(false, animated: false)
    try expect(table.visibleCells.allSatisfy { !$0.isEditing }, "editing ends for every row")
    delegate.editingStyles = [p(2): .none]
    // Apple does not say what a swipe on a row of style .none does; the model
    // offers no Delete button, the case harder for adapters.
    try expect(!table.modelSwipe(rowAt: p(2)), "no swipe-to-delete on a row of style .none")
    try expect(table.modelSwipe(rowAt: p(3)), "a row of style .delete swipes")
  },
  ModelTest(
    name: "model.messages.indexPathsPrintAsUIKitPrintsThem",
    cites:
      "UIKit's %@ of an NSIndexPath in NSInternalInconsistencyException reasons: \"<NSIndexPath: 0x…> {length = 2, "
      + "path = 0 - 5}\" (UIKIT-RULES.md, rule 17 and the tags; XLData#15)",
    expectedTrap:
      "attempt to move index path (<NSIndexPath: 0xc000000000a00016> {length = 2, path = 0 - 5}) that does not"
  ) {
    let (table, _, _) = makeTable([["a", "b", "c"]])
    table.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
  },
]
