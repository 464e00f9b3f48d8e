import ReuseKitUIKit
import UIKit

// `ReadmeIOS` is README.md's iOS quick start, extracted by .ci/uikit-model.sh.

/// The README's quick start and the sample's pixel rounding.
@MainActor
let readmeTests: [ModelTest] = [
  ModelTest(
    name: "adapter.readme.quickStartRowsShowTheirText",
    cites: "UITableView.automaticDimension; UILabel.intrinsicContentSize; UIView.init(frame:)"
  ) {
    useModelRunLoop()
    let (tableView, dataSource) = ReadmeIOS.run()
    keptAlive.append(dataSource)
    tableView.rowHeight = UITableView.automaticDimension
    _ = window(showing: tableView)
    UIKitModelRunLoop.main.advance(by: 1)
    let cells = tableView.visibleCells.compactMap { $0 as? TableViewCell<ReadmeIOS.MessageView> }
    try expect(cells.map { $0.view.text } == ["Hi", "Hello"], "rows: \(cells.map { $0.view.text })")
    for cell in cells {
      try expect(
        cell.contentView.frame.height == UILabel.modelLineHeight,
        "\(cell.view.text ?? "") is one line tall: \(cell.contentView.frame)")
    }
    var snapshot = dataSource.snapshot()
    snapshot.appendItems([ReadmeIOS.Message(id: 3, text: "Later")])
    dataSource.apply(snapshot, completion: nil)
    UIKitModelRunLoop.main.advance(by: 1)
    try expect(tableView.numberOfRows(inSection: 0) == 3, "three rows after the insert")
    try expect(dataSource.batchUpdateCount == 1, "in a window, the insert is one batch update")
  },
  ModelTest(
    name: "adapter.sizing.preferredHeightsRoundUpToPixels",
    cites: "UITraitCollection.displayScale; issue 12 finding 14"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    show([1], in: table.reuse) { _ in .view(TextView.self, "a") { view in view.fixedHeight = 44.3 } }
    _ = window(showing: table)
    let cell = try table.cellForRow(at: IndexPath(row: 0, section: 0)).unwrapped("the row")
    try expect(
      cell.contentView.frame.height == 44.5, "44.3 rounds up to 44.5 on a 2× screen: \(cell.contentView.frame)")
  },
]
