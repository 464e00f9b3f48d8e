import ReuseKitUIKit
import UIKit

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
    let items = TextItems(["a", "b"], in: table)
    keptAlive.append(items)
    _ = window(showing: table)
    let before = table.modelBatchUpdateCount
    for cell in table.visibleCells { (cell as? TableViewCell<TextView>)?.view.invalidateSize() }
    try expect(table.modelBatchUpdateCount == before, "nothing happens before the turn ends")
    UIKitModelRunLoop.main.runOneTurn()
    try expect(table.modelBatchUpdateCount == before + 1, "one update of the row heights for both reports")
  }
]

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
      let items = TextItems(["a"], in: table)
      bridge = AdapterState.of(table).dataSourceBridge
      try expect(bridge != nil && table.dataSource != nil, "the bridge is the data source: \(items.items)")
    }
    _ = AdapterState.of(UITableView(frame: .zero, style: .plain))
    try expect(bridge == nil, "the released table's state, and its bridge, are gone")
  }
]
