import UIKit

private func q(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

private func items(_ count: Int) -> [[String]] { [(0..<count).map { "i\($0)" }] }

/// The model's collection view selection and movement, display callbacks,
/// prefetching and row animations (issue 17).
@MainActor
let interactionGridTests: [ModelTest] = [
  ModelTest(
    name: "model.grid.selection.fromCodeAndByTap",
    cites: "UICollectionView.selectItem(at:animated:scrollPosition:) calls no delegate; shouldSelectItemAt on a touch"
  ) {
    let (grid, _, delegate, _) = makeEditableGrid(items(6))
    grid.selectItem(at: q(1), animated: false, scrollPosition: [])
    try expect(delegate.events.allSatisfy { $0.hasPrefix("willDisplay") }, "no selection call: \(delegate.events)")
    try expect(grid.indexPathsForSelectedItems == [q(1)] && grid.cellForItem(at: q(1))?.isSelected == true, "selected")
    delegate.events = []
    grid.modelTap(itemAt: q(2))
    try expect(
      delegate.events == ["shouldSelect 0.2", "shouldDeselect 0.1", "didDeselect 0.1", "didSelect 0.2"],
      "\(delegate.events)")
    try expect(grid.cellForItem(at: q(1))?.isSelected == false, "the old cell is deselected")
    delegate.refused = [q(3)]
    grid.modelTap(itemAt: q(3))
    try expect(grid.indexPathsForSelectedItems == [q(2)], "shouldSelectItemAt false refuses")
    grid.deselectItem(at: q(2), animated: false)
    try expect(grid.indexPathsForSelectedItems == nil, "nil when nothing is selected")
  },
  ModelTest(
    name: "model.grid.selection.followsBatchAndClearsOnReloadData",
    cites: "UICollectionView batch updates carry the selection; reloadData clears it"
  ) {
    let (grid, dataSource, _, _) = makeEditableGrid(items(6))
    grid.allowsMultipleSelection = true
    grid.selectItem(at: q(2), animated: false, scrollPosition: [])
    grid.selectItem(at: q(4), animated: false, scrollPosition: [])
    dataSource.sections = [["i0", "i1", "i3", "i4", "i5"]]
    grid.deleteItems(at: [q(2)])
    try expect(grid.indexPathsForSelectedItems == [q(3)], "\(String(describing: grid.indexPathsForSelectedItems))")
    grid.reloadData()
    try expect(grid.indexPathsForSelectedItems == nil, "reloadData clears the selection")
  },
  ModelTest(
    name: "model.grid.move.interactiveMovementTellsTheDataSourceAtTheEnd",
    cites: "UICollectionViewDataSource.collectionView(_:moveItemAt:to:): called when the interaction ends"
  ) {
    let (grid, dataSource, _, _) = makeEditableGrid(items(6))
    let target =
      try (grid.layoutAttributesForItem(at: q(4))?.frame).map { CGPoint(x: $0.midX, y: $0.midY) }
      ?? { throw ExpectationFailure(description: "no frame") }()
    try expect(grid.beginInteractiveMovementForItem(at: q(0)), "began")
    grid.updateInteractiveMovementTargetPosition(target)
    try expect(dataSource.events.isEmpty, "nothing yet")
    try expect((grid.cellForItem(at: q(4)) as? LabelCollectionCell)?.label.text == "i0", "shown at the target")
    grid.endInteractiveMovement()
    try expect(dataSource.events == ["move 0.0 0.4"] && dataSource.shownAtDestination == "i0", "\(dataSource.events)")
    try expect(dataSource.sections == [["i1", "i2", "i3", "i4", "i0", "i5"]], "the data source moved it")
    try expect(grid.beginInteractiveMovementForItem(at: q(1)), "began again")
    grid.updateInteractiveMovementTargetPosition(target)
    grid.cancelInteractiveMovement()
    try expect((grid.cellForItem(at: q(1)) as? LabelCollectionCell)?.label.text == "i2", "cancel puts it back")
    try expect(dataSource.events.count == 1, "cancel tells the data source nothing")
    dataSource.notMovable = [q(0)]
    try expect(!grid.modelDragItem(at: q(0), to: q(2)), "canMoveItemAt false")
    try expect(grid.modelDragItem(at: q(5), to: q(0)) && dataSource.sections[0].first == "i5", "modelDragItem")
  },
  ModelTest(
    name: "model.display.gridVisibleItemsOnlyAndOldPathOnDelete",
    cites: "UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:) / didEndDisplaying: cells on screen"
  ) {
    let (grid, dataSource, delegate, _) = makeEditableGrid(items(60))
    let shown = delegate.events.filter { $0.hasPrefix("willDisplay") }.count
    try expect(shown == grid.indexPathsForVisibleItems.count && shown < grid.modelRealizedItems.count, "\(shown)")
    delegate.events = []
    dataSource.sections[0].remove(at: 0)
    grid.deleteItems(at: [q(0)])
    try expect(delegate.events.first == "didEnd 0.0 i0", "the old path: \(delegate.events)")
    try expect(delegate.events.contains("willDisplay 0.23"), "the next item comes on screen")
  },
  ModelTest(
    name: "model.display.gridSupplementaryViews",
    cites: "UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:), didEnd…"
  ) {
    let (grid, _, delegate, _) = makeEditableGrid([["a", "b", "c", "d"], ["e"]], headerHeight: 30)
    try expect(
      delegate.events.filter { $0.contains("Header") } == ["willDisplayHeader 0", "willDisplayHeader 1"],
      "\(delegate.events)")
    delegate.events = []
    grid.reloadData()
    grid.layoutIfNeeded()
    try expect(
      delegate.events.filter { $0.contains("Header") }
        == ["didEndHeader 0", "didEndHeader 1", "willDisplayHeader 0", "willDisplayHeader 1"], "\(delegate.events)")
  },
  ModelTest(
    name: "model.display.tableScrollingAndDeletion",
    cites: "UITableViewDelegate.tableView(_:willDisplay:forRowAt:), tableView(_:didEndDisplaying:forRowAt:)"
  ) {
    let (table, dataSource, delegate, _) = makeEditableTable([(0..<40).map { "r\($0)" }])
    try expect(delegate.events.filter { $0.hasPrefix("willDisplay") }.count == 10, "\(delegate.events)")
    delegate.events = []
    table.contentOffset = CGPoint(x: 0, y: 44)
    table.layoutIfNeeded()
    try expect(delegate.events == ["didEnd 0.0 r0", "willDisplay 0.10"], "\(delegate.events)")
    delegate.events = []
    dataSource.sections[0].remove(at: 3)
    table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .left)
    try expect(delegate.events == ["didEnd 0.3 r3", "willDisplay 0.10"], "\(delegate.events)")
    delegate.events = []
    table.reloadData()
    table.layoutIfNeeded()
    let ended = delegate.events.filter { $0.hasPrefix("didEnd ") }.count
    let displayed = delegate.events.filter { $0.hasPrefix("willDisplay") }.count
    // The reload forgets the heights: section 0's header takes its
    // estimate again, and with the padding above it its place reaches
    // into the bounds: it is asked, is 0 tall without a title, and the
    // rows are back where they were.
    let visible = table.indexPathsForVisibleRows?.count ?? 0
    try expect(
      ended == 10 && displayed == visible && visible == 10,
      "reloadData ends and displays every visible row: \(delegate.events)")
  },
  ModelTest(
    name: "model.prefetch.tableAheadThenCancelledWhenScrollingBack",
    cites: "UITableViewDataSourcePrefetching: prefetch rows as the user scrolls; cancel those no longer needed; "
      + "tableView(_:prefetchRowsAt:): \"The first index path corresponds to the row closest to the visible area\""
  ) {
    let (table, _, _, _) = makeEditableTable([(0..<100).map { "r\($0)" }])
    let recorder = PrefetchRecorder()
    keptAlive.append(recorder)
    table.prefetchDataSource = recorder
    table.setNeedsLayout()
    table.layoutIfNeeded()
    try expect(recorder.prefetched == [Array(10..<20)], "one screen below: \(recorder.prefetched)")
    table.contentOffset = CGPoint(x: 0, y: 44 * 5)
    table.layoutIfNeeded()
    try expect(recorder.prefetched.last == Array(20..<25) && recorder.cancelled.isEmpty, "shown rows are not cancelled")
    table.contentOffset = CGPoint(x: 0, y: 44 * 4)
    table.layoutIfNeeded()
    try expect(
      recorder.cancelled == [Array(15..<25)] && recorder.prefetched.last == [3, 2, 1, 0],
      "scrolling up, the nearest row first: \(recorder.cancelled), \(recorder.prefetched)")
  },
  ModelTest(
    name: "model.prefetch.gridAheadAndOffWhenDisabled",
    cites: "UICollectionView.prefetchDataSource, isPrefetchingEnabled"
  ) {
    let (grid, _, _, _) = makeEditableGrid(items(90))
    let recorder = PrefetchRecorder()
    keptAlive.append(recorder)
    grid.prefetchDataSource = recorder
    grid.setNeedsLayout()
    grid.layoutIfNeeded()
    try expect(recorder.prefetched.first?.first == grid.indexPathsForVisibleItems.count, "\(recorder.prefetched)")
    try expect(
      grid.modelPrefetchedItems.allSatisfy { !grid.indexPathsForVisibleItems.contains($0) }, "not on screen")
    grid.isPrefetchingEnabled = false
    grid.contentOffset = CGPoint(x: 0, y: 500)
    grid.layoutIfNeeded()
    try expect(recorder.prefetched.count == 1, "nothing more when disabled")
  },
  ModelTest(
    name: "model.animations.recordedPerChange",
    cites: "UITableView.RowAnimation; UIView.performWithoutAnimation(_:)"
  ) {
    let (table, dataSource, _, _) = makeEditableTable([["a", "b"], ["c"]])
    table.performBatchUpdates {
      dataSource.sections = [["x", "a"], ["c"]]
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .right)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    }
    UIView.performWithoutAnimation { table.reloadSections(IndexSet(integer: 1), with: .middle) }
    let records = table.modelRowAnimations
    try expect(records.map(\.change) == ["deleteRows", "insertRows", "reloadSections"], "\(records.map(\.change))")
    try expect(records.map(\.animation) == [.right, .left, .middle], "each with its animation")
    try expect(records.map(\.animated) == [true, true, false], "performWithoutAnimation is recorded")
    try expect(table.modelBatchAnimations.suffix(2) == [true, false], "and per batch: \(table.modelBatchAnimations)")
    let (grid, gridSource, _, _) = makeEditableGrid(items(3))
    UIView.performWithoutAnimation {
      gridSource.sections = [["i0", "i1"]]
      grid.deleteItems(at: [q(2)])
    }
    try expect(grid.modelBatchAnimations.last == false, "a collection view's batch without animation")
    try expect(
      UITableView.RowAnimation.automatic.rawValue == 100 && UITableView.RowAnimation.middle.rawValue == 6, "raw")
  },
]
