import ReuseKitUIKit
import UIKit
import os

@testable import ReuseKitUIKit

extension TableViewCell: UIKitModelTableViewCellClass {}
extension TableViewHeaderFooterView: UIKitModelHeaderFooterViewClass {}
extension CollectionViewCell: UIKitModelReusableViewClass {}
extension CollectionReusableView: UIKitModelReusableViewClass {}
extension PlaceholderCollectionViewCell: UIKitModelReusableViewClass {}

/// The tests of the adapters against the model; the named ones are issue 12's.
@MainActor
let adapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.scheduler.coalescesSizeReportsOnTheRunLoop",
    cites: "UIView.setNeedsLayout(): work deferred to the next update cycle"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    let items = TextItems(["a", "b"], in: table.reuse)
    keptAlive.append(items)
    _ = window(showing: table)
    let before = table.modelBatchUpdateCount
    for cell in table.visibleCells { (cell as? TableViewCell<TextView>)?.view.invalidateSize() }
    try expect(table.modelBatchUpdateCount == before, "nothing happens before the turn ends")
    UIKitModelRunLoop.main.runOneTurn()
    try expect(table.modelBatchUpdateCount == before + 1, "one update of the row heights for both reports")
  },
  ModelTest(
    name: "adapter.registration.viewTypesRegisterOnFirstUse",
    cites: "UITableView.register(_:forCellReuseIdentifier:); UICollectionView.register(_:forCellWithReuseIdentifier:)"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let tableItems = TextItems(["a", "b"], in: table.reuse)
    let gridItems = TextItems(["c"], in: grid.reuse)
    keptAlive.append(tableItems)
    keptAlive.append(gridItems)
    _ = window(showing: table)
    _ = window(showing: grid)
    let rows = table.visibleCells.compactMap { ($0 as? TableViewCell<TextView>)?.view.label.text }
    let items = grid.visibleCells.compactMap { ($0 as? CollectionViewCell<TextView>)?.view.label.text }
    try expect(rows == ["a", "b"], "the table shows \(rows) without a register call")
    try expect(items == ["c"], "the collection view shows \(items) without a register call")
  },
  ModelTest(
    name: "adapter.registration.aViewTypeThatIsNotAUIViewStops",
    cites: "UITableViewCell.contentView: a cell can only host a UIView",
    expectedTrap: "UITableView can only host views that are UIViews, but"
  ) {
    let table = UITableView(frame: .zero, style: .plain)
    table.reuse.setDataProvider(
      ContainerDataProvider(
        numberOfSections: { 1 }, numberOfItems: { _ in 1 },
        configuration: { _ in .view(PlainView.self, "x") }))
    _ = window(showing: table)
  },
]

/// Where a data source reports what it recovered from, on Apple platforms.
@MainActor
let loggerTests: [ModelTest] = [
  ModelTest(
    name: "adapter.logger.standardGoesToTheUnifiedLog",
    cites: "os.Logger.error(_:); OSLogMessage: interpolated values are private unless marked public"
  ) {
    ReuseKitLogger.standard("a staged update was rejected; reloading instead")
    let logged = LoggedMessages.shared.all
    try expect(
      logged == ["ReuseKit/DiffableDataSource error: a staged update was rejected; reloading instead"],
      "logged: \(logged)")
  }
]

/// A view that is not a `UIView`: it can be shown headlessly, not by UIKit.
final class PlainView: ConfigurableView {
  func configure(with viewModel: String) {}
}

/// Per-container state in the model, where there is no Objective-C runtime.
@MainActor
let adapterStateTests: [ModelTest] = [
  ModelTest(
    name: "adapter.state.goesAwayWithItsContainer",
    cites: "issue 12 finding 10; UITableView.dataSource is weak, so the adapter keeps its bridge"
  ) {
    weak var bridge: AnyObject?
    do {
      let table = UITableView(frame: .zero, style: .plain)
      let items = TextItems(["a"], in: table.reuse)
      bridge = AdapterState.of(table).dataSourceBridge
      try expect(bridge != nil && table.dataSource != nil, "the bridge is the data source: \(items.items)")
    }
    _ = AdapterState.of(UITableView(frame: .zero, style: .plain))
    try expect(bridge == nil, "the released table's state, and its bridge, are gone")
  }
]
