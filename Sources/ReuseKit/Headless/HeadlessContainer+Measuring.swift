/// Measuring what the viewport shows: the cells of the items in it, and
/// their headers and footers.
extension HeadlessContainer {
  // MARK: - Public

  /// Records that the item at `itemPath` is now `height` tall, as a view
  /// that learns its size late does through ``SizeInvalidatingView``; the
  /// tests of the layout drive late sizes with it. The report waits for the next
  /// layout pass (``layoutIfNeeded()``), which folds every report since the
  /// last pass into one, keeping the first visible item in place on screen.
  ///
  /// - Precondition: The container holds an item at `itemPath`, and `height`
  ///   is finite and not negative; otherwise this stops, before anything is
  ///   stored, with a message naming the call, and the path and the counts
  ///   or the height.
  /// - Complexity: amortized O(1); the pass costs O(k log n) for k reports.
  package func reportHeight(_ height: Double, forItemAt itemPath: ItemPath) {
    checkItem(itemPath)
    guard height >= 0 && height.isFinite else {
      fatalError(
        "\(Self.name).reportHeight(_:forItemAt:): a height must be finite and not negative, not \(height) "
          + "(item \(itemPath))")
    }
    layout.reportHeight(height, for: itemPath)
  }

  /// Applies every size reported since the last pass in one layout pass,
  /// keeping the first visible item in place. Does nothing when no size was
  /// reported, or while the container is in a pass of its own, which folds
  /// the reports itself.
  public func layoutIfNeeded() {
    guard layout.hasPendingReports, !pass.isBusy else { return }
    inPass(.measuring) { foldReports() }
  }

  // MARK: - Internal

  /// Folds pending reports into one layout pass and shows the result.
  func foldReports() {
    guard layout.hasPendingReports else { return }
    refreshViewport()
  }

  /// Adopts a new width, measures the visible items, and shows exactly the
  /// cells of the visible items, holding `pin` (by default, the reading
  /// position of the viewport as shown) through every round.
  ///
  /// A self-sizing cell that comes into view is asked for its height again,
  /// as UIKit asks a dequeued self-sizing cell; a changed answer is folded
  /// into the next round. Runs inside a pass: what user code starts from here
  /// waits for its end, and size reports for the end of the round.
  func refreshViewport(pinnedTo pin: ViewportPin? = nil) {
    // A row that leaves the screen in one round and comes back in a later
    // one, as a clamp settles, keeps its cell.
    views.forgetLeft()
    defer { views.forgetLeft() }
    var viewport = shownViewport
    var pin = pin ?? layout.pin(for: viewport, sticksToBottom: sticksToBottom)
    if layout.width != viewport.width {
      pin = layout.reflowing(pin)
      layout.setWidth(viewport.width)
    }
    for _ in 0..<Self.maximumRefreshRounds {
      layout.applyReportedHeights()
      let visible: [ItemPath]
      (viewport, visible) = settle(viewport, on: pin)
      for path in visible where views.cells[path] == nil {
        if let cell = views.realizeCell(at: path, in: content) { remeasure(cell, at: path) }
      }
      realizeSupplementaryViews(in: viewport)
      for cell in pass.takeSizeReports() { reportSize(of: cell) }
      guard layout.hasPendingReports else { break }
    }
    if layout.hasPendingReports {
      layout.applyReportedHeights()
      viewport.offset = layout.offset(for: pin, in: viewport)
    }
    shownViewport = viewport
  }

  /// Asks a visible self-sizing cell for its height and reports it for the next pass.
  func reportSize(of cell: any ReusableCell) {
    guard let path = views.cells.key(of: cell) else { return }
    remeasure(cell, at: path)
  }

  /// Asks `cell`, the cell of the item at `path`, for its height when the
  /// items size themselves, and reports a changed answer for the next round.
  func remeasure(_ cell: any ReusableCell, at path: ItemPath) {
    guard layout.isSelfSizing(section: path.section),
      let height = checkedHeight(of: cell, at: path, width: layout.itemWidth(of: path)),
      height != layout.itemHeight(of: path)
    else { return }
    layout.reportHeight(height, for: path)
  }

  /// A hosted view said its size changed. While the container measures, the
  /// report waits for the end of the round that folds it in.
  func cellDidInvalidateSize(_ cell: any ReusableCell) {
    guard pass.phase != .measuring else { return pass.postpone(.sizeReport(cell)) }
    reportSize(of: cell)
  }

  /// The height `cell`'s view asks for at `width`; stops with a message that
  /// names the view type and the item when the answer is negative or not finite.
  func checkedHeight(of cell: any ReusableCell, at path: ItemPath, width: Double) -> Double? {
    checkedHeight(of: cell, for: "item \(path)", width: width)
  }

  /// The height `view` asks for at `width`, as the view of `what` (an item,
  /// a header or a footer); stops with a message that names the view type
  /// and `what` when the answer is negative or not finite.
  func checkedHeight(of view: any ReusableCell, for what: String, width: Double) -> Double? {
    guard let height = view.preferredHeight(forWidth: width) else { return nil }
    guard height >= 0 && height.isFinite else {
      fatalError(
        "\(Self.name): \(view.reuseIdentifier) answered a height of \(height) for \(what) at width \(width); "
          + "a height must be finite and not negative")
    }
    return height
  }

  // MARK: - Headers and footers

  /// Lets the data source configure the shown headers and footers of
  /// `sections` again, in place, and measures them again; their rows are
  /// untouched. A header whose view type changed gets a view of the new
  /// type; one the data source no longer shows goes, and takes no height.
  func reconfigureSupplementaryViews(inSections sections: [Int]) {
    for section in sections where (0..<numberOfSections).contains(section) {
      for kind in [ElementKind.header, .footer] {
        let key = SupplementaryKey(kind, section: section)
        guard let existing = views.supplementaryViews[key] else {
          layout.engine.invalidateSupplementaryHeight(inSection: section, footer: key.isFooter)
          continue
        }
        measure(key, reconfiguring: existing)
      }
    }
  }

  /// The headers and footers to measure in `viewport`: those that meet it
  /// and have no height from their view yet. None while the data source
  /// shows no supplementary views.
  func unmeasuredSupplementaries(in viewport: Viewport) -> [SupplementaryKey] {
    guard content.showsSupplementaryViews else { return [] }
    return shownSupplementaries(in: viewport).filter {
      !layout.engine.isSupplementaryMeasured(inSection: $0.section, footer: $0.isFooter)
    }
  }

  /// The headers and footers `viewport` shows: those that meet it, and the
  /// pinned header of the section under its top.
  func shownSupplementaries(in viewport: Viewport) -> Set<SupplementaryKey> {
    var shown = Set(
      layout.engine.visibleSupplementaries(in: viewport).map {
        SupplementaryKey($0.footer ? .footer : .header, section: $0.section)
      })
    if let section = layout.engine.firstItem(endingAfter: viewport.offset)?.section, pinsHeader(ofSection: section) {
      shown.insert(SupplementaryKey(.header, section: section))
    }
    return shown
  }

  /// Asks the data source for the view of `key`, configures it (the
  /// existing one when it hosts the same view type), and records its height
  /// at the container's width: the view's answer, the arrangement's height
  /// when it has none, or 0 when the section shows no such view.
  func measure(_ key: SupplementaryKey, reconfiguring existing: (any ReusableCell)? = nil) {
    let view = views.makeSupplementaryView(key, in: content, reconfiguring: existing)
    if let existing, existing !== view { registry.recycle(existing, as: key.kind) }
    views.supplementaryViews[key] = view
    let geometry = layout.engine.geometries[key.section]
    let fallback = key.isFooter ? geometry.footerHeight : geometry.headerHeight
    let width = layout.headerFrame(inSection: key.section).width
    let height =
      view.map {
        checkedHeight(of: $0, for: "the \(key.kind.rawValue) of section \(key.section)", width: width) ?? fallback
      } ?? 0
    layout.engine.setSupplementaryHeight(height, inSection: key.section, footer: key.isFooter, measured: true)
    layout.contentSizeMayHaveChanged()
  }

  /// Shows exactly the headers and footers that meet `viewport`, and the
  /// pinned header of the section under its top; the rest go back to their
  /// pools.
  func realizeSupplementaryViews(in viewport: Viewport) {
    guard content.showsSupplementaryViews else { return }
    let wanted = shownSupplementaries(in: viewport)
    views.supplementaryViews.recycle(outside: wanted, into: registry)
    for key in wanted where views.supplementaryViews[key] == nil {
      views.supplementaryViews[key] = views.makeSupplementaryView(key, in: content)
    }
  }

  /// Whether the header of `section` stays at the top of the viewport: the
  /// container pins every header, or the section's layout pins its own.
  func pinsHeader(ofSection section: Int) -> Bool {
    pinsSectionHeaders || layout.engine.geometries[section].pinsHeader
  }

  // MARK: - Private

  /// Enough rounds of measuring for any realistic screen; each round only
  /// re-measures cells whose answer changed.
  private static var maximumRefreshRounds: Int { 8 }

  /// Puts `viewport` where `pin` says and measures what it shows, the
  /// pinned item first, until every visible item is measured: rows revealed
  /// above the pinned item, or at the bottom, are measured before the offset
  /// is kept within the content. Cells are asked while no access to the
  /// layout is under way, so the code a cell runs may read the container.
  ///
  /// Returns the viewport and the items it shows, whose cells outside it
  /// went back to their pools.
  private func settle(_ viewport: Viewport, on pin: ViewportPin) -> (Viewport, visible: [ItemPath]) {
    var result = viewport
    while true {
      result.offset = layout.offset(for: pin, in: result)
      // Cells that left the screen go back to the pool first, so measuring
      // the rows that entered it reuses them.
      let visible = layout.visibleItems(in: result)
      views.cells.recycle(outside: Set(visible), into: registry)
      var unmeasured = layout.unmeasuredItems(in: result)
      if let item = layout.pinnedItem(of: pin), !layout.isMeasured(item), !unmeasured.contains(item) {
        unmeasured.append(item)
      }
      let supplementaries = unmeasuredSupplementaries(in: result)
      for key in supplementaries { measure(key, reconfiguring: views.supplementaryViews[key]) }
      guard !unmeasured.isEmpty else {
        if supplementaries.isEmpty { return (result, visible) }
        continue
      }
      layout.recordMeasuredHeights(
        unmeasured.map { path in
          (
            path: path,
            height: views.realizeCell(at: path, in: content).flatMap {
              checkedHeight(of: $0, at: path, width: layout.itemWidth(of: path))
            }
          )
        })
    }
  }
}
