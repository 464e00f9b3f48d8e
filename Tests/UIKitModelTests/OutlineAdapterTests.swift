import ReuseKit
import ReuseKitUIKit
import UIKit

/// A three-level outline: roots 1, 2, 3; 1 holds 10, 11, 12; 10 holds 20, 21.
@MainActor
private func outline() -> SectionSnapshot<Line> {
  var outline = SectionSnapshot<Line>()
  let line = { (id: Int) in Line(id: id, length: 10) }
  outline.append([1, 2, 3].map(line))
  outline.append([10, 11, 12].map(line), to: line(1))
  outline.append([20, 21].map(line), to: line(10))
  return outline
}

/// Expands and collapses on `view` through the data source, checking after
/// each toggle the rows (`rows`), that nothing was reloaded, and the
/// expansion and level each visible row's view was told (`state`).
@MainActor
private func toggleThroughTheOutline(
  _ dataSource: LineSource, rows: () -> Int, state: (Int) -> CellState?, check: (String) throws -> Void
) throws {
  dataSource.apply(outline(), to: Topic(id: 0, title: "S0"), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(rows() == 3, "collapsed: 3 rows, not \(rows())")
  for (id, count, step) in [(1, 6, "1 expanded"), (10, 8, "10 expanded"), (1, 3, "1 collapsed"), (1, 8, "1 again")] {
    try expect(dataSource.toggleExpansion(of: Line(id: id, length: 10), completion: nil), "\(step): toggled")
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(rows() == count, "\(step): \(count) rows, not \(rows())")
    try check(step)
  }
  // 1 ▾, 10 ▾, 20, 21, 11, 12, 2, 3: expansion and level reach the views.
  let wanted: [(Bool, Int)] = [(true, 0), (true, 1), (false, 2), (false, 2), (false, 1), (false, 1), (false, 0)]
  for (row, (expanded, level)) in wanted.enumerated() {
    let shown = state(row)
    try expect(shown?.isExpanded == expanded && shown?.level == level, "row \(row): \(String(describing: shown))")
  }
  try expect(dataSource.reloadCount == 0, "every toggle was a batch update, \(dataSource.reloadCount) reloads")
}

/// Issue 18 on UIKit: a section snapshot applied to a table and a collection
/// view, expanded and collapsed by the data source as batch updates the
/// model checks, with each row's expansion and level in its cell state.
@MainActor
let outlineAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.outline.tableExpandsAndCollapsesAsCheckedBatches",
    cites: "NSDiffableDataSourceSectionSnapshot expand(_:) and collapse(_:); UITableView.performBatchUpdates"
  ) {
    let (table, dataSource, _) = makeReuseTable([[]])
    try toggleThroughTheOutline(
      dataSource, rows: { table.numberOfRows(inSection: 0) },
      state: { lastState(table.cellForRow(at: IndexPath(row: $0, section: 0))) },
      check: { try expectRowsInStep(table, dataSource, $0) })
  },
  ModelTest(
    name: "adapter.outline.collectionViewExpandsAndCollapsesAsCheckedBatches",
    cites: "NSDiffableDataSourceSectionSnapshot expand(_:) and collapse(_:); UICollectionView.performBatchUpdates"
  ) {
    let (grid, dataSource, _) = makeReuseGrid([[]])
    try toggleThroughTheOutline(
      dataSource, rows: { grid.numberOfItems(inSection: 0) },
      state: { lastState(grid.cellForItem(at: IndexPath(item: $0, section: 0))) },
      check: { step in
        let shown = (grid.indexPathsForVisibleItems).compactMap {
          (grid.cellForItem(at: $0) as? CollectionViewCell<StateView>)?.view.label.text
        }
        let wanted = dataSource.snapshot().itemIdentifiers.prefix(shown.count).map { "\($0.id)" }
        try expect(Set(shown) == Set(wanted), "\(step): the items show \(shown), not \(wanted)")
      })
  },
]
