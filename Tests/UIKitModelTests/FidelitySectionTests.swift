import UIKit

private func p(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// A delegate that gives each section a header and a footer, labels 20
/// points tall, and counts the requests.
private final class SectionViewsDelegate: NSObject, UITableViewDelegate {
  var headerRequests: [Int] = []
  var footerRequests: [Int] = []

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    headerRequests.append(section)
    let label = UILabel(frame: .zero)
    label.text = "H\(section)"
    return label
  }
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    footerRequests.append(section)
    let label = UILabel(frame: .zero)
    label.text = "F\(section)"
    return label
  }
}

/// A table of `sections` sections of five 44-point rows, with a header and
/// a footer in each, in a window.
@MainActor
private func makeSectionedTable(_ sections: Int) -> (UITableView, StringsDataSource, SectionViewsDelegate) {
  let (table, dataSource, window) = makeTable((0..<sections).map { s in (0..<5).map { "\(s).\($0)" } })
  let delegate = SectionViewsDelegate()
  keptAlive += [delegate, window]
  table.delegate = delegate
  table.layoutIfNeeded()
  return (table, dataSource, delegate)
}

/// The model's tests of a table's defaults, section views, self-sizing and dequeue rules (issue 26).
@MainActor
let fidelitySectionTests: [ModelTest] = [
  ModelTest(
    name: "model.defaults.iOS15HeightsAreAutomaticDimension",
    cites: "UITableView.h (iOS 16.5 SDK): rowHeight, sectionHeaderHeight, sectionFooterHeight \"default is "
      + "UITableViewAutomaticDimension\"; estimatedRowHeight and the estimated section heights likewise, \"set to 0 to "
      + "disable\""
  ) {
    let table = UITableView(frame: .zero, style: .plain)
    let automatic = UITableView.automaticDimension
    let heights = [
      table.rowHeight, table.estimatedRowHeight, table.sectionHeaderHeight, table.estimatedSectionHeaderHeight,
      table.sectionFooterHeight, table.estimatedSectionFooterHeight,
    ]
    try expect(heights.allSatisfy { $0 == automatic }, "every height is automaticDimension: \(heights)")
    let (sized, _, _) = makeTable([["a", String(repeating: "b", count: 100)]])
    sized.rowHeight = automatic
    sized.layoutIfNeeded()
    let rows = [sized.rectForRow(at: p(0)).height, sized.rectForRow(at: p(1)).height]
    // One line is 20 points, 100 characters at 8 points wrap to 3 lines at 390; a 0.5-point separator each.
    try expect(rows == [20.5, 60.5], "rows self-size by default: \(rows)")
  },
  ModelTest(
    name: "model.sections.footersLaidOutAndHeadersAskedWhenShown",
    cites: "UITableViewDelegate.tableView(_:viewForFooterInSection:); UITableView.footerView(forSection:); "
      + "estimatedSectionHeaderHeight: estimating defers the cost of geometry from load time to scrolling time "
      + "(https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight)"
  ) {
    let (table, _, delegate) = makeSectionedTable(30)
    // Section 0: the plain table's padding, a 20-point header, 5 rows of
    // 44, a 20-point footer = 260 and the padding; then section 1's
    // padding and header.
    let padding = UITableView.modelAutomaticSectionHeaderTopPadding
    try expect(delegate.footerRequests == [0], "the footer of section 0 is asked: \(delegate.footerRequests)")
    try expect(
      table.rectForRow(at: p(0, 1)).minY == padding + 260 + padding + 20,
      "the footer takes its place: \(table.rectForRow(at: p(0, 1)))")
    try expect(
      delegate.headerRequests == [0, 1], "only the headers in the bounds are asked: \(delegate.headerRequests)")
    try expect(table.headerView(forSection: 20) == nil, "a far header does not exist")
    let firstHeader = table.headerView(forSection: 1)
    table.performBatchUpdates {}
    try expect(delegate.headerRequests == [0, 1], "a batch keeps the headers: \(delegate.headerRequests)")
    try expect(table.headerView(forSection: 1) === firstHeader, "the same header view")
    table.contentOffset = CGPoint(x: 0, y: 260 * 10)
    table.layoutIfNeeded()
    try expect(delegate.headerRequests.contains(10) && !delegate.headerRequests.contains(20), "asked as scrolled to")
    try expect(table.headerView(forSection: 0) == nil, "a header scrolled away is recycled")
  },
  ModelTest(
    name: "model.sections.estimatesOffAskEverySectionAtOnce",
    cites: "UITableView.h: estimatedSectionHeaderHeight \"set to 0 to disable\" estimating"
  ) {
    let (table, _, _) = makeTable((0..<10).map { s in ["\(s)"] })
    let delegate = SectionViewsDelegate()
    keptAlive.append(delegate)
    table.estimatedSectionHeaderHeight = 0
    table.delegate = delegate
    table.layoutIfNeeded()
    try expect(delegate.headerRequests == Array(0..<10), "every header at once: \(delegate.headerRequests)")
  },
  ModelTest(
    name: "model.reconfigure.outsideABatchSelfSizesAgain",
    cites: "WWDC21 session 10252 \"Make blazing fast lists and collection views\": reconfiguring an item lets a "
      + "self-sizing cell resize; UITableView.reconfigureRows(at:)"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b"]])
    table.rowHeight = UITableView.automaticDimension
    table.layoutIfNeeded()
    dataSource.sections = [[String(repeating: "a", count: 100), "b"]]
    table.reconfigureRows(at: [p(0)])
    table.layoutIfNeeded()
    try expect(table.rectForRow(at: p(0)).height == 60.5, "re-measured: \(table.rectForRow(at: p(0)))")
    try expect(table.rectForRow(at: p(1)).minY == 60.5, "the row below moved")
  },
  ModelTest(
    name: "model.reconfigure.collectionOutsideABatchSelfSizesAgain",
    cites:
      "WWDC21 session 10252 \"Make blazing fast lists and collection views\": reconfiguring an item lets a "
      + "self-sizing cell resize; https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)"
  ) {
    let dataSource = GrowingTexts(["a", "b"])
    keptAlive.append(dataSource)
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    grid.register(GrowingCell.self, forCellWithReuseIdentifier: "Growing")
    grid.dataSource = dataSource
    _ = window(showing: grid)
    let first = IndexPath(item: 0, section: 0)
    try expect(grid.cellForItem(at: first)?.frame.height == 20, "one line")
    dataSource.texts[0] = String(repeating: "a", count: 35)
    grid.reconfigureItems(at: [first])
    grid.layoutIfNeeded()
    try expect(
      grid.cellForItem(at: first)?.frame.height == 80, "re-measured: \(String(describing: grid.cellForItem(at: first)))"
    )
  },
  ModelTest(
    name: "model.selfSizing.tableInvalidationResizesTheRow",
    cites: "UITableView.h (iOS 16.5 SDK), UITableViewSelfSizingInvalidationEnabled: \"Calling "
      + "-invalidateIntrinsicContentSize on a self-sizing cell or its contentView will cause it to be resized\""
  ) {
    let (table, _, _) = makeTable([["a", "b"]])
    table.rowHeight = UITableView.automaticDimension
    table.layoutIfNeeded()
    let cell = try (table.cellForRow(at: p(0)) as? LabelTableCell).unwrapped("row 0's cell")
    cell.label.text = String(repeating: "a", count: 100)
    table.selfSizingInvalidation = .disabled
    cell.contentView.invalidateIntrinsicContentSize()
    table.layoutIfNeeded()
    try expect(table.rectForRow(at: p(0)).height == 20.5, "disabled: the row keeps its height")
    table.selfSizingInvalidation = .enabled
    cell.contentView.invalidateIntrinsicContentSize()
    table.layoutIfNeeded()
    try expect(table.rectForRow(at: p(0)).height == 60.5, "enabled: resized, \(table.rectForRow(at: p(0)))")
  },
  ModelTest(
    name: "model.dequeue.tableCellOutsideARequestTraps",
    cites: "iOS 18 asserts \"Avoid dequeuing views without a request from the collection view\" "
      + "(https://github.com/Juanpe/SkeletonView/issues/580); Apple is silent for tables, the model traps there too",
    expectedTrap: "without a request from the table view"
  ) {
    let (table, _, _) = makeTable([["a"]])
    _ = table.dequeueReusableCell(withIdentifier: "Label", for: p(0))
  },
  ModelTest(
    name: "model.dequeue.collectionCellOutsideARequestTraps",
    cites: "iOS 18: \"Expected dequeued view to be returned to the collection view in preparation for display\"",
    expectedTrap: "Avoid dequeuing views without a request from the collection view"
  ) {
    let (grid, _, _) = makeGrid([["a"]])
    _ = grid.dequeueReusableCell(withReuseIdentifier: "Label", for: IndexPath(item: 0, section: 0))
  },
]

/// A cell 20 points tall per started ten characters of its text.
final class GrowingCell: UICollectionViewCell, UIKitModelReusableViewClass {
  var text = ""
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes.frame.size.height = CGFloat(20 * ((text.count + 9) / 10))
    return layoutAttributes
  }
}

/// One section of texts, each in a ``GrowingCell``.
final class GrowingTexts: NSObject, UICollectionViewDataSource {
  var texts: [String]
  init(_ texts: [String]) { self.texts = texts }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Growing", for: indexPath)
    (cell as? GrowingCell)?.text = texts[indexPath.item]
    return cell
  }
}
