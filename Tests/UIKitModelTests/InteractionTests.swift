import UIKit

private func p(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

private func rows(_ count: Int) -> [[String]] { [(0..<count).map { "r\($0)" }] }

/// The model's selection, editing, reordering and title behaviour of a table (issue 17).
@MainActor
let interactionTests: [ModelTest] = [
  ModelTest(
    name: "model.selection.fromCodeCallsNoDelegate",
    cites:
      "UITableView.selectRow(at:animated:scrollPosition:): \"doesn't cause the delegate to receive\" will/didSelect"
  ) {
    let (table, _, delegate, _) = makeEditableTable(rows(5))
    delegate.events = []
    table.selectRow(at: p(2), animated: false, scrollPosition: .none)
    try expect(table.indexPathForSelectedRow == p(2), "row 2 is selected")
    try expect(table.cellForRow(at: p(2))?.isSelected == true, "its cell shows it")
    table.selectRow(at: p(3), animated: false, scrollPosition: .none)
    try expect(table.indexPathsForSelectedRows == [p(3)], "single selection replaces the row")
    table.deselectRow(at: p(3), animated: false)
    try expect(table.indexPathsForSelectedRows == nil, "nil when nothing is selected")
    try expect(table.cellForRow(at: p(3))?.isSelected == false, "the cell is deselected")
    try expect(delegate.events.isEmpty, "no delegate call: \(delegate.events)")
  },
  ModelTest(
    name: "model.selection.tapCallsDelegateInUIKitsOrder",
    cites: "UITableViewDelegate.tableView(_:willSelectRowAt:) may return nil; a touch deselects the other row"
  ) {
    let (table, _, delegate, _) = makeEditableTable(rows(5))
    delegate.events = []
    table.modelTap(rowAt: p(0))
    table.modelTap(rowAt: p(1))
    try expect(
      delegate.events == [
        "willSelect 0.0", "didSelect 0.0", "willSelect 0.1", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.1",
      ], "\(delegate.events)")
    delegate.refused = [p(2)]
    table.modelTap(rowAt: p(2))
    try expect(table.indexPathsForSelectedRows == [p(1)], "a refused tap changes nothing")
    table.allowsMultipleSelection = true
    table.modelTap(rowAt: p(3))
    table.modelTap(rowAt: p(1))
    try expect(table.indexPathsForSelectedRows == [p(3)], "multiple selection: a tap toggles")
    table.allowsSelection = false
    table.modelTap(rowAt: p(4))
    try expect(table.indexPathsForSelectedRows == [p(3)], "no selection when not allowed")
  },
  ModelTest(
    name: "model.selection.followsBatchUpdates",
    cites: "UITableView batch updates: selected rows move with their rows; deleted rows leave the selection"
  ) {
    let (table, dataSource, _, _) = makeEditableTable(rows(6))
    table.allowsMultipleSelection = true
    for row in [1, 3, 5] { table.selectRow(at: p(row), animated: false, scrollPosition: .none) }
    table.performBatchUpdates {
      dataSource.sections = [["new", "r0", "r1", "r2", "r4", "r3"]]
      table.insertRows(at: [p(0)], with: .automatic)
      table.deleteRows(at: [p(5)], with: .automatic)
      table.moveRow(at: p(3), to: p(5))
    }
    try expect(
      table.indexPathsForSelectedRows == [p(2), p(5)], "\(String(describing: table.indexPathsForSelectedRows))")
    try expect(
      table.cellForRow(at: p(5))?.isSelected == true && table.cellForRow(at: p(4))?.isSelected == false, "cells")
  },
  ModelTest(
    name: "model.selection.reloadRowsDeselectsReconfigureKeepsReloadDataClears",
    cites: "reloadRows deselects the reloaded rows (blog.stevex.net, 2011); reconfigureRows keeps the cell; reloadData"
  ) {
    let (table, _, _, _) = makeEditableTable(rows(4))
    table.allowsMultipleSelection = true
    for row in [0, 1, 2] { table.selectRow(at: p(row), animated: false, scrollPosition: .none) }
    table.reloadRows(at: [p(0)], with: .none)
    table.reconfigureRows(at: [p(1)])
    try expect(table.indexPathsForSelectedRows == [p(1), p(2)], "row 0 deselected, row 1 kept")
    try expect(table.cellForRow(at: p(0))?.isSelected == false, "the new cell of row 0 is not selected")
    table.reloadData()
    try expect(table.indexPathsForSelectedRows == nil, "reloadData clears the selection")
  },
  ModelTest(
    name: "model.selection.cellDequeuedForSelectedRowIsSelected",
    cites: "UITableViewCell.isSelected: the table sets the selected state of the cells it displays"
  ) {
    let (table, _, _, _) = makeEditableTable(rows(40))
    table.selectRow(at: p(30), animated: false, scrollPosition: .none)
    table.contentOffset = CGPoint(x: 0, y: 44 * 25)
    table.layoutIfNeeded()
    try expect(table.cellForRow(at: p(30))?.isSelected == true, "the reused cell of row 30 is selected")
    try expect(table.visibleCells.filter(\.isSelected).count == 1, "no other cell is")
    table.selectRow(at: p(2), animated: false, scrollPosition: .top)
    table.layoutIfNeeded()
    try expect(table.contentOffset.y == 88 && table.cellForRow(at: p(2))?.isSelected == true, "scrolled to row 2")
  },
  ModelTest(
    name: "model.editing.swipeToDeleteCommitsAndTheDataSourceDeletes",
    cites: "UITableViewDataSource.tableView(_:commit:forRowAt:): the table asks the data source to commit the delete"
  ) {
    let (table, dataSource, delegate, _) = makeEditableTable(rows(4))
    table.selectRow(at: p(1), animated: false, scrollPosition: .none)
    delegate.events = []
    try expect(table.modelSwipeToDelete(rowAt: p(1)), "committed")
    try expect(dataSource.events == ["commit delete 0.1"], "\(dataSource.events)")
    try expect(table.numberOfRows(inSection: 0) == 3 && shownTexts(table) == ["r0", "r2", "r3"], "the row is gone")
    try expect(table.indexPathsForSelectedRows == nil, "a deleted row leaves the selection")
    try expect(delegate.events.contains("didEnd 0.1 r1"), "didEndDisplaying at the old path: \(delegate.events)")
    try expect(
      delegate.events.first == "willBeginEditing 0.1" && delegate.events.last == "didEndEditing 0.1",
      "swipe-to-delete mode around the commit: \(delegate.events)")
    try expect(table.modelRowAnimations.last?.animation == .fade, "the data source's animation is recorded")
    dataSource.notEditable = [p(0)]
    try expect(!table.modelSwipeToDelete(rowAt: p(0)), "canEditRowAt false: no swipe")
    try expect(table.modelSwipe(rowAt: p(1)) && table.isEditing && table.modelSwipedRow == p(1), "swiped")
    try expect(table.visibleCells.allSatisfy { !$0.isEditing }, "swiping sets no cell editing")
    table.modelEndSwipe()
    try expect(!table.isEditing && table.numberOfRows(inSection: 0) == 3, "the swipe ends with no deletion")
    table.setEditing(true, animated: false)
    try expect(table.isEditing && !table.modelSwipeToDelete(rowAt: p(1)), "no swipe while editing")
  },
  ModelTest(
    name: "model.editing.cellsFollowTheTableAndSelectionDuringEditing",
    cites: "UITableView.setEditing(_:animated:) calls setEditing on each visible cell; allowsSelectionDuringEditing"
  ) {
    let (table, _, delegate, _) = makeEditableTable(rows(40))
    table.setEditing(true, animated: false)
    try expect(table.visibleCells.allSatisfy(\.isEditing), "visible cells edit")
    table.contentOffset = CGPoint(x: 0, y: 44 * 20)
    table.layoutIfNeeded()
    try expect(table.visibleCells.allSatisfy(\.isEditing), "cells displayed later edit too")
    delegate.events = []
    table.modelTap(rowAt: p(22))
    try expect(delegate.events.isEmpty && table.indexPathForSelectedRow == nil, "no selection while editing")
    table.allowsSelectionDuringEditing = true
    table.modelTap(rowAt: p(22))
    try expect(table.indexPathForSelectedRow == p(22), "selection during editing when allowed")
    table.setEditing(false, animated: false)
    try expect(!table.visibleCells.contains(where: \.isEditing), "editing ends")
  },
  ModelTest(
    name: "model.reorder.tableMovesTheRowBeforeTellingTheDataSource",
    cites: "UITableViewDataSource.tableView(_:moveRowAt:to:): sent when the user moves the row with its reorder control"
  ) {
    let (table, dataSource, delegate, _) = makeEditableTable([["a", "b", "c"], ["d"]])
    table.selectRow(at: p(0), animated: false, scrollPosition: .none)
    try expect(table.modelDragRow(at: p(0), to: p(2)) == nil, "no drag outside editing mode")
    table.setEditing(true, animated: false)
    let batches = table.modelBatchUpdateCount
    try expect(table.modelDragRow(at: p(0), to: p(2)) == p(2), "moved")
    try expect(dataSource.events == ["move 0.0 0.2"] && dataSource.shownAtDestination == "a", "the view moved first")
    try expect(table.indexPathsForSelectedRows == [p(2)], "the selection follows the row")
    try expect(table.modelBatchUpdateCount == batches && table.modelDataSourceCountsAgree, "no batch; counts agree")
    delegate.retarget = IndexPath(row: 0, section: 1)
    try expect(table.modelDragRow(at: p(0), to: p(1)) == IndexPath(row: 0, section: 1), "the delegate retargets")
    try expect(
      table.numberOfRows(inSection: 1) == 2 && dataSource.sections == [["c", "a"], ["b", "d"]], "moved across")
    dataSource.notMovable = [p(0)]
    try expect(table.modelDragRow(at: p(0), to: p(1)) == nil, "canMoveRowAt false: no move")
  },
  ModelTest(
    name: "model.reorder.dataSourceThatIgnoresTheMoveTrapsAtTheNextUpdate",
    cites: "UIKIT-RULES.md rule 27: the counts the table keeps after a drag are checked at the next update",
    expectedTrap: "Invalid update: invalid number of rows in section 0"
  ) {
    let (table, dataSource, _, _) = makeEditableTable([["a", "b"], ["c"]])
    dataSource.forgetsMoves = true
    table.setEditing(true, animated: false)
    table.modelDragRow(at: p(0), to: IndexPath(row: 1, section: 1))
    table.performBatchUpdates {}
  },
  ModelTest(
    name: "model.titles.indexAndHeaderTitles",
    cites:
      "UITableViewDataSource.sectionIndexTitles(for:), tableView(_:sectionForSectionIndexTitle:at:), titleForHeader"
  ) {
    let (table, dataSource, delegate, _) = makeEditableTable(
      ["a", "b", "c", "d"].map { name in (0..<6).map { "\(name)\($0)" } })
    dataSource.indexTitles = ["A", "B", "C", "D"]
    dataSource.headerTitles = [0: "First", 2: "Third"]
    dataSource.footerTitles = [1: "Foot"]
    delegate.events = []
    table.reloadData()
    table.layoutIfNeeded()
    try expect(table.modelSectionIndexTitles == ["A", "B", "C", "D"], "the index is read at the reload")
    try expect(table.headerView(forSection: 0)?.modelTitle == "First", "a title header")
    try expect(table.headerView(forSection: 1) == nil, "no title, no header")
    // A plain table's automatic padding sits above each header.
    let padding = UITableView.modelAutomaticSectionHeaderTopPadding
    try expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == padding + 28 + 264, "a title header is 28 tall")
    try expect(!delegate.events.contains("willDisplayHeader 2"), "the header of section 2 is not on screen yet")
    try expect(table.modelFooterTitle(forSection: 1) == "Foot", "the footer title is read")
    try expect(table.modelTapIndexTitle(at: 1) == 2, "the data source maps title B to section 2")
    // Section 1's footer, "Foot", is a title footer, 28 tall, between the sections.
    try expect(
      dataSource.events == ["sectionFor B 1"] && table.contentOffset.y == padding + 28 + 264 * 2 + 28,
      "scrolled there")
    try expect(delegate.events.contains("willDisplayHeader 2"), "willDisplayHeaderView once the header is shown")
    try expect(table.footerView(forSection: 1)?.modelTitle == "Foot", "the footer shows its title")
  },
]
