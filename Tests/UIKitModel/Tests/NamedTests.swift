import ReuseKitUIKit
import UIKit

/// The ten named tests of issue 12, each failing before its fix.
@MainActor
let namedTests: [ModelTest] = [
  ModelTest(
    name: "named01.tableDeleteRow0ReconfigureRow2ShowsC",
    cites: "UITableView.reconfigureRows(at:); issue 12 finding 3"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let items = TextItems(["a", "b", "c"], in: table)
    keptAlive.append(items)
    _ = window(showing: table)
    try send(
      BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], reconfiguredItems: [ItemPath(item: 2, section: 0)]),
      to: table
    ) { items.items = ["b", "C"] }
    let shown = (0..<2).map {
      (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? TableViewCell<TextView>)?.viewModel
    }
    try expect(shown == ["b", "C"], "row 1 shows C: \(shown)")
  }
]
