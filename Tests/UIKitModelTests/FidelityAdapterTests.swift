import ReuseKit
import ReuseKitUIKit
import UIKit

private func p(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// The adapters' tests of issue 26: each failed on the model that follows
/// Apple before the adapters were fixed.
@MainActor
let fidelityAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.fidelity.tableReorderShowsItsControlWithoutAnEditingHandler",
    cites: "UITableView.h: only rows whose canEditRowAt is true enter editing and show a reorder control; "
      + "editingStyleForRowAt .none shows no delete control"
  ) {
    let (table, dataSource, _) = makeReuseTable([[0, 1, 2, 3]], behaviour: LineBehaviour(movable: { $0.id != 0 }))
    let delegate = ReuseTableViewDelegate()
    table.delegate = delegate
    keptAlive.append(delegate)
    var moved: [Int] = []
    dataSource.editing.didReorder = { moved.append($0.item.id) }
    table.setEditing(true, animated: false)
    let reorder = (0..<4).map { table.modelShowsReorderControl(forRowAt: p($0)) }
    try expect(reorder == [false, true, true, true], "reorder controls: \(reorder)")
    let styles = (0..<4).map { table.modelEditingStyle(forRowAt: p($0)) }
    try expect(styles.allSatisfy { $0 == .none }, "no delete control on a move-only row: \(styles)")
    try expect(table.modelDragRow(at: p(1), to: p(3)) == p(3), "1 is dragged to the end")
    try expect(moved == [1] && table.modelDataSourceCountsAgree, "didReorder: \(moved)")
    try expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 2, 3, 1], "the data source's order")
  },
  ModelTest(
    name: "adapter.fidelity.tableReorderWithAnEditingHandlerDeletesOnlyEditableRows",
    cites: "UITableView.h: editingStyleForRowAtIndexPath; canEditRowAtIndexPath; canMoveRowAtIndexPath"
  ) {
    let (table, dataSource, _) = makeReuseTable(
      [[0, 1, 2, 3]], behaviour: LineBehaviour(deletable: { $0.id.isMultiple(of: 2) }, movable: { $0.id != 2 }))
    let delegate = ReuseTableViewDelegate()
    table.delegate = delegate
    keptAlive.append(delegate)
    var deleted: [Int] = []
    dataSource.editing.didDeleteItem = { deleted.append($0.id) }
    table.setEditing(true, animated: false)
    let styles = (0..<4).map { table.modelEditingStyle(forRowAt: p($0)) }
    try expect(styles == [.delete, .none, .delete, .none], "delete controls on deletable rows only: \(styles)")
    let reorder = (0..<4).map { table.modelShowsReorderControl(forRowAt: p($0)) }
    try expect(reorder == [true, true, false, true], "reorder controls: \(reorder)")
    table.setEditing(false, animated: false)
    try expect(!table.modelSwipe(rowAt: p(1)), "a move-only row has no swipe-to-delete")
    try expect(table.modelSwipeToDelete(rowAt: p(2)), "a deletable row does")
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(deleted == [2] && dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 1, 3], "deleted: \(deleted)")
  },
  ModelTest(
    name: "adapter.fidelity.cellStateReachesPreparedCells",
    cites: "UITableView.h, UICollectionView.h (iOS 16.5 SDK): cellForRowAtIndexPath and cellForItemAtIndexPath return "
      + "\"any existing visible or prepared cell\"; an app's delegate need not forward willDisplay"
  ) {
    let (table, dataSource, _) = makeReuseTable([Array(0..<40)])
    table.delegate = nil
    let (grid, gridSource, _) = makeReuseGrid([Array(0..<40)])
    grid.delegate = nil
    for (view, source) in [(table as UIScrollView, dataSource), (grid, gridSource)] {
      let visible = (view as? UITableView)?.indexPathsForVisibleRows ?? grid.indexPathsForVisibleItems
      let first = try (visible.max()?.row).unwrapped("visible rows") + 1
      let cell = (view as? UITableView)?.cellForRow(at: p(first)) ?? grid.cellForItem(at: p(first))
      try expect(cell != nil, "\(type(of: view)): row \(first) has a prepared cell")
      _ = source.selection.selectItem(withID: first)
      try expect(
        lastState(cell) == CellState(isSelected: true), "\(type(of: view)): the prepared cell shows the selection")
      source.apply(sectioned([[-1] + Array(0..<40)]), completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      source.selection.deselectItem(withID: first)
      let moved = (view as? UITableView)?.cellForRow(at: p(first + 1)) ?? grid.cellForItem(at: p(first + 1))
      try expect(lastState(moved) == .normal, "\(type(of: view)): after an insert above, the deselection reaches it")
    }
  },
  ModelTest(
    name: "adapter.fidelity.reuseStateIsReleasedWithItsView",
    cites: "ReuseTable: one weak side table ties a UIKit view to its reuse object, on a device and here alike"
  ) {
    useModelRunLoop()
    weak var releasedTable: UITableView?
    weak var releasedReuse: TableViewReuse?
    weak var releasedGrid: UICollectionView?
    weak var releasedGridReuse: CollectionViewReuse?
    do {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
      let dataSource = LineSource(table) { .view(StateView.self, "\($0.id)") }
      dataSource.apply(sectioned([[0, 1, 2]]), animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      try expect(table.reuse === table.reuse, "one reuse object per table")
      let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
      releasedTable = table
      releasedReuse = table.reuse
      releasedGrid = grid
      releasedGridReuse = grid.reuse
    }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(releasedTable == nil && releasedGrid == nil, "the views are released: nothing of ReuseKit keeps them")
    let next = UITableView(frame: .zero, style: .plain)
    try expect(next.reuse.tableView === next, "a new view gets its own reuse object")
    try expect(releasedReuse == nil && releasedGridReuse == nil, "the released views' state is gone with them")
  },
  ModelTest(
    name: "adapter.fidelity.applyDuringALiveDragWaitsForTheDrop",
    cites: "UITableView.h, UICollectionView.h (iOS 16.5 SDK): hasUncommittedUpdates, \"avoid calling -reloadData while "
      + "there are uncommitted updates to avoid interfering with user-initiated interactions\""
  ) {
    let (table, dataSource, _) = makeReuseTable([[0, 1, 2, 3, 4, 5]], behaviour: .everything)
    var finished = false
    table.setEditing(true, animated: false)
    try expect(table.modelBeginDragRow(at: p(1)), "the person picks up row 1")
    dataSource.apply(sectioned([[0, 1, 2, 3, 4, 5, 9]])) { finished = true }
    UIKitModelRunLoop.main.advance(by: 0.5)
    try expect(table.numberOfRows(inSection: 0) == 6 && !finished, "the apply waits while the person holds the row")
    try expect(table.modelDropRow(at: p(3)) == p(3), "dropped at 3")
    UIKitModelRunLoop.main.advance(by: 1)
    try expect(finished, "the apply finished after the drop")
    try expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 2, 3, 1, 4, 5, 9], "the drop and the apply")
    try expectRowsInStep(table, dataSource, "after the drop")
    let (grid, gridSource, _) = makeReuseGrid([[0, 1, 2, 3]], behaviour: .everything)
    try expect(grid.beginInteractiveMovementForItem(at: p(0)), "the person picks up item 0")
    gridSource.apply(sectioned([[0, 1, 2, 3, 9]]), completion: nil)
    UIKitModelRunLoop.main.advance(by: 0.5)
    try expect(grid.numberOfItems(inSection: 0) == 4, "the grid's apply waits too")
    grid.endInteractiveMovement()
    UIKitModelRunLoop.main.advance(by: 1)
    try expect(grid.numberOfItems(inSection: 0) == 5, "and lands after the movement ends")
  },
  ModelTest(
    name: "adapter.fidelity.noOffsetCorrectionWhileUIKitAnimates",
    cites: "UITableView.performBatchUpdates(_:completion:): the changes animate, and completion runs when they end; "
      + "UIScrollView.contentOffset"
  ) {
    // An animated apply that inserts 40 rows above the first visible one.
    try expectFirstVisibleRowKept { dataSource, next, _ in dataSource.apply(next, completion: nil) }
  },
  ModelTest(
    name: "adapter.fidelity.animatedScrollToItemLandsWhereAsked",
    cites: "UIScrollView.setContentOffset(_:animated:); UITableView.scrollToRow(at:at:animated:): rows on the way "
      + "are measured during the animation"
  ) {
    let (table, dataSource) = makeLineTable(lines(0..<1_000))
    let changes = table.modelOffsetChanges.count
    try expect(dataSource.scrolling.scrollToItem(withID: 700, at: .top, animated: true), "item 700 exists")
    UIKitModelRunLoop.main.advance(by: 1)
    let recorded = table.modelOffsetChanges.dropFirst(changes)
    try expect(recorded.contains(where: \.animated), "the scroll animates: \(recorded.map(\.offset.y))")
    try expect(!recorded.contains(where: \.whileAnimating), "no jump during it: \(recorded.map(\.offset.y))")
    let top = table.rectForRow(at: IndexPath(row: 700, section: 0)).minY - table.contentOffset.y
    try expect(abs(top) <= 0.5, "item 700 lands at the top: \(top)")
  },
  ModelTest(
    name: "adapter.fidelity.tableFootersFromTheDataSourceShowSizeAndUpdateInPlace",
    cites: "UITableViewDelegate.tableView(_:viewForFooterInSection:), tableView(_:willDisplayFooterView:forSection:); "
      + "UITableView.footerView(forSection:); UITableView.h: sectionFooterHeight \"default is UITableViewAutomaticDimension\""
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let delegate = ReuseTableViewDelegate()
    table.delegate = delegate
    keptAlive.append(delegate)
    _ = window(showing: table)
    let dataSource = DiffableDataSource<Topic, Line>(table) { .view(TextView.self, $0.text) }
    var footers: [String] = []
    dataSource.display.willDisplaySupplementaryView = { kind, topic in
      if kind == .footer { footers.append(topic.title) }
    }
    dataSource.supplementaryViewProvider = { kind, topic in kind == .footer ? .view(TextView.self, topic.title) : nil }
    keptAlive.append(dataSource)
    dataSource.apply(topics(["alpha", "beta"]), animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let footer = try (table.footerView(forSection: 0) as? TableViewHeaderFooterView<TextView>).unwrapped("a footer")
    try expect(footer.view.label.text == "alpha", "the footer shows \(footer.view.label.text ?? "nothing")")
    try expect(footers == ["alpha", "beta"], "their display was forwarded: \(footers)")
    let lastRow = table.rectForRow(at: IndexPath(row: 2, section: 0)).maxY
    let next = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY
    try expect(next - lastRow == footer.frame.height && footer.frame.height > 0, "the footer takes its place")
    dataSource.apply(topics([String(repeating: "t", count: 60), "beta"]), completion: nil)
    UIKitModelRunLoop.main.advance(by: 1)
    let renamed = try (table.footerView(forSection: 0) as? TableViewHeaderFooterView<TextView>).unwrapped("a footer")
    try expect(renamed.view.label.text == String(repeating: "t", count: 60), "the footer shows the new title")
    try expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY > next, "the footer grew, measured again")
    try expect(dataSource.reloadCount == 0, "no reload")
  },
]
