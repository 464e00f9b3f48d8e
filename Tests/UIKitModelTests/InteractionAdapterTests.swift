import ReuseKit
import ReuseKitUIKit
import UIKit

private func p(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// Issue 17 on UIKit: a data source's selection, editing, reordering,
/// titles, display and prefetch callbacks and row animations, by identity,
/// through the adapters and an app delegate that forwards to `reuse`.
@MainActor
let interactionAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.interaction.tableSelectionSurvivesMovesDeletesReloadsAndReloadData",
    cites: "UITableView.selectRow(at:animated:scrollPosition:); reloadRows deselects; reloadData() clears the selection"
  ) {
    let (table, dataSource, delegate) = makeReuseTable([Array(0..<8)], multiple: true)
    for id in [2, 5, 7] { dataSource.selection.selectItem(withID: id) }
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "selected from code")
    try expect(ids(at: table.indexPathsForSelectedRows, in: dataSource) == [2, 5, 7], "rows of 2, 5 and 7")
    try expect(delegate.calls.isEmpty, "the delegate heard nothing: \(delegate.calls)")
    var snapshot = sectioned([[5, 0, 1, 2, 3, 4, 6]])
    snapshot.reloadItems([Line(id: 2, length: 10)])
    dataSource.apply(snapshot, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(table.modelRowAnimations.contains { $0.change == "reloadRows" }, "row 2 was reloaded")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "after a move, a delete and a reload")
    try expect(ids(at: table.indexPathsForSelectedRows, in: dataSource) == [2, 5], "7 left with its row")
    try expect(lastState(table.cellForRow(at: p(0)))?.isSelected == true, "the moved row's view shows it selected")
    try expect(lastState(table.cellForRow(at: p(3)))?.isSelected == true, "the reloaded row's new view too")
    try expect(lastState(table.cellForRow(at: p(1)))?.isSelected == false, "row 1 is not selected")
    dataSource.applySnapshotUsingReloadData(sectioned([[6, 5, 4, 3, 2]]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(dataSource.reloadCount == 1, "reloaded")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "after reloadData")
    try expect(ids(at: table.indexPathsForSelectedRows, in: dataSource) == [2, 5], "2 and 5 selected again")
    dataSource.selection.deselectItem(withID: 5)
    try expect(ids(at: table.indexPathsForSelectedRows, in: dataSource) == [2], "deselected from code")
    try expect(delegate.calls.isEmpty, "still no delegate call: \(delegate.calls)")
  },
  ModelTest(
    name: "adapter.interaction.gridSelectionSurvivesMovesDeletesReloadsAndReloadData",
    cites: "UICollectionView.selectItem(at:animated:scrollPosition:); reloadData() clears the selection"
  ) {
    let (grid, dataSource, _) = makeReuseGrid([Array(0..<8), [10, 11]], multiple: true)
    for id in [2, 7, 11] { dataSource.selection.selectItem(withID: id) }
    try expectSelectionInStep(grid.indexPathsForSelectedItems, dataSource, "selected from code")
    var snapshot = sectioned([[11, 0, 1, 2, 3], [10, 4, 5]])
    snapshot.reloadItems([Line(id: 2, length: 10)])
    dataSource.apply(snapshot, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expectSelectionInStep(grid.indexPathsForSelectedItems, dataSource, "after moves across sections and a reload")
    try expect(ids(at: grid.indexPathsForSelectedItems, in: dataSource) == [2, 11], "7 was deleted")
    try expect(lastState(grid.cellForItem(at: p(0)))?.isSelected == true, "11's view shows it selected")
    dataSource.applySnapshotUsingReloadData(sectioned([[3, 2, 1], [11]]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expectSelectionInStep(grid.indexPathsForSelectedItems, dataSource, "after reloadData")
    try expect(ids(at: grid.indexPathsForSelectedItems, in: dataSource) == [2, 11], "selected again")
  },
  ModelTest(
    name: "adapter.interaction.tapsThroughTheAppsDelegateSelectInTheDataSource",
    cites: "UITableViewDelegate.tableView(_:didSelectRowAt:), tableView(_:didDeselectRowAt:)"
  ) {
    let (table, dataSource, delegate) = makeReuseTable([Array(0..<6)])
    table.modelTap(rowAt: p(1))
    try expect(dataSource.selection.selectedIDs == [1], "the tap selected 1: \(dataSource.selection.selectedIDs)")
    try expect(lastState(table.cellForRow(at: p(1)))?.isSelected == true, "its view shows it")
    table.modelTap(rowAt: p(4))
    try expect(delegate.calls == ["didSelect 0.1", "didDeselect 0.1", "didSelect 0.4"], "\(delegate.calls)")
    try expect(dataSource.selection.selectedIDs == [4], "single selection: \(dataSource.selection.selectedIDs)")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "after two taps")
    try expect(lastState(table.cellForRow(at: p(1)))?.isSelected == false, "1's view shows it deselected")
    dataSource.selection.allowsSelection = false
    table.modelTap(rowAt: p(2))
    try expect(dataSource.selection.selectedIDs == [4], "the data source refuses the tap")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "the view follows the refusal")
  },
  ModelTest(
    name: "adapter.interaction.readyMadeDelegatesForwardTapsHeadersAndDisplay",
    cites: "UICollectionViewDelegate.collectionView(_:didSelectItemAt:), collectionView(_:didDeselectItemAt:); "
      + "UITableViewDelegate.tableView(_:viewForHeaderInSection:), tableView(_:willDisplay:forRowAt:)"
  ) {
    let (grid, dataSource, _) = makeReuseGrid([Array(0..<6)], multiple: true)
    let delegate = ReuseCollectionViewDelegate()
    grid.delegate = delegate
    keptAlive.append(delegate)
    grid.modelTap(itemAt: p(1))
    grid.modelTap(itemAt: p(3))
    try expect(dataSource.selection.selectedIDs == [1, 3], "multiple: \(dataSource.selection.selectedIDs)")
    grid.modelTap(itemAt: p(1))
    try expect(dataSource.selection.selectedIDs == [3], "a second tap deselects: \(dataSource.selection.selectedIDs)")
    try expectSelectionInStep(grid.indexPathsForSelectedItems, dataSource, "collection view")
    let (table, tableSource, _) = makeReuseTable([Array(0..<6)])
    let tableDelegate = ReuseTableViewDelegate()
    table.delegate = tableDelegate
    keptAlive.append(tableDelegate)
    var headers: [String] = []
    tableSource.display.willDisplaySupplementaryView = { _, topic in headers.append(topic.title) }
    tableSource.supplementaryViewProvider = { kind, topic in
      kind == .header ? .view(TextView.self, topic.title) : nil
    }
    tableSource.apply(sectioned([Array(0..<6), [10]]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    table.modelTap(rowAt: p(2))
    try expect(tableSource.selection.selectedIDs == [2], "table: \(tableSource.selection.selectedIDs)")
    try expectSelectionInStep(table.indexPathsForSelectedRows, tableSource, "table")
    try expect(table.headerView(forSection: 1) is TableViewHeaderFooterView<TextView>, "the data source's header")
    try expect(headers.contains("S1"), "its display was forwarded: \(headers)")
    try expect(
      tableSource.display.displayedIDs == ids(at: table.indexPathsForVisibleRows, in: tableSource),
      "rows displayed: \(tableSource.display.displayedIDs.sorted())")
  },
  ModelTest(
    name: "adapter.interaction.tableDragMovesByIdentityAndTheNextApplyAgrees",
    cites: "UITableViewDataSource.tableView(_:canMoveRowAt:), tableView(_:moveRowAt:to:)"
  ) {
    let (table, dataSource, _) = makeReuseTable(
      [[0, 1, 2, 3], [10, 11]], behaviour: LineBehaviour(movable: { $0.id != 0 }))
    var transactions: [ReorderingTransaction<Topic, Line>] = []
    dataSource.editing.didReorder = { transactions.append($0) }
    dataSource.selection.selectItem(withID: 1)
    table.setEditing(true, animated: false)
    try expect(table.modelDragRow(at: p(0), to: p(2)) == nil, "0 cannot move")
    try expect(table.modelDragRow(at: p(1), to: p(3)) == p(3), "1 moved to the end")
    try expect(transactions.map(\.item.id) == [1], "didReorder: \(transactions.map(\.item.id))")
    try expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 2, 3, 1, 10, 11], "the data source's order")
    try expect(table.modelDataSourceCountsAgree, "counts agree")
    try expect(table.modelDragRow(at: p(0, 1), to: p(1, 0)) == p(1, 0), "10 moved across sections")
    try expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 10, 2, 3, 1, 11], "across sections")
    try expect(table.modelDataSourceCountsAgree, "counts agree across sections")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "the selection followed the drag")
    table.setEditing(false, animated: false)
    dataSource.apply(sectioned([[0, 10, 2, 3, 1, 4], [11, 12]]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expectRowsInStep(table, dataSource, "the apply after the drags")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "the apply after the drags")
  },
  ModelTest(
    name: "adapter.interaction.gridDragMovesByIdentityAndTheNextApplyAgrees",
    cites: "UICollectionViewDataSource.collectionView(_:canMoveItemAt:), collectionView(_:moveItemAt:to:)"
  ) {
    let (unmovable, _, _) = makeReuseGrid([[0, 1, 2, 3, 4]])
    try expect(!unmovable.modelDragItem(at: p(1), to: p(3)), "no item moves unless its configuration says so")
    let (grid, dataSource, _) = makeReuseGrid([[0, 1, 2, 3, 4]], behaviour: .everything)
    var moved: [Int] = []
    dataSource.editing.didReorder = { moved.append($0.item.id) }
    try expect(grid.modelDragItem(at: p(1), to: p(3)), "the movement began")
    try expect(moved == [1], "didReorder: \(moved)")
    try expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 2, 3, 1, 4], "the data source's order")
    dataSource.apply(sectioned([[0, 2, 3, 1, 4, 5]]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(grid.numberOfItems(inSection: 0) == 6, "the next apply does not trap")
    let texts = (0..<6).map { (grid.cellForItem(at: p($0)) as? CollectionViewCell<StateView>)?.view.label.text }
    try expect(texts == ["0", "2", "3", "1", "4", "5"], "cells: \(texts)")
  },
  ModelTest(
    name: "adapter.interaction.swipeToDeleteDeletesByIdentity",
    cites: "UITableViewDataSource.tableView(_:canEditRowAt:), tableView(_:commit:forRowAt:); "
      + "UITableViewDelegate.tableView(_:willBeginEditingRowAt:), tableView(_:didEndEditingRowAt:)"
  ) {
    let (undeletable, _, _) = makeReuseTable([[0, 1, 2, 3, 4]])
    try expect(!undeletable.modelSwipeToDelete(rowAt: p(2)), "no swipe unless the configuration says so")
    let (table, dataSource, _) = makeReuseTable(
      [[0, 1, 2, 3, 4]], behaviour: LineBehaviour(deletable: { $0.id != 3 }))
    var deleted: [Int] = []
    dataSource.editing.didDeleteItem = { deleted.append($0.id) }
    dataSource.selection.selectItem(withID: 4)
    try expect(table.modelSwipe(rowAt: p(1)), "1 swiped open")
    try expect(lastState(table.cellForRow(at: p(1))) == CellState(isSwiped: true), "its view shows the swipe")
    dataSource.selection.selectItem(withID: 4)
    try expect(lastState(table.cellForRow(at: p(1)))?.isSwiped == true, "the swipe survives a selection change")
    table.modelEndSwipe()
    try expect(lastState(table.cellForRow(at: p(1))) == .normal, "closed again")
    try expect(table.modelSwipeToDelete(rowAt: p(2)), "2 swiped and deleted")
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(deleted == [2], "didDeleteItem: \(deleted)")
    try expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [0, 1, 3, 4], "2 left the snapshot")
    try expectRowsInStep(table, dataSource, "after the deletion")
    try expect(!table.modelSwipeToDelete(rowAt: p(2)), "3 cannot be deleted")
    try expectSelectionInStep(table.indexPathsForSelectedRows, dataSource, "4 stays selected")
  },
  ModelTest(
    name: "adapter.interaction.indexAndSectionTitlesFromTheDataSource",
    cites: "UITableViewDataSource.sectionIndexTitles(for:), tableView(_:sectionForSectionIndexTitle:at:), "
      + "tableView(_:titleForHeaderInSection:), tableView(_:titleForFooterInSection:)"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let window = window(showing: table)
    let dataSource = LineSource(table) { .view(StateView.self, "\($0.id)") }
    keptAlive += [dataSource, window]
    dataSource.sectionTitles.indexTitle = { $0.id == 1 ? nil : "I\($0.id)" }
    dataSource.sectionTitles.headerTitle = { "Header \($0.title)" }
    dataSource.sectionTitles.footerTitle = { "Footer \($0.title)" }
    dataSource.applySnapshotUsingReloadData(
      sectioned([Array(0..<12), Array(20..<32), Array(40..<52)]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(table.modelSectionIndexTitles == ["I0", "I2"], "index: \(table.modelSectionIndexTitles ?? [])")
    try expect(table.modelTapIndexTitle(at: 1) == 2, "the second title scrolls to section 2")
    try expect(table.headerView(forSection: 2)?.modelTitle == "Header S2", "header title")
    try expect(table.modelFooterTitle(forSection: 1) == "Footer S1", "footer title")
  },
  ModelTest(
    name: "adapter.interaction.displayCallbacksByIdentityThroughTheAppsDelegate",
    cites: "UITableViewDelegate.tableView(_:willDisplay:forRowAt:), tableView(_:didEndDisplaying:forRowAt:), "
      + "tableView(_:willDisplayHeaderView:forSection:)"
  ) {
    let (table, dataSource, _) = makeReuseTable([])
    var shown: [Int] = []
    var ended: [Int] = []
    var headers: [String] = []
    dataSource.display.willDisplayItem = { shown.append($0.id) }
    dataSource.display.didEndDisplayingItem = { ended.append($0.id) }
    dataSource.display.willDisplaySupplementaryView = { kind, topic in
      if kind == .header { headers.append(topic.title) }
    }
    dataSource.supplementaryViewProvider = { kind, topic in kind == .header ? .view(TextView.self, topic.title) : nil }
    dataSource.apply(sectioned([Array(0..<30)]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let visible = ids(at: table.indexPathsForVisibleRows, in: dataSource)
    try expect(Set(shown) == visible && shown.count == visible.count, "shown \(shown), visible \(visible.sorted())")
    try expect(dataSource.display.displayedIDs == visible, "displayedIDs")
    try expect(headers == ["S0"], "the header: \(headers)")
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([Line(id: 1, length: 10)])
    dataSource.apply(snapshot, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(ended.contains(1), "the deleted item ended: \(ended)")
    table.contentOffset = CGPoint(x: 0, y: 44 * 20)
    table.layoutIfNeeded()
    let now = ids(at: table.indexPathsForVisibleRows, in: dataSource)
    try expect(dataSource.display.displayedIDs == now, "displayed \(dataSource.display.displayedIDs.sorted()) = \(now)")
    try expect(ended.contains(0) && !ended.contains(29), "0 scrolled away: \(ended)")
  },
  ModelTest(
    name: "adapter.interaction.gridDisplayCallbacksByIdentity",
    cites: "UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:), "
      + "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"
  ) {
    useModelRunLoop()
    let layout = lineFlowLayout()
    layout.headerReferenceSize = CGSize(width: 390, height: 30)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let delegate = ForwardingDelegate()
    grid.delegate = delegate
    let window = window(showing: grid, size: CGSize(width: 390, height: 440))
    let dataSource = LineSource(grid) { .view(StateView.self, "\($0.id)") }
    dataSource.supplementaryViewProvider = { kind, topic in kind == .header ? .view(TextView.self, topic.title) : nil }
    keptAlive += [dataSource, delegate, window]
    var headers: [String] = []
    dataSource.display.willDisplaySupplementaryView = { _, topic in headers.append(topic.title) }
    dataSource.apply(sectioned([Array(0..<30)]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let visible = ids(at: grid.indexPathsForVisibleItems, in: dataSource)
    try expect(dataSource.display.displayedIDs == visible, "displayed \(dataSource.display.displayedIDs.sorted())")
    try expect(headers == ["S0"], "the header: \(headers)")
    grid.contentOffset = CGPoint(x: 0, y: 44 * 20)
    grid.layoutIfNeeded()
    let now = ids(at: grid.indexPathsForVisibleItems, in: dataSource)
    try expect(dataSource.display.displayedIDs == now, "after the scroll: \(dataSource.display.displayedIDs.sorted())")
  },
  ModelTest(
    name: "adapter.interaction.prefetchCallbacksByIdentity",
    cites: "UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching"
  ) {
    let (table, dataSource, _) = makeReuseTable([Array(0..<100)])
    try expect(table.prefetchDataSource != nil, "the adapter set a prefetch data source")
    var prefetched: Set<Int> = []
    var cancelled: Set<Int> = []
    dataSource.display.prefetchItems = { prefetched.formUnion($0.map(\.id)) }
    dataSource.display.cancelPrefetchingItems = { cancelled.formUnion($0.map(\.id)) }
    table.contentOffset = CGPoint(x: 0, y: 44 * 10)
    table.layoutIfNeeded()
    let ahead = ids(at: table.modelPrefetchedRows, in: dataSource)
    try expect(!ahead.isEmpty && ahead.isSubset(of: prefetched), "prefetched \(prefetched.sorted()), ahead \(ahead)")
    try expect(dataSource.display.prefetchedIDs == ahead, "prefetchedIDs \(dataSource.display.prefetchedIDs)")
    table.contentOffset = CGPoint(x: 0, y: 0)
    table.layoutIfNeeded()
    try expect(!cancelled.isEmpty, "scrolling back cancels the rows ahead")
    try expect(
      dataSource.display.prefetchedIDs == ids(at: table.modelPrefetchedRows, in: dataSource), "in step after")
    let (grid, gridSource, _) = makeReuseGrid([Array(0..<100)])
    var gridPrefetched: Set<Int> = []
    gridSource.display.prefetchItems = { gridPrefetched.formUnion($0.map(\.id)) }
    grid.contentOffset = CGPoint(x: 0, y: 44 * 10)
    grid.layoutIfNeeded()
    let gridAhead = ids(at: grid.modelPrefetchedItems, in: gridSource)
    try expect(!gridAhead.isEmpty && gridAhead.isSubset(of: gridPrefetched), "grid prefetched \(gridPrefetched)")
  },
  ModelTest(
    name: "adapter.interaction.rowAnimationsPerApply",
    cites: "UITableView.RowAnimation; UIView.performWithoutAnimation(_:)"
  ) {
    let (table, dataSource, _) = makeReuseTable([[0, 1, 2, 3]])
    var count = table.modelRowAnimations.count
    // The records of the changes that touch rows or sections.
    @MainActor func changes(after count: Int) -> [UIKitModelRowAnimationRecord] {
      table.modelRowAnimations.dropFirst(count).filter { !$0.rows.isEmpty || !$0.sections.isEmpty }
    }
    let fade = UpdateAnimation(insertions: .fade, deletions: .fade, reloads: .fade)
    dataSource.apply(sectioned([[0, 2, 3, 4]]), animation: fade, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let faded = changes(after: count)
    try expect(
      Set(faded.map(\.change)) == ["insertRows", "deleteRows"]
        && faded.allSatisfy { $0.animation == .fade && $0.animated },
      "fade: \(faded)")
    count = table.modelRowAnimations.count
    dataSource.apply(sectioned([[0, 3, 4, 5]]), animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let none = changes(after: count)
    try expect(!none.isEmpty && none.allSatisfy { $0.animation == .none && !$0.animated }, "none: \(none)")
    try expect(table.modelBatchAnimations.last == false, "the batch ran without animations")
    count = table.modelRowAnimations.count
    var snapshot = sectioned([[0, 3, 5, 6]])
    snapshot.reloadItems([Line(id: 0, length: 10)])
    dataSource.apply(
      snapshot, animation: UpdateAnimation(insertions: .left, deletions: .right, reloads: .middle), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let mixed = Dictionary(
      changes(after: count).map { ($0.change, $0.animation) }, uniquingKeysWith: { $1 })
    try expect(
      mixed == ["insertRows": .left, "deleteRows": .right, "reloadRows": .middle], "per kind: \(mixed)")
    count = table.modelRowAnimations.count
    dataSource.apply(sectioned([[0, 3, 5, 6], [7]]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let sections = changes(after: count)
    try expect(
      sections.map(\.change) == ["insertSections"] && sections.allSatisfy { $0.animation == .automatic },
      "automatic: \(sections)")
  },
  ModelTest(
    name: "adapter.interaction.cellStatesReachHostedViewsAndDoNotLeakOnReuse",
    cites: "UITableView reuse: dequeueReusableCell(withIdentifier:for:) hands back recycled cells"
  ) {
    let (table, dataSource, _) = makeReuseTable([Array(0..<60)])
    dataSource.selection.selectItem(withID: 0)
    let cell = table.cellForRow(at: p(0))
    try expect(lastState(cell)?.isSelected == true, "the selected row's view is told")
    dataSource.editing.isEditing = true
    try expect(
      lastState(cell) == CellState(isSelected: true, isEditing: true),
      "editing too: \(String(describing: lastState(cell)))")
    dataSource.editing.isEditing = false
    table.contentOffset = CGPoint(x: 0, y: 44 * 30)
    table.layoutIfNeeded()
    for path in table.indexPathsForVisibleRows ?? [] {
      try expect(lastState(table.cellForRow(at: path)) == .normal, "row \(pathName(path)) shows the normal state")
    }
  },
]
