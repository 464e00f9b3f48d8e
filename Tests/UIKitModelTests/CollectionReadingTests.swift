import ReuseKit
import ReuseKitUIKit
import UIKit

/// The reading position on a collection view, as a chat history or a feed
/// uses it: older lines come in above the one being read, from an apply or
/// a page loaded at the top, a line above it learns its size late, lines
/// above it go, and the list reloads; new lines and late sizes at the end
/// of a list that sticks to the bottom keep the end in view. The collection
/// view's rows are self-sizing lines of a flow layout, estimated at 44
/// points, and UIKit keeps the numeric offset through each change. A table
/// keeps the end in view through a late size that comes while an append
/// animates, as the collection view does.
@MainActor
let collectionReadingTests: [ModelTest] = [
  ModelTest(
    name: "adapter.readingPosition.collectionPrependKeepsTheFirstVisibleItem",
    cites:
      "UICollectionView.performBatchUpdates(_:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)); "
      + "UICollectionViewFlowLayout.estimatedItemSize "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize); "
      + "UIScrollView.contentOffset (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset)"
  ) {
    let (grid, dataSource) = makeLineGrid(lines(0..<300))
    _ = try SampleReadingAnchor.scrollToTheMiddle(of: grid, screen: "the history")
    var anchor = try LineAnchor(of: grid, dataSource)
    try anchor.expectHeld(in: grid, dataSource, through: "40 older lines applied above") {
      var next = dataSource.snapshot()
      next.insertItems(lines(1_000..<1_040), beforeItem: next.itemIdentifiers[0])
      dataSource.apply(next, completion: nil)
    }
    dataSource.paging.loader = { request in
      // Older lines than the first: ids a thousand above it.
      let first = (request.boundaryItem?.id ?? 0) + 1_000
      return .init(items: (first..<first + 30).map { Line(id: $0, length: 10 + $0 * 37 % 80) }, section: 0)
    }
    try anchor.expectHeld(in: grid, dataSource, through: "a page of 30 older lines loaded at the top") {
      try expect(dataSource.paging.loadMore(at: .top), "the top loads")
      try pump("the page is merged") { dataSource.snapshot().numberOfItems == 370 }
    }
    try anchor.expectHeld(in: grid, dataSource, through: "the line above it learning a taller size late") {
      let path = try dataSource.itemPath(forID: anchor.id).unwrapped("line \(anchor.id)")
      try growLate(grid.cellForItem(at: IndexPath(item: path.item - 1, section: 0)), toLength: 300, "the line above")
    }
    try anchor.expectHeld(in: grid, dataSource, through: "older lines applied while the line above it grows") {
      let path = try dataSource.itemPath(forID: anchor.id).unwrapped("line \(anchor.id)")
      var next = dataSource.snapshot()
      next.insertItems(lines(3_000..<3_020), beforeItem: next.itemIdentifiers[0])
      dataSource.apply(next, completion: nil)
      try growLate(grid.cellForItem(at: IndexPath(item: path.item - 1, section: 0)), toLength: 500, "the line above")
    }
    try anchor.expectHeld(in: grid, dataSource, through: "lines above it deleted and one edited") {
      var next = dataSource.snapshot()
      let ids = next.itemIdentifiers.map(\.id)
      let index = try ids.firstIndex(of: anchor.id).unwrapped("line \(anchor.id)")
      next.deleteItems(ids: [ids[index - 1], ids[index - 3], ids[0]])
      next.replaceItem(Line(id: ids[index - 2], length: 150))
      dataSource.apply(next, completion: nil)
    }
    try anchor.expectHeld(in: grid, dataSource, through: "a reload with 10 more lines above") {
      var next = dataSource.snapshot()
      next.insertItems(lines(5_000..<5_010), beforeItem: next.itemIdentifiers[0])
      dataSource.applySnapshotUsingReloadData(next, completion: nil)
    }
    anchor = try LineAnchor(of: grid, dataSource)
    try expect(anchor.share > 0.05, "still read partly above the top: \(anchor)")
  },
  ModelTest(
    name: "adapter.stickToBottom.collectionKeepsTheEndInViewThroughAppendsAndLateSizes",
    cites:
      "UICollectionView.performBatchUpdates(_:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)); "
      + "UICollectionViewLayout.invalidateLayout() "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()); "
      + "UIScrollView.contentSize (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize)"
  ) {
    let (grid, dataSource) = makeLineGrid(lines(0..<200))
    try stickToTheEnd(grid, dataSource)
    append([Line(id: 500, length: 120)], to: dataSource)
    UIKitModelRunLoop.main.advance(by: 1)
    try expectShowsTheEnd(grid, "after a new line")
    let lastPath = IndexPath(item: 200, section: 0)
    try expect(grid.indexPathsForVisibleItems.contains(lastPath), "the new line is visible")
    // The new line learns a taller size late, as when its picture arrives.
    try growLate(grid.cellForItem(at: lastPath), toLength: 400, "the new line")
    UIKitModelRunLoop.main.runUntilIdle()
    let grown = try grid.layoutAttributesForItem(at: lastPath).unwrapped("the new line").frame
    try expect(grown.height > 150, "the new line grew to \(grown.height)")
    try expectShowsTheEnd(grid, "after the new line's late size")
    // Three lines in one turn, and a visible line above them growing.
    append(lines(600..<603), to: dataSource)
    try growLate(grid.cellForItem(at: IndexPath(item: 199, section: 0)), toLength: 250, "line 199")
    UIKitModelRunLoop.main.advance(by: 1)
    try expectShowsTheEnd(grid, "after three lines and a late size above them")
    // Scrolled up to read: a new line neither pulls the view down nor moves what is read.
    grid.contentOffset.y -= 900
    UIKitModelRunLoop.main.runUntilIdle()
    let anchor = try LineAnchor(of: grid, dataSource)
    try anchor.expectHeld(in: grid, dataSource, through: "a new line while reading above the end") {
      append([Line(id: 700, length: 30)], to: dataSource)
    }
    let end = grid.contentSize.height + grid.adjustedContentInset.bottom - grid.bounds.height
    try expect(
      grid.contentOffset.y < end - 500, "the view stays where it was read: \(grid.contentOffset.y), end \(end)")
  },
  ModelTest(
    name: "adapter.stickToBottom.tableKeepsTheEndThroughALateSizeWhileAnAppendAnimates",
    cites:
      "UITableView.performBatchUpdates(_:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)); "
      + "UIScrollView.contentSize (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize)"
  ) {
    let (table, dataSource) = makeLineTable(lines(0..<200))
    try stickToTheEnd(table, dataSource)
    append(lines(600..<603), to: dataSource)
    // While the new lines animate in, a visible line above them grows.
    try growLate(table.cellForRow(at: IndexPath(row: 199, section: 0)), toLength: 250, "line 199")
    UIKitModelRunLoop.main.advance(by: 1)
    try expectShowsTheEnd(table, "after three lines and a late size above them")
  },
]

/// The line read at the top of a view: its id, and where its top is on
/// screen, below the top of the visible area (negative when partly above).
struct LineAnchor: CustomStringConvertible {
  var id: Int
  var top: CGFloat
  var share: CGFloat

  var description: String { "line \(id) at \(top) (\(share) of it above the top)" }

  /// The first line of `view` whose frame ends below the top of its visible area.
  @MainActor
  init(of view: UICollectionView, _ dataSource: DiffableDataSource<Int, Line>) throws {
    let anchor = try SampleReadingAnchor(of: view).unwrapped("a line at the top")
    id = try dataSource.itemIdentifier(for: ItemPath(anchor.path)).unwrapped("the line at \(anchor.path)").id
    share = anchor.share
    top = try Self.top(of: id, in: view, dataSource)
  }

  /// Where the top of line `id` is on screen, below the top of the visible area.
  @MainActor
  static func top(of id: Int, in view: UICollectionView, _ dataSource: DiffableDataSource<Int, Line>) throws -> CGFloat
  {
    let path = try dataSource.itemPath(forID: id).unwrapped("line \(id) in the snapshot")
    let frame = try view.layoutAttributesForItem(at: IndexPath(path)).unwrapped("the frame of line \(id)").frame
    return frame.minY - view.contentOffset.y - view.adjustedContentInset.top
  }

  /// Runs `change`, lets the run loop turn and the animations end, and
  /// expects the line where it was on screen, within half a point, and no
  /// offset set while a batch animated, which would jump under the animation.
  @MainActor
  func expectHeld(
    in view: UICollectionView, _ dataSource: DiffableDataSource<Int, Line>, through step: String,
    _ change: () throws -> Void
  ) throws {
    let changes = view.modelOffsetChanges.count
    try change()
    UIKitModelRunLoop.main.advance(by: 1)
    let jumps = view.modelOffsetChanges.dropFirst(changes).filter(\.whileAnimating)
    try expect(jumps.isEmpty, "\(step): offsets set while a batch animated: \(jumps.map(\.offset.y))")
    let now = try Self.top(of: id, in: view, dataSource)
    try expect(
      abs(now - top) <= 0.5,
      "\(step): line \(id) moved from \(top) to \(now) on screen; shown now: "
        + ((try? LineAnchor(of: view, dataSource))?.description ?? "nothing"))
  }
}

/// A self-sizing collection view of lines in a window, with the ready-made
/// delegate that passes its scrolls on, showing `lines`.
@MainActor
func makeLineGrid(_ lines: [Line]) -> (UICollectionView, DiffableDataSource<Int, Line>) {
  useModelRunLoop()
  let grid = UICollectionView(frame: .zero, collectionViewLayout: lineFlowLayout())
  let delegate = ReuseCollectionViewDelegate()
  grid.delegate = delegate
  keptAlive += [delegate, window(showing: grid)]
  return (grid, pagingSource(grid, lines))
}

/// Makes `view` stick to the bottom and scrolls it there.
@MainActor
func stickToTheEnd(_ view: UIScrollView, _ dataSource: DiffableDataSource<Int, Line>) throws {
  (view as? UITableView)?.reuse.sticksToBottom = true
  (view as? UICollectionView)?.reuse.sticksToBottom = true
  dataSource.scrolling.scrollToBottom(animated: false)
  try expectShowsTheEnd(view, "after scrollToBottom")
}

/// Applies the data source's snapshot with `new` lines at its end, animated.
@MainActor
func append(_ new: [Line], to dataSource: DiffableDataSource<Int, Line>) {
  var next = dataSource.snapshot()
  next.appendItems(new)
  dataSource.apply(next, completion: nil)
}

/// The text view in `cell`, the cell of `line`, takes a text of `length`
/// characters and reports its new size late, as when its picture arrives.
@MainActor
func growLate(_ cell: UIView?, toLength length: Int, _ line: String) throws {
  let view = try cell.flatMap { firstView(of: TextView.self, in: $0) }.unwrapped("the text view of \(line)")
  view.label.text = String(repeating: "y", count: length)
  view.invalidateIntrinsicContentSize()
  view.sizeInvalidationHandler?()
}

/// Fails unless `view` shows the end of its content, within half a point.
@MainActor
func expectShowsTheEnd(_ view: UIScrollView, _ step: String) throws {
  let end = view.contentSize.height + view.adjustedContentInset.bottom - view.bounds.height
  try expect(abs(view.contentOffset.y - end) <= 0.5, "\(step): offset \(view.contentOffset.y), end \(end)")
}
