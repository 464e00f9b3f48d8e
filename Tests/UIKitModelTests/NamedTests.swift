import ReuseKitUIKit
import UIKit

@testable import UIKitGallery

/// The ten named tests of issue 12, each failing before its fix.
@MainActor
let namedTests: [ModelTest] = [
  ModelTest(
    name: "named01.tableDeleteRow0ReconfigureRow2ShowsC",
    cites:
      "UITableView.reconfigureRows(at:) "
      + "(https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)); issue 12 finding 3"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let items = TextItems(["a", "b", "c"], in: table.reuse)
    keptAlive.append(items)
    _ = window(showing: table)
    try items.send(
      BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], reconfiguredItems: [ItemPath(item: 2, section: 0)]),
      changingTo: ["b", "C"])
    let shown = (0..<2).map {
      (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? TableViewCell<TextView>)?.viewModel
    }
    try expect(shown == ["b", "C"], "row 1 shows C: \(shown)")
  },
  ModelTest(
    name: "named02.dataSourceOnVisibleGridThenAnimatedApply",
    cites: "UIKIT-RULES.md rule 7, rdar 28167779; UICollectionView.reloadData() is deferred to the next layout"
  ) {
    useModelRunLoop()
    var random = ModelRandom(state: 2)
    for round in 0..<100 {
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      grid.reuse.register(TextView.self)
      let window = window(showing: grid)
      let dataSource = DiffableDataSource<Int, Int>(grid) { item in
        .view(TextView.self, "\(item)")
      }
      if round.isMultiple(of: 2) {
        dataSource.apply(randomSnapshot(&random), animation: .automatic, completion: nil)
      } else {
        UIKitModelRunLoop.main.runUntilIdle()
        dataSource.applySnapshotUsingReloadData(randomSnapshot(&random), completion: nil)
        dataSource.apply(randomSnapshot(&random), animation: .automatic, completion: nil)
      }
      UIKitModelRunLoop.main.runUntilIdle()
      let expected = dataSource.snapshot().sections.map(\.items.count)
      try expect((0..<grid.numberOfSections).map(grid.numberOfItems(inSection:)) == expected, "round \(round)")
      window.rootViewController = nil
    }
  },
  ModelTest(
    name: "named09.badBatchThrowsBeforeUIKitSeesIt",
    cites: "UIKIT-RULES.md rule 12; issue 12 section 1 and finding 5"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let items = TextItems(["a", "b"], in: table.reuse)
    keptAlive.append(items)
    _ = window(showing: table)
    let batches = table.modelBatchUpdateCount
    var message: String?
    do {
      try items.send(BatchUpdate(deletedItems: [ItemPath(item: 5, section: 0)]), changingTo: ["a"])
    } catch {
      message = "\(error)"
    }
    try expect(message?.contains("attempt to delete row 5") == true, "the batch throws: \(message ?? "nothing")")
    try expect(table.modelBatchUpdateCount == batches, "UIKit performed no batch")
    try expect(table.numberOfRows(inSection: 0) == 2, "UIKit still holds two rows")
  },
  ModelTest(
    name: "named05.lateHeightViewGrowsInGrid",
    cites:
      "UICollectionView.selfSizingInvalidation (iOS 16) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/selfsizinginvalidation-swift.property); "
      + "UICollectionViewLayoutInvalidationContext.invalidateItems(at:) (UICollectionViewLayout.h:71)"
  ) {
    for iOS16 in [true, false] {
      useModelRunLoop(iOS16: iOS16)
      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = CGSize(width: 150, height: 50)
      let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
      let items = TextItems(["a", "b", "c"], in: grid.reuse)
      keptAlive.append(items)
      _ = window(showing: grid)
      let cell = grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewCell<TextView>
      cell?.view.fixedHeight = 44
      cell?.view.invalidateSize()
      UIKitModelRunLoop.main.advance(by: 1)
      try expect(cell?.frame.height == 44, "iOS 16 \(iOS16): measured at 44 first, got \(cell?.frame.height ?? -1)")
      cell?.view.fixedHeight = 200
      cell?.view.invalidateSize()
      UIKitModelRunLoop.main.advance(by: 1)
      try expect(cell?.frame.height == 200, "iOS 16 \(iOS16): grows to 200, got \(cell?.frame.height ?? -1)")
    }
  },
  ModelTest(
    name: "named04.landscapeTableMeasuresAtContentWidth",
    cites:
      "UITableView.insetsContentViewsToSafeArea "
      + "(https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea); "
      + "UITableViewCell.contentView; issue 12 finding 2"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    show([3], in: table.reuse) { path in
      .view(TextView.self, "row \(path.item)") { view in
        view.fixedHeight = 50
        // The hosting cell, from the view in its content view.
        (view.superview?.superview as? UITableViewCell)?.accessoryType = .disclosureIndicator
      }
    }
    let window = window(showing: table)
    let insets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    window.modelRotate(to: CGSize(width: 844, height: 390), safeAreaInsets: insets)
    table.frame = window.bounds
    UIKitModelRunLoop.main.runUntilIdle()
    let expected = 844 - insets.left - insets.right - UITableViewCell.modelAccessoryWidth
    let cells = table.visibleCells.compactMap { $0 as? TableViewCell<TextView> }
    try expect(cells.count == 3, "three rows shown")
    for cell in cells {
      try expect(
        cell.view.askedWidths.last == Double(expected), "asked at \(cell.view.askedWidths), expected \(expected)")
      try expect(
        cell.contentView.frame.height == 50, "the content view is \(cell.contentView.frame.height) tall, not clipped")
    }
  },
  ModelTest(
    name: "named07.completionRunsAfterTheAnimations",
    cites:
      "UITableView.performBatchUpdates(_:completion:): completion runs when the operations are finished "
      + "(https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:))"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.reuse.register(TextView.self)
    _ = window(showing: table)
    let dataSource = DiffableDataSource<Int, Int>(table) { item in
      .view(TextView.self, "\(item)")
    }
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot, animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    snapshot.appendItems([4])
    var finished = false
    dataSource.apply(snapshot) { finished = true }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(!finished, "the completion waits for the animation")
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    try expect(finished, "and runs when it ends")
  },
  ModelTest(
    name: "named08.releasedDataSourceThenScrollDoesNotTrap",
    cites:
      "UICollectionViewDataSource.collectionView(_:cellForItemAt:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:))"
      + ": cells must be dequeued; dataSource is weak (UICollectionView.h:369)"
  ) {
    useModelRunLoop()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let table = UITableView(frame: .zero, style: .plain)
    grid.reuse.register(TextView.self)
    table.reuse.register(TextView.self)
    let gridWindow = window(showing: grid)
    let tableWindow = window(showing: table)
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<300))
    do {
      let gridSource = DiffableDataSource<Int, Int>(grid) { item in
        .view(TextView.self, "\(item)")
      }
      let tableSource = DiffableDataSource<Int, Int>(table) { item in
        .view(TextView.self, "\(item)")
      }
      gridSource.apply(snapshot, animation: .none, completion: nil)
      tableSource.apply(snapshot, animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      try expect(!grid.visibleCells.isEmpty && !table.visibleCells.isEmpty, "both show cells")
    }
    grid.contentOffset = CGPoint(x: 0, y: 3000)
    table.contentOffset = CGPoint(x: 0, y: 3000)
    UIKitModelRunLoop.main.runUntilIdle()
    // The content each view holds is a value, and outlives the data source.
    try expect(grid.numberOfSections == 1 && table.numberOfSections == 1, "both keep the content they were handed")
    try expect(!grid.visibleCells.isEmpty && !table.visibleCells.isEmpty, "and show its cells where they scrolled")
    withExtendedLifetime((gridWindow, tableWindow)) {}
  },
]
