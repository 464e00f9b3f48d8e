/// Every change of a height or of the width. None of them moves a viewport:
/// the caller takes a ``ViewportPin`` before the change and puts the viewport
/// back with ``offset(for:in:)`` after it, so one pin can hold through several
/// changes and rounds of measuring.
extension FlowLayout {
  // MARK: - Package

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
  /// out. Nothing moves until the next ``applyReportedHeights()``, which
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

  /// The visible items whose heights were not measured at the current width.
  ///
  /// - Complexity: O(log n + log s + v) for the v items in the viewport.
  package func unmeasuredItems(in viewport: Viewport) -> [ItemPath] {
    visibleItems(in: viewport).filter { !engine.measured[engine.flatIndex(of: $0)] }
  }

  /// Applies the reported heights as one layout pass, and counts the pass.
  ///
  /// - Complexity: O(k (log n + c)) for k reports; O(1) without reports.
  package mutating func applyReportedHeights() {
    guard engine.applyPendingHeights() else { return }
    layoutPassCount += 1
    contentSizeMayHaveChanged()
  }

  /// Records measured heights; a `nil` height keeps the estimate and marks the
  /// item measured.
  ///
  /// - Complexity: O(m (log n + c)) for m items.
  package mutating func recordMeasuredHeights(_ heights: [(path: ItemPath, height: Double?)]) {
    for (path, height) in heights {
      engine.setHeight(height ?? engine.heights[engine.flatIndex(of: path)], of: path, measured: true)
    }
    contentSizeMayHaveChanged()
  }

  /// Changes the container's width. When the item width changes, every
  /// self-sizing height falls back to its estimate, to be measured again as
  /// it becomes visible, and pending reports, measured at the old width, are
  /// dropped.
  ///
  /// - Complexity: O(n + s) when the item width or column count changes;
  ///   O(log n) otherwise.
  package mutating func setWidth(_ newWidth: Double) {
    width = newWidth
    engine.setWidth(newWidth)
    contentSizeMayHaveChanged()
  }

  /// Puts every self-sizing item back to its estimate, to be measured again,
  /// as after a change of text size.
  ///
  /// - Complexity: O(n + s).
  mutating func invalidateMeasuredHeights() {
    guard engine.geometries.contains(where: \.itemHeight.isSelfSizing) else { return }
    engine.invalidateMeasuredHeights()
    contentSizeMayHaveChanged()
  }

  /// The height of the item at `path` itself, which in a grid may be less
  /// than its row's.
  ///
  /// - Complexity: O(log s) for s sections.
  func itemHeight(of path: ItemPath) -> Double { engine.heights[engine.flatIndex(of: path)] }
}
