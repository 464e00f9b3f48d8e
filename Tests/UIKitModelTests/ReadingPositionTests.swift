import ReuseKit
import ReuseKitUIKit
import UIKit

/// A message for the reading-position tests: an id, and the length of its
/// text, which a ``TextView`` wraps at 8 points a character.
struct Line: Hashable, Identifiable, Diffable {
  var id: Int
  var length: Int

  var text: String { String(repeating: "x", count: length) }
}

/// Issue 15, findings 4 to 6 on UIKit: the first visible item keeps its place
/// on screen (within half a point) through batch updates, reloads and late
/// sizes, a scroll lands exactly on an item, and the end stays in view while
/// the view sticks to the bottom. The model's table and collection view keep
/// the numeric offset and forget measured heights on every batch, so rows
/// measured above the anchor would push it without the adapter.
@MainActor
let readingPositionTests: [ModelTest] = [
  ModelTest(
    name: "adapter.readingPosition.batchKeepsTheFirstVisibleRow",
    cites: "UITableView.performBatchUpdates(_:completion:); rectForRow(at:); UIScrollView.contentOffset"
  ) {
    try expectFirstVisibleRowKept { dataSource, next, anchor in
      next.deleteItems(ids: [anchor - 1, anchor - 2])
      dataSource.apply(next, completion: nil)
    }
  },
  ModelTest(
    name: "adapter.readingPosition.reloadKeepsTheFirstVisibleRowByIdentity",
    cites: "UITableView.reloadData(); rectForRow(at:)"
  ) {
    try expectFirstVisibleRowKept { dataSource, next, _ in
      dataSource.applySnapshotUsingReloadData(next, completion: nil)
    }
  },
  ModelTest(
    name: "adapter.scrollToItem.landsExactlyThroughEstimatedRows",
    cites: "UITableView.scrollToRow(at:at:animated:); UICollectionView.scrollToItem(at:at:animated:)"
  ) {
    let (table, dataSource) = makeLineTable(lines(0..<1_000))
    // UIKit's own scroll places the row by estimates; the rows above it
    // that come into view are measured, and push it off the bottom.
    table.scrollToRow(at: IndexPath(row: 700, section: 0), at: .bottom, animated: false)
    UIKitModelRunLoop.main.runUntilIdle()
    let missed = table.rectForRow(at: IndexPath(row: 700, section: 0)).maxY - table.contentOffset.y
    try expect(abs(missed - table.bounds.height) > 0.5, "UIKit's scrollToRow lands at \(missed)")
    table.contentOffset.y = 0
    UIKitModelRunLoop.main.runUntilIdle()
    for (id, position) in [(700, ScrollPosition.top), (400, .center), (900, .bottom)] {
      try expect(dataSource.scrolling.scrollToItem(withID: id, at: position, animated: false), "item \(id) exists")
      let row = table.rectForRow(at: IndexPath(row: id, section: 0))
      let top = row.minY - table.contentOffset.y
      let wanted: CGFloat
      switch position {
      case .top: wanted = 0
      case .center: wanted = (table.bounds.height - row.height) / 2
      case .bottom: wanted = table.bounds.height - row.height
      }
      try expect(abs(top - wanted) <= 0.5, "item \(id) at \(position): top \(top), wanted \(wanted)")
    }
    let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
    _ = window(showing: grid)
    let gridSource = DiffableDataSource<Int, Line>(grid) { .view(TextView.self, $0.text) }
    keptAlive.append(gridSource)
    gridSource.apply(lineSnapshot(lines(0..<1_000)), animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    gridSource.scrolling.scrollToItem(withID: 700, at: .top, animated: false)
    let item = try grid.layoutAttributesForItem(at: IndexPath(item: 700, section: 0)).unwrapped("item 700").frame
    try expect(abs(item.minY - grid.contentOffset.y) <= 0.5, "grid item 700 at \(item.minY - grid.contentOffset.y)")
  },
  ModelTest(
    name: "adapter.stickToBottom.keepsTheEndInViewThroughAppendsAndLateSizes",
    cites: "UITableView.performBatchUpdates(_:completion:); UIScrollView.contentSize"
  ) {
    let (table, dataSource) = makeLineTable(lines(0..<200))
    table.reuse.sticksToBottom = true
    dataSource.scrolling.scrollToBottom(animated: false)
    try expectAtBottom(table, "after scrollToBottom")
    var next = dataSource.snapshot()
    next.appendItems([Line(id: 500, length: 120)])
    dataSource.apply(next, completion: nil)
    UIKitModelRunLoop.main.advance(by: 1)
    try expectAtBottom(table, "after a new message")
    try expect(table.indexPathsForVisibleRows?.last?.row == 200, "the new message is visible")
    // A visible row learns a taller size late.
    let cell = try table.visibleCells.first.unwrapped("a visible cell")
    let view = try firstView(of: TextView.self, in: cell).unwrapped("its text view")
    view.label.text = String(repeating: "y", count: 400)
    view.invalidateIntrinsicContentSize()
    view.sizeInvalidationHandler?()
    UIKitModelRunLoop.main.runUntilIdle()
    try expectAtBottom(table, "after a late size")
  },
]

/// Scrolls a table of 300 rows to its middle, inserts 40 rows at the top
/// of the snapshot, lets `change` edit and apply it, and expects the first
/// visible row where it was on screen, within half a point, once the
/// animations ended, and no offset set under them.
@MainActor
func expectFirstVisibleRowKept(
  _ change: (DiffableDataSource<Int, Line>, inout Snapshot<Int, Line>, _ anchor: Int) -> Void
) throws {
  let (table, dataSource) = makeLineTable(lines(0..<300))
  table.contentOffset.y = 3_000
  UIKitModelRunLoop.main.runUntilIdle()
  let anchor = try firstVisible(table, dataSource)
  let before = screenTop(of: anchor, table, dataSource)
  var next = dataSource.snapshot()
  next.insertItems(lines(1_000..<1_040), beforeItem: lines(0..<1)[0])
  let changes = table.modelOffsetChanges.count
  change(dataSource, &next, anchor)
  // Once the animations end: the adapter puts the row back then.
  UIKitModelRunLoop.main.advance(by: 1)
  let jumps = table.modelOffsetChanges.dropFirst(changes).filter(\.whileAnimating)
  try expect(jumps.isEmpty, "no offset set while the batch animates: \(jumps.map(\.offset.y))")
  let after = screenTop(of: anchor, table, dataSource)
  try expect(abs(after - before) <= 0.5, "row \(anchor) moved from \(before) to \(after)")
}

/// Ids `ids`, of 10 to 89 characters: one to three lines at a width of 390.
@MainActor
func lines(_ ids: Range<Int>) -> [Line] { ids.map { Line(id: $0, length: 10 + $0 * 37 % 80) } }

@MainActor
func lineSnapshot(_ lines: [Line]) -> Snapshot<Int, Line> {
  var snapshot = Snapshot<Int, Line>()
  snapshot.appendSections([0])
  snapshot.appendItems(lines)
  return snapshot
}

/// A self-sizing table in a window, estimated at 44 points a row, showing `lines`.
@MainActor
func makeLineTable(_ lines: [Line]) -> (UITableView, DiffableDataSource<Int, Line>) {
  useModelRunLoop()
  let table = UITableView(frame: .zero, style: .plain)
  table.rowHeight = UITableView.automaticDimension
  table.estimatedRowHeight = 44
  _ = window(showing: table)
  let dataSource = DiffableDataSource<Int, Line>(table) { .view(TextView.self, $0.text) }
  keptAlive.append(dataSource)
  dataSource.apply(lineSnapshot(lines), animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  return (table, dataSource)
}

/// A vertical flow layout of full-width, self-sizing items.
@MainActor
func lineFlowLayout() -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.minimumLineSpacing = 0
  layout.estimatedItemSize = CGSize(width: 390, height: 44)
  return layout
}

/// The id of the first row whose frame ends below the top of the view.
@MainActor
func firstVisible(_ table: UITableView, _ dataSource: DiffableDataSource<Int, Line>) throws -> Int {
  let path = try (table.indexPathsForVisibleRows ?? []).first {
    table.rectForRow(at: $0).maxY > table.contentOffset.y
  }.unwrapped("a visible row")
  return try dataSource.itemIdentifier(for: ItemPath(path)).unwrapped("its item").id
}

/// Where the row of `id` is on screen.
@MainActor
func screenTop(of id: Int, _ table: UITableView, _ dataSource: DiffableDataSource<Int, Line>) -> CGFloat {
  guard let path = dataSource.itemPath(forID: id) else { return .nan }
  return table.rectForRow(at: IndexPath(path)).minY - table.contentOffset.y
}

@MainActor
func expectAtBottom(_ table: UITableView, _ step: String) throws {
  let bottom = table.contentSize.height - table.bounds.height
  try expect(abs(table.contentOffset.y - bottom) <= 0.5, "\(step): offset \(table.contentOffset.y), end \(bottom)")
}
