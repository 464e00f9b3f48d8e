import ReuseKit
import ReuseKitUIKit
import UIKit

/// A section of the header tests: an identity and the title its header shows.
struct Topic: Hashable, Identifiable, Diffable {
  var id: Int
  var title: String
}

/// An app's own table delegate, which returns the data source's headers.
final class HeaderDelegate: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.reuse.headerView(inSection: section)
  }
}

/// Issue 16 on UIKit: the data source's supplementary view provider gives a
/// collection view its headers and a table its headers through the app's
/// own delegate; a section renamed updates its header in place, the rows
/// untouched, and headers are reused.
@MainActor
let headerTests: [ModelTest] = [
  ModelTest(
    name: "adapter.headers.collectionHeadersFromTheDataSourceUpdateInPlace",
    cites: "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:); "
      + "UICollectionView.supplementaryView(forElementKind:at:)"
  ) {
    useModelRunLoop()
    let layout = lineFlowLayout()
    layout.headerReferenceSize = CGSize(width: 390, height: 30)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    _ = window(showing: grid)
    let dataSource = DiffableDataSource<Topic, Line>(grid) { .view(TextView.self, $0.text) }
    dataSource.supplementaryViewProvider = { kind, topic in kind == .header ? .view(TextView.self, topic.title) : nil }
    keptAlive.append(dataSource)
    dataSource.apply(topics(["alpha", "beta"]), animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let header = try grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
    ).unwrapped("the header of section 0")
    let hosted = try (header as? CollectionReusableView<TextView>).unwrapped("a hosting view")
    try expect(hosted.view.label.text == "alpha", "the header shows \(hosted.view.label.text ?? "nothing")")
    let cells = grid.visibleCells
    let batches = grid.modelBatchUpdateCount
    dataSource.apply(topics(["renamed", "beta"]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(hosted.view.label.text == "renamed", "renamed in place: \(hosted.view.label.text ?? "nothing")")
    try expect(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        === header, "the same header view")
    try expect(grid.visibleCells.elementsEqual(cells, by: ===), "the rows' cells are untouched")
    try expect(grid.modelBatchUpdateCount == batches, "no batch reloads the section")
    try expect(dataSource.reloadCount == 0, "no reload")
  },
  ModelTest(
    name: "adapter.headers.tableHeadersThroughTheAppsDelegateSizeAndUpdateInPlace",
    cites: "UITableViewDelegate.tableView(_:viewForHeaderInSection:); UITableView.headerView(forSection:); "
      + "UITableView.automaticDimension"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.sectionHeaderHeight = UITableView.automaticDimension
    let delegate = HeaderDelegate()
    table.delegate = delegate
    _ = window(showing: table)
    let dataSource = DiffableDataSource<Topic, Line>(table) { .view(TextView.self, $0.text) }
    dataSource.supplementaryViewProvider = { kind, topic in kind == .header ? .view(TextView.self, topic.title) : nil }
    keptAlive.append(dataSource)
    dataSource.apply(topics(["alpha", "beta"]), animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(table.delegate === delegate, "the delegate is still the app's")
    let header = try (table.headerView(forSection: 0) as? TableViewHeaderFooterView<TextView>).unwrapped("a header")
    try expect(header.view.label.text == "alpha", "the header shows \(header.view.label.text ?? "nothing")")
    let before = [table.headerView(forSection: 0), table.headerView(forSection: 1)].compactMap { $0 }
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    // 60 characters at 8 points wrap onto two lines at a width of 390.
    dataSource.apply(topics([String(repeating: "t", count: 60), "beta"]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let renamed = try (table.headerView(forSection: 0) as? TableViewHeaderFooterView<TextView>).unwrapped("a header")
    try expect(renamed.view.label.text == String(repeating: "t", count: 60), "the header shows the new title")
    // Measuring again, the table let go of its headers and asked the
    // delegate anew: they came back from the reuse queue.
    try expect(before.count == 2 && before.contains { $0 === renamed }, "the header view is a reused one")
    try expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY > short, "the header grew, measured again")
    try expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "the row's cell is untouched")
    try expect(dataSource.reloadCount == 0, "no reload")
  },
]

/// Two sections of three lines each, titled `titles`.
@MainActor
func topics(_ titles: [String]) -> Snapshot<Topic, Line> {
  var snapshot = Snapshot<Topic, Line>()
  for (index, title) in titles.enumerated() {
    snapshot.appendSections([Topic(id: index, title: title)])
    snapshot.appendItems(lines((index * 10)..<(index * 10 + 3)), toSection: Topic(id: index, title: title))
  }
  return snapshot
}
