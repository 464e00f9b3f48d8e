/// The model's table layout: one column; above each section its header and
/// below it its footer, when the delegate or the data source gives one, with
/// the style's padding and insets (`UITableView+Geometry`); rows
/// as tall as `rowHeight` or, with `automaticDimension` (the default since
/// iOS 15, UITableView.h: "default is UITableViewAutomaticDimension"), as
/// their cells measure. Rows, headers and footers not measured yet take their
/// estimates. Rows that intersect the bounds get cells and are displayed;
/// with `isPrefetchingEnabled` (on by default), rows up to half a screen
/// beyond the bounds get cells too, prepared but not displayed. Headers and
/// footers are asked for when they come into the bounds, and kept while they
/// stay there.
extension UITableView {
  func modelReadCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
  }

  func modelAskCell(at path: IndexPath) -> UIView {
    guard let dataSource else { modelRaise("UITableView (\(self)) failed to obtain a cell from its dataSource (null)") }
    engine.cellRequestCount += 1
    cellRequestDepth += 1
    defer { cellRequestDepth -= 1 }
    return dataSource.tableView(self, cellForRowAt: path)
  }

  /// Recycles every cell, header and footer, and forgets every measured height.
  func modelDiscardAll() {
    for (path, cell) in engine.cells.sorted(by: { $0.key < $1.key }) { modelEndDisplaying(cell, at: path) }
    engine.cells = [:]
    visibleRows = []
    modelEndDisplayingSupplementaryViews()
    rowHeights = [:]
  }

  /// Realizes and measures the rows in and near the bounds and the headers
  /// and footers in them until their heights settle, recycles the rest, and
  /// sets the frames and the content size.
  func modelLayoutRows(remeasuring: Bool = false) {
    engine.loadCountsIfNeeded()
    if modelNeedsReload {
      modelNeedsReload = false
      modelDiscardAll()
      interaction.indexTitles = dataSource?.sectionIndexTitles(for: self)
    }
    if remeasuring || bounds.width != lastLayoutWidth {
      rowHeights = [:]
      modelForgetSupplementaryHeights(all: bounds.width != lastLayoutWidth)
      lastLayoutWidth = bounds.width
    }
    var layout = modelFrames()
    for _ in 0..<8 {
      var changed = modelLayoutSupplementaryViews(layout)
      modelRecycleRows(outside: Set(layout.prepared))
      for path in layout.prepared {
        let cell = engine.cells[path] ?? modelRealize(path)
        guard rowHeight == UITableView.automaticDimension, rowHeights[path] == nil else { continue }
        let frame = layout.rows[path] ?? .zero
        rowHeights[path] = modelMeasure(cell, at: frame)
        changed = changed || rowHeights[path] != frame.height
      }
      if !changed { break }
      layout = modelFrames()
    }
    modelRecycleRows(outside: Set(layout.prepared))
    for (path, cell) in engine.cells {
      if cell.superview !== self { addSubview(cell) }
      if let frame = layout.rows[path], cell.frame != frame { cell.frame = frame }
    }
    modelPlaceSupplementaryViews(layout)
    let size = CGSize(width: bounds.width, height: layout.height)
    if contentSize != size { contentSize = size }
    modelUpdateDisplayed(Set(layout.visible))
    modelShowSelection()
    modelUpdatePrefetching(layout.rows)
  }

  /// The frames of every header, row and footer with the heights known now,
  /// the rows in the bounds and those with cells (in the bounds or prepared).
  func modelFrames() -> ModelTableLayout {
    let width = bounds.width
    let visibleRect = CGRect(x: 0, y: contentOffset.y, width: width, height: bounds.height)
    let preparedRect =
      interaction.isPrefetchingEnabled ? visibleRect.insetBy(dx: 0, dy: -bounds.height / 2) : visibleRect
    var layout = ModelTableLayout(visibleRect: visibleRect)
    let insets = modelSectionInsets
    let padding = modelSectionHeaderTopPadding
    var y: CGFloat = 0
    for (section, count) in engine.counts.enumerated() {
      let headerHeight = modelSupplementaryHeight(.header, section)
      if headerHeight > 0 { y += padding }
      layout.headers[section] = CGRect(x: 0, y: y, width: width, height: headerHeight)
      y += headerHeight + insets.top
      for row in 0..<max(0, count) {
        let path = IndexPath(row: row, section: section)
        let height =
          rowHeight == UITableView.automaticDimension ? (rowHeights[path] ?? modelEstimatedRowHeight) : rowHeight
        let frame = CGRect(x: insets.left, y: y, width: max(0, width - insets.left - insets.right), height: height)
        layout.rows[path] = frame
        if frame.maxY > visibleRect.minY && frame.minY < visibleRect.maxY { layout.visible.append(path) }
        if frame.maxY > preparedRect.minY && frame.minY < preparedRect.maxY { layout.prepared.append(path) }
        y += height
      }
      y += insets.bottom
      let footerHeight = modelSupplementaryHeight(.footer, section)
      layout.footers[section] = CGRect(x: 0, y: y, width: width, height: footerHeight)
      y += footerHeight
    }
    layout.height = y
    return layout
  }

  /// The estimate of a row not measured yet: `estimatedRowHeight`, or under
  /// its default, `automaticDimension`, ``modelAutomaticEstimatedRowHeight``.
  var modelEstimatedRowHeight: CGFloat {
    estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.modelAutomaticEstimatedRowHeight
  }

  /// Returns the cells of rows outside `kept` to their queues.
  private func modelRecycleRows(outside kept: Set<IndexPath>) {
    for (path, cell) in engine.cells.sorted(by: { $0.key < $1.key }) where !kept.contains(path) {
      engine.cells[path] = nil
      modelEndDisplaying(cell, at: path)
    }
  }

  private func modelRealize(_ path: IndexPath) -> UIView {
    let cell = modelAskCell(at: path)
    engine.cells[path] = cell
    addSubview(cell)
    return cell
  }

  /// UIKit asks a self-sizing cell, placed at its row's width (the table's,
  /// less an inset grouped table's side insets), for
  /// `systemLayoutSizeFitting` with the width required and the height fitting.
  private func modelMeasure(_ cell: UIView, at frame: CGRect) -> CGFloat {
    cell.frame = frame
    if cell.superview !== self { addSubview(cell) }
    cell.layoutIfNeeded()
    return cell.systemLayoutSizeFitting(
      CGSize(width: frame.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}

/// The frames of one table layout pass.
struct ModelTableLayout {
  var visibleRect: CGRect
  var rows: [IndexPath: CGRect] = [:]
  var headers: [Int: CGRect] = [:]
  var footers: [Int: CGRect] = [:]
  /// The rows in the bounds, displayed.
  var visible: [IndexPath] = []
  /// The rows with cells: the visible ones and, with prefetching, those near the bounds.
  var prepared: [IndexPath] = []
  var height: CGFloat = 0
}
