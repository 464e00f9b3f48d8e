import UIKit

/// A delegate that gives the sections in `headed` a header label 20 points
/// tall and the others none, and records every offset it is told of.
private final class GeometryDelegate: NSObject, UITableViewDelegate {
  var headed: Set<Int>
  var reportedOffsets: [CGFloat] = []
  /// Each offset and each adjusted top inset told, in order.
  var events: [String] = []

  init(headed: Set<Int>) { self.headed = headed }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard headed.contains(section) else { return nil }
    let label = UILabel(frame: .zero)
    label.text = "H\(section)"
    return label
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    reportedOffsets.append(scrollView.contentOffset.y)
    events.append("offset \(scrollView.contentOffset.y)")
  }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    events.append("inset \(scrollView.adjustedContentInset.top)")
  }
}

/// A table of `style` with `sections` sections of `rows` rows (44 points
/// tall, or self-sizing labels with `selfSizing`), headers in `headed`,
/// every header and footer asked at the first layout, in a window
/// `safeTop` points under its top edge's unsafe area.
@MainActor
private func makeGeometryTable(
  _ style: UITableView.Style, sections: Int, rows: Int = 3, headed: Set<Int>, selfSizing: Bool = false,
  safeTop: CGFloat = 0
) -> (UITableView, GeometryDelegate, UIWindow) {
  useModelRunLoop()
  let table = UITableView(frame: .zero, style: style)
  if !selfSizing { table.rowHeight = 44 }
  table.estimatedSectionHeaderHeight = 0
  table.estimatedSectionFooterHeight = 0
  table.register(LabelTableCell.self, forCellReuseIdentifier: "Label")
  let dataSource = StringsDataSource((0..<sections).map { s in (0..<rows).map { "\(s).\($0)" } })
  let delegate = GeometryDelegate(headed: headed)
  keptAlive += [dataSource, delegate]
  table.dataSource = dataSource
  table.delegate = delegate
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.modelSafeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0)
  let controller = UIViewController(nibName: nil, bundle: nil)
  controller.view.addSubview(table)
  table.frame = window.bounds
  window.rootViewController = controller
  window.makeKeyAndVisible()
  UIKitModelRunLoop.main.runUntilIdle()
  keptAlive.append(window)
  return (table, delegate, window)
}

/// The tops of the first row of each section.
@MainActor
private func sectionTops(_ table: UITableView) -> [CGFloat] {
  (0..<table.numberOfSections).map { table.rectForRow(at: IndexPath(row: 0, section: $0)).minY }
}

/// The model's tests of a table's section geometry and of the offset
/// changes UIKit makes on its own.
@MainActor
let tableGeometryModelTests: [ModelTest] = [
  ModelTest(
    name: "model.table.sectionHeaderTopPaddingSitsAboveEachHeader",
    cites: "UITableView.h (iOS 16.5 SDK): sectionHeaderTopPadding \"Padding above each section header. The default "
      + "value is UITableViewAutomaticDimension.\" (https://developer.apple.com/documentation/uikit/uitableview/"
      + "sectionheadertoppadding); https://github.com/pujiaxin33/JXCategoryView/issues/408"
  ) {
    // Headers 20 points tall on sections 0 and 2; section 1 has none.
    let (table, _, _) = makeGeometryTable(.plain, sections: 3, headed: [0, 2])
    let padding = UITableView.modelAutomaticSectionHeaderTopPadding
    try expect(padding > 0, "a plain table's automatic padding is not 0")
    try expect(table.sectionHeaderTopPadding == UITableView.automaticDimension, "automatic by default")
    let padded = sectionTops(table)
    try expect(
      padded == [padding + 20, padding + 20 + 132, 2 * padding + 40 + 264],
      "the padding above the headers of sections 0 and 2 only: \(padded)")
    try expect(table.contentSize.height == 2 * padding + 40 + 396, "content \(table.contentSize.height)")
    table.sectionHeaderTopPadding = 0
    table.layoutIfNeeded()
    try expect(sectionTops(table) == [20, 152, 304], "0 removes it: \(sectionTops(table))")
    table.sectionHeaderTopPadding = 5
    table.layoutIfNeeded()
    try expect(sectionTops(table) == [25, 157, 314], "a set padding: \(sectionTops(table))")
    let (grouped, _, _) = makeGeometryTable(.grouped, sections: 2, headed: [0, 1])
    try expect(sectionTops(grouped) == [20, 172], "a grouped table has no automatic padding: \(sectionTops(grouped))")
  },
  ModelTest(
    name: "model.table.insetGroupedInsetsItsSections",
    cites: "UITableView.h (iOS 16.5 SDK): UITableViewStyleInsetGrouped \"grouped sections are inset with rounded "
      + "corners\"; UICollectionLayoutListConfiguration.swift (the model's insets of an inset grouped list)"
  ) {
    let (table, _, _) = makeGeometryTable(.insetGrouped, sections: 2, headed: [0], selfSizing: true)
    let insets = table.modelSectionInsets
    try expect(insets == UIEdgeInsets(top: 18, left: 20, bottom: 18, right: 20), "the list's guesses: \(insets)")
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    try expect(first.minX == 20 && first.width == 350, "a row inset at each side: \(first)")
    try expect(first.minY == 20 + 18, "below the header and the top inset: \(first.minY)")
    let cell = try (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? LabelTableCell).unwrapped("a cell")
    try expect(cell.frame == first, "the cell at its row: \(cell.frame)")
    try expect(cell.fittingTargets.last?.width == 350, "measured at the row's width: \(cell.fittingTargets)")
    let last = table.rectForRow(at: IndexPath(row: 2, section: 0))
    let second = table.rectForRow(at: IndexPath(row: 0, section: 1))
    try expect(second.minY == last.maxY + 18 + 18, "bottom and top insets between sections: \(second.minY)")
    let end = table.rectForRow(at: IndexPath(row: 2, section: 1)).maxY
    try expect(table.contentSize.height == end + 18, "the last bottom inset ends the content: \(table.contentSize)")
  },
  ModelTest(
    name: "model.scroll.firstOffsetIsMinusTheAdjustedTopInset",
    cites: "UIScrollView.h (iOS 16.5 SDK): contentInsetAdjustmentBehavior \"adjust the top & bottom contentInset "
      + "when the scroll view is owned by a view controller ... inside a navigation controller\"; "
      + "https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset"
  ) {
    // A navigation bar (44) below the status bar (47).
    let (table, _, window) = makeGeometryTable(.plain, sections: 1, rows: 40, headed: [], safeTop: 91)
    try expect(table.adjustedContentInset.top == 91, "the safe area's top: \(table.adjustedContentInset)")
    try expect(table.contentOffset.y == -91, "the first offset: \(table.contentOffset.y)")
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - table.contentOffset.y
    try expect(first == 91, "the first row shows below the bar: \(first)")
    // The bar hides while the table rests at its top: the offset follows.
    window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    try expect(table.contentOffset.y == -47, "at the new top: \(table.contentOffset.y)")
    // Scrolled away from the top, a new inset leaves the offset.
    table.contentOffset.y = 300
    window.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    try expect(table.contentOffset.y == 300, "kept away from the top: \(table.contentOffset.y)")
    // A content inset counts as the safe area does.
    let (inset, _, _) = makeGeometryTable(.plain, sections: 1, headed: [])
    try expect(inset.contentOffset.y == 0, "no inset: 0")
    inset.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    inset.layoutIfNeeded()
    try expect(inset.contentOffset.y == -10, "under a content inset: \(inset.contentOffset.y)")
  },
  ModelTest(
    name: "model.scroll.anAdjustedInsetChangeIsToldBeforeTheOffsetMoves",
    cites: "UIScrollView.h (iOS 16.5 SDK): scrollViewDidChangeAdjustedContentInset, \"Also see -[UIScrollView "
      + "adjustedContentInsetDidChange]\" (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/"
      + "scrollviewdidchangeadjustedcontentinset(_:))"
  ) {
    let (table, delegate, window) = makeGeometryTable(.plain, sections: 1, rows: 40, headed: [], safeTop: 91)
    try expect(
      delegate.events == ["inset 91.0", "offset -91.0"], "the first inset, then the offset: \(delegate.events)")
    table.contentOffset.y = 300
    delegate.events = []
    window.modelSafeAreaInsets = .zero
    window.layoutIfNeeded()
    try expect(delegate.events == ["inset 0.0"], "away from the top, the inset alone: \(delegate.events)")
    delegate.events = []
    table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    table.layoutIfNeeded()
    try expect(delegate.events == ["inset 0.0"], "a new bottom inset is told too: \(delegate.events)")
    try expect(table.adjustedContentInset.bottom == 10, "the content inset's bottom")
  },
  ModelTest(
    name: "model.scroll.uikitsOwnOffsetChangesAreReported",
    cites: "UIScrollView.h (iOS 16.5 SDK): scrollViewDidScroll \"any offset changes\" "
      + "(https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:))"
  ) {
    let (table, delegate, window) = makeGeometryTable(.plain, sections: 1, rows: 40, headed: [], safeTop: 91)
    try expect(delegate.reportedOffsets == [-91], "the first offset is reported: \(delegate.reportedOffsets)")
    window.modelSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    try expect(delegate.reportedOffsets.last == -47, "a safe area change: \(delegate.reportedOffsets)")
    table.contentOffset.y = 40 * 44 - 844
    let dataSource = try (table.dataSource as? StringsDataSource).unwrapped("the data source")
    dataSource.sections = [(0..<10).map { "\($0)" }]
    let reports = delegate.reportedOffsets.count
    table.reloadData()
    table.layoutIfNeeded()
    let highest = 10 * 44 - 844 + table.adjustedContentInset.bottom
    try expect(table.contentOffset.y == max(-47, highest), "within the shrunk content: \(table.contentOffset.y)")
    try expect(
      delegate.reportedOffsets.dropFirst(reports) == [-47], "the clamp is reported: \(delegate.reportedOffsets)")
    try expect(
      table.modelOffsetChanges.allSatisfy { !$0.whileAnimating }, "no change of UIKit's own is a jump")
  },
]
