import ReuseKit
import ReuseKitUIKit
import UIKit

/// A feed whose server repeats posts, on a table and on a collection view:
/// its first response holds a post twice, newer posts shift its pages so
/// that the next page repeats posts shown, and an edited post comes again
/// on a later page. Each post shows once, in one row, the repeats are
/// reported, and nothing stops the app.
@MainActor
let duplicateIdentityAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.duplicates.tableShowsEachIdentityOnceAndReportsTheRest",
    cites:
      "NSDiffableDataSourceSnapshotReference "
      + "(https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference): \"Each of your "
      + "sections and items must have unique identifiers\"; UITableView.numberOfRows(inSection:) "
      + "(https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:))"
  ) {
    let table = pagingTable()
    try expectServerRepeatsDropped(in: table, DiffableDataSource(table, cellProvider: postCell))
  },
  ModelTest(
    name: "adapter.duplicates.collectionViewShowsEachIdentityOnceAndReportsTheRest",
    cites:
      "NSDiffableDataSourceSnapshotReference "
      + "(https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference): \"Each of your "
      + "sections and items must have unique identifiers\"; UICollectionView.numberOfItems(inSection:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:))"
  ) {
    useModelRunLoop()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
    let delegate = ReuseCollectionViewDelegate()
    grid.delegate = delegate
    keptAlive += [delegate, window(showing: grid)]
    try expectServerRepeatsDropped(in: grid, DiffableDataSource(grid, cellProvider: postCell))
  },
]

/// A post's cell: its id and the length of its text, so that a test reads
/// which copy of a repeated post a row shows.
@MainActor
func postCell(_ post: Line) -> ViewConfiguration { .view(TextView.self, "post \(post.id), \(post.length)") }

/// Posts of `ids`, each of the length ``lines(_:)`` gives it; safe to call
/// off the main actor, as a server's loader does.
func posts(_ ids: Range<Int>) -> [Line] { ids.map { Line(id: $0, length: 10 + $0 * 37 % 80) } }

/// Shows a first response that holds post 5 twice, loads a page at the
/// bottom that repeats posts 15 to 19 and holds post 23 twice, then, keeping
/// the page's copies, one that brings post 7 edited: after each, `view`
/// shows the snapshot, each post once, the repeats reported to the app and
/// the logger.
@MainActor
func expectServerRepeatsDropped(
  in view: some ReusableViewContainerHost, _ dataSource: DiffableDataSource<Int, Line>
) throws {
  let log = ReuseKitLogger.Collector()
  dataSource.logger = log.logger
  keptAlive.append(dataSource)
  let response = [DiffSection(model: 0, items: posts(0..<12) + [Line(id: 5, length: 99)] + posts(12..<20))]
  let (first, report) = Snapshot.deduplicating(response)
  try expect(report.droppedItems == [Line(id: 5, length: 99)], "the first response's repeat: \(report.droppedItems)")
  dataSource.apply(first, animation: .none, completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  try expectEachPostOnce(in: view, dataSource, ids: Array(0..<20), "the first response")
  try expect(shownText(in: view, at: 5) == "post 5, \(posts(5..<6)[0].length)", "post 5 shows its first copy")

  var merged: [MergeReport<Line>] = []
  dataSource.paging.eventHandler = { if case .merged(_, let report) = $0 { merged.append(report) } }
  dataSource.paging.loader = { request in
    // Newer posts shifted the server's pages by five; post 7 was edited.
    switch request.boundaryItem?.id {
    case 19: .init(items: posts(15..<30) + [Line(id: 23, length: 77)], section: 0)
    default: .init(items: [Line(id: 7, length: 140)] + posts(30..<40), section: 0, reachedEnd: true)
    }
  }
  try expect(dataSource.paging.loadMore(at: .bottom), "the bottom loads")
  try pump("the second page is merged") { merged.count == 1 }
  UIKitModelRunLoop.main.advance(by: 1)
  try expect(!dataSource.paging.state(of: .bottom).isLoading, "the page is on screen")
  try expect(
    merged[0].droppedItems.map(\.id) == [15, 16, 17, 18, 19, 23] && merged[0].droppedItems.last?.length == 77,
    "the page's repeats, dropped: \(merged[0].droppedItems)")
  try expectEachPostOnce(in: view, dataSource, ids: Array(0..<30), "the second page")

  dataSource.paging.duplicates = .last
  try expect(dataSource.paging.loadMore(at: .bottom), "the bottom loads again")
  try pump("the last page is merged") { merged.count == 2 }
  UIKitModelRunLoop.main.advance(by: 1)
  try expect(merged[1].replacedItems == posts(7..<8), "post 7's shown copy, replaced: \(merged[1].replacedItems)")
  let order = Array(0..<7) + Array(8..<30) + [7] + Array(30..<40)
  try expectEachPostOnce(in: view, dataSource, ids: order, "the last page")
  try expect(shownText(in: view, at: 29) == "post 7, 140", "post 7 shows its edited copy where the page put it")
  let notices = log.notices.filter { $0.text.contains("repeated identities") }
  try expect(notices.count == 2, "each page's repeats are logged: \(log.messages)")
  try expect(log.recoveredFailures.isEmpty, "nothing failed: \(log.recoveredFailures)")
}

/// Scrolls `view` from its top to its end, half a screen at a time, and
/// fails unless the data source shows posts `ids` in order, UIKit counts as
/// many rows or items, and every cell on the way shows the post of its path,
/// each post in one path only.
@MainActor
func expectEachPostOnce(
  in view: some ReusableViewContainerHost, _ dataSource: DiffableDataSource<Int, Line>, ids: [Int], _ step: String
) throws {
  let shown = dataSource.snapshot().itemIdentifiers
  try expect(shown.map(\.id) == ids, "\(step): the snapshot holds \(shown.map(\.id))")
  let counted =
    (view as? UITableView)?.numberOfRows(inSection: 0) ?? (view as? UICollectionView)?.numberOfItems(inSection: 0)
  try expect(counted == ids.count, "\(step): UIKit counts \(counted ?? -1) rows, the snapshot \(ids.count)")
  var pathsOfPost: [Int: Set<Int>] = [:]
  view.contentOffset.y = -view.adjustedContentInset.top
  while true {
    view.layoutIfNeeded()
    for (item, text) in visibleTexts(in: view) {
      let post = shown[item]
      try expect(text == "post \(post.id), \(post.length)", "\(step): row \(item) shows \(text), not post \(post.id)")
      pathsOfPost[post.id, default: []].insert(item)
    }
    let end = view.contentSize.height + view.adjustedContentInset.bottom - view.bounds.height
    guard view.contentOffset.y < end - 0.5 else { break }
    view.contentOffset.y = min(end, view.contentOffset.y + view.bounds.height / 2)
  }
  try expect(Set(pathsOfPost.keys) == Set(ids), "\(step): the cells showed \(pathsOfPost.keys.sorted())")
  let repeated = pathsOfPost.filter { $0.value.count > 1 }
  try expect(repeated.isEmpty, "\(step): posts shown in several rows: \(repeated)")
}

/// The texts of the visible cells of `view`'s first section, by item.
@MainActor
func visibleTexts(in view: UIScrollView) -> [(item: Int, text: String)] {
  let cells: [(IndexPath, UIView?)]
  if let table = view as? UITableView {
    cells = (table.indexPathsForVisibleRows ?? []).map { ($0, table.cellForRow(at: $0)) }
  } else if let grid = view as? UICollectionView {
    cells = grid.indexPathsForVisibleItems.map { ($0, grid.cellForItem(at: $0)) }
  } else {
    cells = []
  }
  return cells.sorted { $0.0 < $1.0 }.compactMap { path, cell in
    cell.flatMap { firstView(of: TextView.self, in: $0)?.label.text }.map { (path.item, $0) }
  }
}

/// The text of item `item`'s cell once `view` scrolled it into view.
@MainActor
func shownText(in view: UIScrollView, at item: Int) -> String? {
  let path = IndexPath(item: item, section: 0)
  if let table = view as? UITableView {
    table.scrollToRow(at: path, at: .top, animated: false)
  } else if let grid = view as? UICollectionView {
    grid.scrollToItem(at: path, at: .top, animated: false)
  }
  view.layoutIfNeeded()
  return visibleTexts(in: view).first { $0.item == item }?.text
}
