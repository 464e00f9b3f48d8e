extension FlowLayout {
  // MARK: - Public

  /// Sets the measured height of the item at `path` now; the items after it
  /// move.
  ///
  /// - Complexity: O(log n + c) for c columns.
  package mutating func setHeight(_ height: Double, for path: ItemPath) {
    engine.setHeight(height, of: path, measured: true)
    contentSizeMayHaveChanged()
  }

  /// Puts the item at `path` back to the estimated (or fixed) height, to be
  /// measured again when it is visible.
  ///
  /// - Complexity: O(log n + c) for c columns.
  package mutating func invalidateHeight(of path: ItemPath) {
    engine.checkItemExists(path)
    let rule = engine.geometries[path.section].itemHeight
    engine.setHeight(rule.defaultHeight, of: path, measured: !rule.isSelfSizing)
    contentSizeMayHaveChanged()
  }

  /// Sets the height of the header of `section`.
  ///
  /// - Complexity: O(log n).
  package mutating func setHeaderHeight(_ height: Double, forSection section: Int) {
    engine.setSupplementaryHeight(height, inSection: section, footer: false, measured: true)
    contentSizeMayHaveChanged()
  }

  /// Sets the height of the footer of `section`.
  ///
  /// - Complexity: O(log n).
  package mutating func setFooterHeight(_ height: Double, forSection section: Int) {
    engine.setSupplementaryHeight(height, inSection: section, footer: true, measured: true)
    contentSizeMayHaveChanged()
  }

  /// Records a late size report: a cell learned its height after it was laid
  /// out. Nothing moves until the next ``layoutIfNeeded(anchoring:)``, which
  /// applies every report since the last pass in one pass; of several reports
  /// for one item, the last wins.
  ///
  /// - Complexity: amortized O(1).
  package mutating func reportHeight(_ height: Double, for path: ItemPath) {
    engine.reportHeight(height, of: path)
  }

  /// Whether reported heights wait for a layout pass.
  ///
  /// - Complexity: O(1).
  package var hasPendingReports: Bool { !engine.pending.isEmpty }

  /// Runs a layout pass if heights were reported: applies them all, counts one
  /// pass, and returns `viewport` with its offset moved so that its first
  /// visible item stays where it was on screen.
  ///
  /// - Complexity: O(k (log n + c) + log n + log s) for k reports; O(1)
  ///   without reports.
  package mutating func layoutIfNeeded(anchoring viewport: Viewport) -> Viewport {
    guard hasPendingReports else { return viewport }
    let anchor = anchor(for: viewport)
    engine.applyPendingHeights()
    layoutPassCount += 1
    var result = viewport
    result.offset = offset(restoring: anchor)
    contentSizeMayHaveChanged()
    return result
  }

  /// The visible items whose heights were not measured at the current width.
  ///
  /// - Complexity: O(log n + log s + v) for the v items in the viewport.
  package func unmeasuredItems(in viewport: Viewport) -> [ItemPath] {
    visibleItems(in: viewport).filter { !engine.measured[engine.flatIndex(of: $0)] }
  }

  /// Measures the visible items that need it, until every visible item is
  /// measured, keeping the first visible item (as it is before the first
  /// round) in place; returns the adjusted viewport. Runs a pending layout
  /// pass first.
  ///
  /// `measure` gets an item and its width and returns the item's height,
  /// or `nil` to keep the estimate (the item then counts as measured). It
  /// must not use this layout; a caller whose measuring runs code that may
  /// read the layout asks ``unmeasuredItems(in:)`` and records the answers
  /// with ``recordMeasuredHeights(_:in:)`` instead, one round at a time.
  ///
  /// - Complexity: O(r (log n + log s + v) + m (log n + c)) for r rounds
  ///   (usually 1 or 2) and m measured items; O(log n + log s + v) when every
  ///   visible item is measured, as on most scroll steps.
  package mutating func measureVisibleItems(
    in viewport: Viewport, measure: (ItemPath, Double) -> Double?
  ) -> Viewport {
    var result = layoutIfNeeded(anchoring: viewport)
    // One anchor for every round, so rows revealed above it and measured
    // in a later round do not push it.
    let anchor = anchor(for: result)
    while true {
      let unmeasured = unmeasuredItems(in: result)
      guard !unmeasured.isEmpty else { break }
      recordMeasuredHeights(unmeasured.map { ($0, measure($0, itemWidth(of: $0))) })
      result.offset = offset(restoring: anchor)
    }
    return result
  }

  /// Records the heights measured for items, keeping the first visible item
  /// of `viewport` in place, and returns the adjusted viewport. A `nil`
  /// height keeps the item's estimate and marks it measured.
  ///
  /// - Complexity: O(m (log n + c)) for m items.
  package mutating func recordMeasuredHeights(
    _ heights: [(path: ItemPath, height: Double?)], in viewport: Viewport
  ) -> Viewport {
    guard !heights.isEmpty else { return viewport }
    let anchor = anchor(for: viewport)
    for (path, height) in heights {
      engine.setHeight(height ?? engine.heights[engine.flatIndex(of: path)], of: path, measured: true)
    }
    var result = viewport
    result.offset = offset(restoring: anchor)
    contentSizeMayHaveChanged()
    return result
  }

  /// The height of the item at `path` itself, which in a grid may be less
  /// than its row's.
  ///
  /// - Complexity: O(log s) for s sections.
  func itemHeight(of path: ItemPath) -> Double { engine.heights[engine.flatIndex(of: path)] }
}
