/// The model's table layout: one column, a header above each section when
/// the delegate gives one, rows as tall as `rowHeight` or, with
/// `automaticDimension`, as their cells measure; rows not yet measured take
/// `estimatedRowHeight`. Only rows that intersect the bounds get cells.
extension UITableView {
  func modelReadCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
  }

  func modelAskCell(at path: IndexPath) -> UIView {
    guard let dataSource else { modelRaise("UITableView (\(self)) failed to obtain a cell from its dataSource (null)") }
    engine.cellRequestCount += 1
    return dataSource.tableView(self, cellForRowAt: path)
  }

  /// Recycles every cell and header, and forgets every measured height.
  func modelDiscardAll() {
    for (path, cell) in engine.cells.sorted(by: { $0.key < $1.key }) { modelEndDisplaying(cell, at: path) }
    engine.cells = [:]
    modelEndDisplayingHeaders()
    headerHeights = [:]
    rowHeights = [:]
  }

  /// Realizes and measures the visible rows until their heights settle,
  /// recycles the rest, and sets the frames and the content size.
  func modelLayoutRows(remeasuring: Bool = false) {
    engine.loadCountsIfNeeded()
    if modelNeedsReload {
      modelNeedsReload = false
      modelDiscardAll()
      interaction.indexTitles = dataSource?.sectionIndexTitles(for: self)
    }
    if remeasuring || bounds.width != lastLayoutWidth {
      rowHeights = [:]
      headerHeights = [:]
      lastLayoutWidth = bounds.width
    }
    var layout = modelFrames()
    for _ in 0..<8 {
      var changed = false
      for section in layout.sections where headerHeights[section] == nil {
        headerHeights[section] = modelMeasureHeader(section)
        changed = true
      }
      modelRecycleRows(outside: Set(layout.visible))
      for path in layout.visible {
        let cell = engine.cells[path] ?? modelRealize(path)
        guard rowHeight == UITableView.automaticDimension, rowHeights[path] == nil else { continue }
        let frame = layout.rows[path] ?? .zero
        rowHeights[path] = modelMeasure(cell, at: frame)
        changed = changed || rowHeights[path] != frame.height
      }
      if !changed { break }
      layout = modelFrames()
    }
    modelRecycleRows(outside: Set(layout.visible))
    for (path, cell) in engine.cells {
      if cell.superview !== self { addSubview(cell) }
      if let frame = layout.rows[path], cell.frame != frame { cell.frame = frame }
    }
    for (section, header) in headers {
      if header.superview !== self { addSubview(header) }
      header.frame = layout.headers[section] ?? .zero
    }
    let size = CGSize(width: bounds.width, height: layout.height)
    if contentSize != size { contentSize = size }
    modelShowSelection()
    modelUpdatePrefetching(layout.rows)
  }

  /// The frames of every header and row with the heights known now.
  func modelFrames() -> (
    rows: [IndexPath: CGRect], headers: [Int: CGRect], visible: [IndexPath], sections: [Int], height: CGFloat
  ) {
    let width = bounds.width
    let visibleRect = CGRect(x: 0, y: contentOffset.y, width: width, height: bounds.height)
    var rows: [IndexPath: CGRect] = [:]
    var headerFrames: [Int: CGRect] = [:]
    var visible: [IndexPath] = []
    var y: CGFloat = 0
    for (section, count) in engine.counts.enumerated() {
      let headerHeight = headerHeights[section] ?? 0
      headerFrames[section] = CGRect(x: 0, y: y, width: width, height: headerHeight)
      y += headerHeight
      for row in 0..<max(0, count) {
        let path = IndexPath(row: row, section: section)
        let height =
          rowHeight == UITableView.automaticDimension ? (rowHeights[path] ?? estimatedRowHeight) : rowHeight
        let frame = CGRect(x: 0, y: y, width: width, height: height)
        rows[path] = frame
        if frame.maxY > visibleRect.minY && frame.minY < visibleRect.maxY { visible.append(path) }
        y += height
      }
    }
    return (rows, headerFrames, visible, Array(engine.counts.indices), y)
  }

  /// Returns the cells of rows outside `visible` to their queues.
  private func modelRecycleRows(outside visible: Set<IndexPath>) {
    for (path, cell) in engine.cells.sorted(by: { $0.key < $1.key }) where !visible.contains(path) {
      engine.cells[path] = nil
      modelEndDisplaying(cell, at: path)
    }
  }

  private func modelRealize(_ path: IndexPath) -> UIView {
    let cell = modelAskCell(at: path)
    engine.cells[path] = cell
    addSubview(cell)
    modelWillDisplay(cell, at: path)
    return cell
  }

  /// UIKit asks a self-sizing cell, placed at the table's width, for
  /// `systemLayoutSizeFitting` with the width required and the height fitting.
  private func modelMeasure(_ cell: UIView, at frame: CGRect) -> CGFloat {
    cell.frame = CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
    if cell.superview !== self { addSubview(cell) }
    cell.layoutIfNeeded()
    return cell.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// The height of the delegate's header for `section`, 0 without one.
  private func modelMeasureHeader(_ section: Int) -> CGFloat {
    if let old = headers.removeValue(forKey: section) { modelEndDisplayingHeader(old, section: section) }
    guard let header = delegate?.tableView(self, viewForHeaderInSection: section) else {
      guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return 0 }
      let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
      titled.modelTitle = title
      headers[section] = titled
      addSubview(titled)
      delegate?.tableView(self, willDisplayHeaderView: titled, forSection: section)
      return sectionHeaderHeight == UITableView.automaticDimension
        ? UITableView.modelTitleHeaderHeight : sectionHeaderHeight
    }
    headers[section] = header
    addSubview(header)
    delegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
    guard sectionHeaderHeight == UITableView.automaticDimension else { return sectionHeaderHeight }
    header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: estimatedSectionHeaderHeight)
    header.layoutIfNeeded()
    return header.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}
