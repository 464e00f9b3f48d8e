import ReuseKitUIKit
import UIKit

@testable import ReuseKitUIKit

/// Issue 25: the app's cell provider runs at most once for each cell UIKit
/// asks its data source for, whatever asks: a load, a reconfiguration (the
/// view type compared first), a reload of a changed view type, a scroll, a
/// collection view's prepared cells.
@MainActor
let cellProviderTests: [ModelTest] = [
  ModelTest(
    name: "adapter.cellProviderRunsOncePerCellRequest",
    cites: "UITableView.reconfigureRows(at:); UICollectionView.reconfigureItems(at:); prepared cells (prefetching)"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let tableCounts = try countProviderCalls(in: table.reuse, requests: { table.modelCellRequestCount }) {
      table.contentOffset = CGPoint(x: 0, y: $0)
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 180, height: 44)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let gridCounts = try countProviderCalls(in: grid.reuse, requests: { grid.modelCellRequestCount }) {
      grid.contentOffset = CGPoint(x: 0, y: $0)
    }
    try expect(
      !grid.modelRealizedItems.allSatisfy(Set(grid.indexPathsForVisibleItems).contains),
      "the grid prepares cells outside the visible ones: \(grid.modelRealizedItems.count) realized")
    // 97 calls for 97 requests on the table, 125 for 125 on the grid, when written.
    try expect(
      tableCounts.requests > 60 && gridCounts.requests > 60, "both scrolled through: \(tableCounts), \(gridCounts)")
  }
]

/// Shows 60 messages in `container`, then reconfigures, reloads, replaces
/// view types, inserts and scrolls, and checks after every step that the
/// cell provider ran no more often than the view asked for cells
/// (`requests`). Returns the totals of both.
@MainActor
func countProviderCalls<Container: ReusableViewContainer>(
  in container: Container, requests: () -> Int, scrollTo: (CGFloat) -> Void
) throws -> (calls: Int, requests: Int) {
  var calls = 0
  let dataSource = DiffableDataSource<Int, ChatMessage>(container) { message in
    calls += 1
    return message.text.map { .view(TextView.self, $0) } ?? .view(DeletedLabel.self, message.id)
  }
  keptAlive.append(dataSource)
  var snapshot = Snapshot<Int, ChatMessage>()
  snapshot.appendSections([0])
  snapshot.appendItems((0..<60).map { ChatMessage(id: $0, text: "message \($0)") })
  dataSource.apply(snapshot, completion: nil)
  if let view = (container as? TableViewReuse)?.tableView { _ = window(showing: view) }
  if let view = (container as? CollectionViewReuse)?.collectionView { _ = window(showing: view) }
  func step(_ name: String, _ change: (inout Snapshot<Int, ChatMessage>) -> Void) throws {
    change(&snapshot)
    dataSource.apply(snapshot, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(calls <= requests(), "\(name): \(calls) provider calls for \(requests()) cell requests")
  }
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(calls > 0 && calls <= requests(), "load: \(calls) provider calls for \(requests()) cell requests")
  try step("content change, same view type") { $0.replaceItem(ChatMessage(id: 1, text: "edited")) }
  try step("content change to another view type") { $0.replaceItem(ChatMessage(id: 2, text: nil)) }
  try step("a reconfigure mark") { $0.reconfigureItems(ids: [3, 4]) }
  try step("a reload mark") { $0.reloadItems(ids: [5]) }
  try step("an insert with a change") {
    $0.insertItems([ChatMessage(id: 100, text: "new")], beforeItem: ChatMessage(id: 0, text: "message 0"))
    $0.replaceItem(ChatMessage(id: 6, text: "edited"))
  }
  for offset in [300, 900, 1800, 0] as [CGFloat] {
    scrollTo(offset)
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(calls <= requests(), "scroll to \(offset): \(calls) provider calls for \(requests()) cell requests")
  }
  try step("a change of view type back") { $0.replaceItem(ChatMessage(id: 2, text: "back")) }
  return (calls, requests())
}
