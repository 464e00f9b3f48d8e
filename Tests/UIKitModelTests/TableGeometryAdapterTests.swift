import ReuseKit
import ReuseKitUIKit
import UIKit

/// The unsafe area above a table under a navigation bar: the status bar
/// (47 points) and the bar (44); and the home indicator's below (34).
private let barInsets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)

/// A self-sizing table of `style` showing a header on each of 10 sections
/// of 30 lines, through a ``ReuseTableViewDelegate``; laid out in a window
/// under a navigation bar unless `inWindow` is false, when it only has the
/// screen's frame, as in a view controller's `viewDidLoad`.
@MainActor
private func headedTable(
  _ style: UITableView.Style = .plain, inWindow: Bool = true
) -> (UITableView, DiffableDataSource<Int, Line>) {
  useModelRunLoop()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
  table.estimatedRowHeight = 44
  let delegate = ReuseTableViewDelegate()
  keptAlive.append(delegate)
  table.delegate = delegate
  if inWindow { showUnderABar(table) }
  let dataSource = headedSource(table, sections: 10, lines: 30)
  UIKitModelRunLoop.main.runUntilIdle()
  return (table, dataSource)
}

/// A data source on `table`, kept alive, showing `sections` sections of
/// `lines` lines, each with a header that names it.
@MainActor
private func headedSource(_ table: UITableView, sections: Int, lines count: Int) -> DiffableDataSource<Int, Line> {
  let dataSource = DiffableDataSource<Int, Line>(table) { .view(TextView.self, $0.text) }
  dataSource.supplementaryViewProvider = { kind, section in
    kind == .header ? .view(TextView.self, "Section \(section)") : nil
  }
  keptAlive.append(dataSource)
  var snapshot = Snapshot<Int, Line>()
  for section in 0..<sections {
    snapshot.appendSections([section])
    snapshot.appendItems(lines((section * count)..<(section * count + count)), toSection: section)
  }
  dataSource.apply(snapshot, animation: .none, completion: nil)
  return dataSource
}

/// Puts `view` in a window whose unsafe area is ``barInsets``, and lays it out.
@MainActor
private func showUnderABar(_ view: UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.modelSafeAreaInsets = barInsets
  let controller = UIViewController(nibName: nil, bundle: nil)
  controller.view.addSubview(view)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  keptAlive.append(window)
  UIKitModelRunLoop.main.runUntilIdle()
}

/// Where the item of `id` is, below the visible area's top (under the bar).
@MainActor
private func belowTheBar(
  _ id: Int, _ view: some ReusableViewContainerHost, _ dataSource: DiffableDataSource<Int, Line>
) -> CGFloat {
  guard let path = dataSource.itemPath(forID: id), let frame = view.itemFrame(at: IndexPath(path)) else { return .nan }
  return frame.minY - view.contentOffset.y - view.adjustedContentInset.top
}

/// A grid of full-width self-sizing lines with a ``ReuseCollectionViewDelegate``,
/// the screen's size, under a navigation bar when `inWindow`.
@MainActor
private func lineGrid(inWindow: Bool) -> UICollectionView {
  let grid = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: lineFlowLayout())
  let delegate = ReuseCollectionViewDelegate()
  keptAlive.append(delegate)
  grid.delegate = delegate
  if inWindow { showUnderABar(grid) }
  return grid
}

/// Adapter tests of tables whose geometry goes beyond rows: the padding
/// above each header, an inset grouped style, and a navigation bar above.
@MainActor
let tableGeometryAdapterTests: [ModelTest] = [
  ModelTest(
    name: "readingPosition.restoredUnderHeaderTopPaddingAndANavigationBar",
    cites: "UITableView.sectionHeaderTopPadding (https://developer.apple.com/documentation/uikit/uitableview/"
      + "sectionheadertoppadding); UIScrollView.adjustedContentInset "
      + "(https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset); "
      + "UITableView.rectForRow(at:) (https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:))"
  ) {
    for style in [UITableView.Style.plain, .insetGrouped] {
      let (table, dataSource) = headedTable(style)
      try expect(table.contentOffset.y == -barInsets.top, "\(style): opens below the bar: \(table.contentOffset.y)")
      table.contentOffset.y = 3_000
      UIKitModelRunLoop.main.runUntilIdle()
      let position = try dataSource.scrolling.readingPosition.unwrapped("\(style): a reading position")
      let was = belowTheBar(position.itemID, table, dataSource)
      let decoded = try JSONDecoder().decode(
        ReadingPosition<Int, Int>.self, from: JSONEncoder().encode(position))
      // In a window already, and restored in viewDidLoad, before the table
      // is in a window and knows the bar.
      for inWindow in [true, false] {
        let (fresh, restored) = headedTable(style, inWindow: inWindow)
        restored.scrolling.restore(decoded)
        UIKitModelRunLoop.main.runUntilIdle()
        if !inWindow { showUnderABar(fresh) }
        let now = belowTheBar(decoded.itemID, fresh, restored)
        try expect(
          abs(now - was) <= 0.5,
          "\(style), restored \(inWindow ? "in a window" : "before the window"): line \(decoded.itemID) "
            + "\(now) below the bar, was \(was)")
      }
      // A batch that inserts rows above keeps the first visible row.
      let anchor = try dataSource.scrolling.readingPosition.unwrapped("\(style): the anchor").itemID
      let before = belowTheBar(anchor, table, dataSource)
      var next = dataSource.snapshot()
      next.insertItems(lines(1_000..<1_020), beforeItem: lines(0..<1)[0])
      dataSource.apply(next, completion: nil)
      UIKitModelRunLoop.main.advance(by: 1)
      let after = belowTheBar(anchor, table, dataSource)
      try expect(abs(after - before) <= 0.5, "\(style): line \(anchor) moved from \(before) to \(after)")
      // A scroll to an item puts it right below the bar.
      try expect(dataSource.scrolling.scrollToItem(withID: 150, at: .top, animated: false), "line 150 exists")
      let top = belowTheBar(150, table, dataSource)
      try expect(abs(top) <= 0.5, "\(style): line 150 scrolled to \(top) below the bar")
    }
  },
  ModelTest(
    name: "readingPosition.gridRestoredBeforeItsWindowUnderANavigationBar",
    cites: "UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/"
      + "scrollviewdidchangeadjustedcontentinset(_:)); UICollectionView.layoutAttributesForItem(at:)"
  ) {
    useModelRunLoop()
    let grid = lineGrid(inWindow: true)
    let dataSource = pagingSource(grid, lines(0..<300))
    try expect(grid.contentOffset.y == -barInsets.top, "opens below the bar: \(grid.contentOffset.y)")
    grid.contentOffset.y = 3_000
    UIKitModelRunLoop.main.runUntilIdle()
    let position = try dataSource.scrolling.readingPosition.unwrapped("a reading position")
    let was = belowTheBar(position.itemID, grid, dataSource)
    let fresh = lineGrid(inWindow: false)
    let restored = pagingSource(fresh, lines(0..<300))
    restored.scrolling.restore(position)
    UIKitModelRunLoop.main.runUntilIdle()
    showUnderABar(fresh)
    let now = belowTheBar(position.itemID, fresh, restored)
    try expect(abs(now - was) <= 0.5, "line \(position.itemID) \(now) below the bar, was \(was)")
  },
  ModelTest(
    name: "contentSized.tableWithHeadersIsAsTallAsItsPaddedSections",
    cites:
      "UITableView.sectionHeaderTopPadding (https://developer.apple.com/documentation/uikit/uitableview/"
      + "sectionheadertoppadding); UIView.noIntrinsicMetric "
      + "(https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric); UIScrollView.adjustedContentInset "
      + "(https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset)"
  ) {
    for style in [UITableView.Style.plain, .insetGrouped] {
      useModelRunLoop()
      let table = ContentSizedTableView(frame: .zero, style: style)
      table.isScrollEnabled = false
      table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
      let delegate = ReuseTableViewDelegate()
      keptAlive.append(delegate)
      table.delegate = delegate
      _ = headedSource(table, sections: 3, lines: 4)
      let label = UILabel(frame: .zero)
      label.text = "Side"
      let (_, root) = pinnedStack([label, table])
      _ = window(showing: root)
      UIKitModelRunLoop.main.advance(by: 1)
      // Every header measured, and the padding above each in a plain table.
      let last = table.rectForRow(at: IndexPath(row: 3, section: 2))
      let wanted = last.maxY + table.modelSectionInsets.bottom + table.adjustedContentInset.bottom
      try expect(
        abs(table.frame.height - wanted) <= 0.5, "\(style): the table is \(table.frame.height) tall, wanted \(wanted)")
      try expect((0..<3).allSatisfy { table.headerView(forSection: $0) != nil }, "\(style): every header shows")
      let visibleBottom = table.bounds.height - table.adjustedContentInset.bottom
      try expect(
        last.maxY - table.contentOffset.y <= visibleBottom,
        "\(style): the last row ends at \(last.maxY - table.contentOffset.y), visible to \(visibleBottom)")
    }
  },
  ModelTest(
    name: "paging.bottomLoadUnderHeadersAndANavigationBarFiresWithinTheThresholdOnly",
    cites: "UIScrollViewDelegate.scrollViewDidScroll(_:) "
      + "(https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)); "
      + "UIScrollView.adjustedContentInset (https://developer.apple.com/documentation/uikit/uiscrollview/"
      + "adjustedcontentinset); UITableView.sectionHeaderTopPadding"
  ) {
    let (table, dataSource) = headedTable()
    try expectBottomLoadWithinThreshold(table, dataSource: dataSource, "a table with headers under a bar")
  },
]
