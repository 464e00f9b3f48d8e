import UIKit

/// The model's tests of sizing, timing, windows and lifetime.
@MainActor
let modelSizingTests: [ModelTest] = [
  ModelTest(
    name: "model.sizing.tableMeasuresCellsAtTheTableWidth",
    cites: "UITableView.automaticDimension; UITableViewCell.contentView inset by insetsContentViewsToSafeArea"
  ) {
    let (table, _, window) = makeTable([["a"]])
    table.rowHeight = UITableView.automaticDimension
    window.modelRotate(
      to: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    table.frame = window.bounds
    table.reloadData()
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? LabelTableCell
    try expect(cell?.fittingTargets.last?.width == 844, "measured at the table's width: \(cell?.fittingTargets ?? [])")
    try expect(cell?.contentView.frame.width == 844 - 94, "content view inset by the safe area")
  },
  ModelTest(
    name: "model.sizing.collectionDefaultMeasuresBothAxesAtFittingPriority",
    cites: "UICollectionReusableView.preferredLayoutAttributesFitting(_:), rdar 32082880"
  ) {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 100)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    grid.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Label")
    let dataSource = StringsDataSource([[String(repeating: "x", count: 30)]])
    keptAlive.append(dataSource)
    grid.dataSource = dataSource
    _ = window(showing: grid)
    let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    try expect(
      cell?.frame.size == CGSize(width: 240, height: 20),
      "the unwrapped text's size: \(String(describing: cell?.frame))")
  },
  ModelTest(
    name: "model.fitting.anIntrinsicSizeThatShrinksShrinksTheStackAroundIt",
    cites: "https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize(): \"This allows "
      + "the constraint-based layout system to take the new intrinsic content size into account in its next layout "
      + "pass\""
  ) {
    useModelRunLoop()
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    // 100 characters at 8 points wrap onto three lines at 390.
    label.text = String(repeating: "x", count: 100)
    let (stack, root) = pinnedStack([label], axis: .vertical)
    let window = window(showing: root)
    try expect(stack.frame.height == 60 && label.frame.height == 60, "three lines: \(stack.frame), \(label.frame)")
    label.text = "x"
    window.layoutIfNeeded()
    try expect(stack.frame.height == 20 && label.frame.height == 20, "one line: \(stack.frame), \(label.frame)")
  },
  ModelTest(
    name: "model.fitting.labelWrapsAtRequiredWidth",
    cites: "UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)"
  ) {
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    label.text = String(repeating: "x", count: 30)
    let size = label.systemLayoutSizeFitting(
      CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    try expect(size == CGSize(width: 100, height: 60), "240 points of text in 100: three lines, got \(size)")
  },
  ModelTest(
    name: "model.timing.completionRunsWhenAnimationsEnd",
    cites: "UITableView.performBatchUpdates(_:completion:): completion runs \"when all of the operations are finished\""
  ) {
    let (table, dataSource, _) = makeTable([["a"]])
    var finished = false
    table.performBatchUpdates({
      dataSource.sections = [["a", "b"]]
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }) { _ in finished = true }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(!finished, "not before the animation ends")
    UIKitModelRunLoop.main.advance(by: UIKitModelRunLoop.animationDuration)
    try expect(finished, "after it")
  },
  ModelTest(
    name: "model.window.layoutAtTheEndOfTheTurn",
    cites: "UIView.setNeedsLayout(): \"the view is updated during the next update cycle\""
  ) {
    let (table, dataSource, _) = makeTable([["a"]])
    dataSource.sections = [["a", "b"]]
    table.reloadData()
    try expect(table.window != nil && table.visibleCells.count == 1, "cells wait for the layout pass")
    UIKitModelRunLoop.main.runOneTurn()
    try expect(table.visibleCells.count == 2, "the run loop lays the window out")
  },
  ModelTest(
    name: "model.lifetime.dataSourceIsWeak",
    cites: "UITableView.dataSource: weak var dataSource"
  ) {
    let table = UITableView(frame: .zero, style: .plain)
    do {
      let dataSource = StringsDataSource([["a"]])
      table.dataSource = dataSource
    }
    try expect(table.dataSource == nil, "the table does not keep its data source")
  },
  ModelTest(
    name: "model.optional.defaultsRecordTheirCalls",
    cites: "UITableViewDataSource.numberOfSections(in:) is optional, 1 by default"
  ) {
    final class OneSection: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    let dataSource = OneSection()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = dataSource
    try expect(table.numberOfSections == 1, "one section by default")
    try expect(UIKitModelRecorder.defaultsCalled == ["UITableViewDataSource.numberOfSections(in:)"], "recorded")
  },
]
