import UIKit

/// The model's own tests: each encodes a documented UIKit behaviour, cited.
@MainActor
let modelTests: [ModelTest] = [
  ModelTest(
    name: "model.reuse.unregisteredIdentifierTraps",
    cites: "UITableView.dequeueReusableCell(withIdentifier:for:): \"You must register a class or nib file\"",
    expectedTrap: "unable to dequeue a cell with identifier Missing"
  ) {
    let (table, _, _) = makeTable([["a"]])
    _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
  },
  ModelTest(
    name: "model.reuse.queuesByIdentifier",
    cites: "UITableViewCell.prepareForReuse(): called just before the cell is returned from the dequeue method"
  ) {
    let (table, _, _) = makeTable([(0..<40).map { "row \($0)" }])
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    table.contentOffset = CGPoint(x: 0, y: 44 * 20)
    table.layoutIfNeeded()
    try expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "row 0 scrolled away")
    let reused = table.visibleCells.contains { $0 === first }
    try expect(reused && (first?.modelPrepareForReuseCount ?? 0) == 1, "row 0's cell is reused, prepared once")
  },
  ModelTest(
    name: "model.counts.cachedUntilReload",
    cites: "UITableView.numberOfRows(inSection:), reloadData(): the table reads its data source when it reloads"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b"]])
    dataSource.sections = [["a", "b", "c"]]
    try expect(table.numberOfRows(inSection: 0) == 2, "counts stay cached")
    table.reloadData()
    try expect(table.numberOfRows(inSection: 0) == 3, "reloadData reads them again")
  },
  ModelTest(
    name: "model.counts.collectionReloadIsDeferred",
    cites: "UICollectionView.reloadData(): UIKIT-RULES.md rule 7, the reload happens at the next layout pass"
  ) {
    let (grid, dataSource, _) = makeGrid([["a", "b"]])
    dataSource.sections = [["x"]]
    grid.reloadData()
    try expect(grid.modelHasPendingReload && grid.visibleCells.count == 2, "the old cells stay until layout")
    grid.layoutIfNeeded()
    try expect(!grid.modelHasPendingReload && grid.visibleCells.count == 1, "layout performs the reload")
  },
  ModelTest(
    name: "model.batch.pendingReloadReadsNewCountsEarly",
    cites: "UIKIT-RULES.md rule 7: a batch right after reloadData reads the new counts as the counts before it",
    expectedTrap: "Invalid update: invalid number of items in section 0. The number of items contained"
  ) {
    let (grid, dataSource, _) = makeGrid([["a"]])
    grid.reloadData()
    grid.performBatchUpdates {
      dataSource.sections = [["a", "b"]]
      grid.insertItems(at: [IndexPath(item: 1, section: 0)])
    }
  },
  ModelTest(
    name: "model.batch.dataSourceReadAfterBlock",
    cites: "UITableView.performBatchUpdates(_:completion:): \"update your table's data source\" in the block"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b"]])
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      dataSource.sections = [["new", "a", "b"]]
    }
    try expect(table.numberOfRows(inSection: 0) == 3, "counts after the batch")
    try expect(shownTexts(table) == ["new", "a", "b"], "cells follow the update: \(shownTexts(table))")
  },
  ModelTest(
    name: "model.batch.boundsTrap",
    cites: "UIKIT-RULES.md rule 12, UITableView.deleteRows(at:with:)",
    expectedTrap: "reason: 'attempt to delete row 5 from section 0 which only contains 2 rows before the update'"
  ) {
    let (table, _, _) = makeTable([["a", "b"]])
    table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
  },
  ModelTest(
    name: "model.batch.countTrap",
    cites: "UIKIT-RULES.md rule 27, NSInternalInconsistencyException text of UITableView",
    expectedTrap:
      "'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section "
      + "after the update (2) must be equal to the number of rows contained in that section before the update (2), "
      + "plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
  ) {
    let (table, _, _) = makeTable([["a", "b"]])
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  },
  ModelTest(
    name: "model.reconfigure.oldPathsInsideBatch",
    cites: "UITableView.reconfigureRows(at:): index paths inside performBatchUpdates are before the update"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b", "c"]])
    table.performBatchUpdates {
      dataSource.sections = [["b", "C"]]
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
    }
    try expect(shownTexts(table) == ["b", "C"], "row 1 is reconfigured: \(shownTexts(table))")
  },
  ModelTest(
    name: "model.reconfigure.withoutCellIsNoOp",
    cites: "UICollectionView.reconfigureItems(at:): updates existing cells only"
  ) {
    let (table, dataSource, _) = makeTable([(0..<40).map { "\($0)" }])
    let requests = dataSource.cellRequests.count
    table.reconfigureRows(at: [IndexPath(row: 30, section: 0)])
    try expect(dataSource.cellRequests.count == requests, "no cell, no request")
  },
  ModelTest(
    name: "model.reconfigure.differentCellTraps",
    cites: "UITableView.reconfigureRows(at:): \"must return the same existing cell for a given index path\"",
    expectedTrap: "the cell provider must return the existing cell"
  ) {
    let (table, dataSource, _) = makeTable([["a"]])
    dataSource.returnsUndequeuedCell = true
    table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
  },
  ModelTest(
    name: "model.visible.visibleRowsAndPreparedCells",
    cites: "UITableView.h (iOS 16.5 SDK), cellForRowAtIndexPath: \"Returns any existing visible or prepared cell for "
      + "the index path\"; indexPathForCell: \"returns nil if cell is not visible\"; isPrefetchingEnabled: the table "
      + "requests cells in advance of when they will be displayed"
  ) {
    let (table, dataSource, _) = makeTable([(0..<100).map { "\($0)" }])
    try expect(table.indexPathsForVisibleRows?.count == 10, "440 points show ten 44-point rows")
    let prepared = try table.cellForRow(at: IndexPath(row: 12, section: 0)).unwrapped("a prepared cell for row 12")
    try expect(table.indexPath(for: prepared) == nil && !table.visibleCells.contains(prepared), "prepared, not visible")
    try expect(dataSource.cellRequests.contains(IndexPath(row: 12, section: 0)), "asked of the data source ahead")
    try expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil, "row 50 has no cell")
    table.isPrefetchingEnabled = false
    table.setNeedsLayout()
    table.layoutIfNeeded()
    try expect(table.cellForRow(at: IndexPath(row: 12, section: 0)) == nil, "without prefetching, no prepared cells")
  },
  ModelTest(
    name: "model.visible.collectionPrefetchesJustOutside",
    cites: "UICollectionView.h (iOS 16.5 SDK), cellForItemAtIndexPath: \"Returns any existing visible or prepared cell "
      + "for the index path\"; prefetching, UICollectionViewDataSourcePrefetching"
  ) {
    let (grid, _, _) = makeGrid([(0..<200).map { "\($0)" }])
    let visible = Set(grid.indexPathsForVisibleItems)
    let prefetched = Set(grid.modelRealizedItems).subtracting(visible)
    try expect(!prefetched.isEmpty, "cells exist beyond the bounds")
    try expect(prefetched.allSatisfy { grid.cellForItem(at: $0) != nil }, "cellForItem returns prepared cells too")
  },
]
