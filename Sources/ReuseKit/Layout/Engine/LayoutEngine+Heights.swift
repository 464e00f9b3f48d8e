extension LayoutEngine {
  // MARK: - Internal

  /// Sets the height of the item at `path` and whether it counts as measured.
  ///
  /// - Complexity: O(log n + c) for c columns.
  mutating func setHeight(_ height: Double, of path: ItemPath, measured isMeasured: Bool) {
    let index = flatIndex(of: path)
    let row = path.item / metrics.count
    let old = rowExtent(section: path.section, row: row)
    heights[index] = Self.checked(height)
    measured[index] = isMeasured
    tree.add(rowExtent(section: path.section, row: row) - old, at: slotStarts[path.section] + 1 + row)
    checkInvariants()
  }

  /// Records a late size report for the item at `path`, to be applied by
  /// ``applyPendingHeights()``; stops when there is no such item or the
  /// height is unusable.
  ///
  /// - Complexity: amortized O(1).
  mutating func reportHeight(_ height: Double, of path: ItemPath) {
    checkItemExists(path)
    pending.append(PendingHeight(path: path, height: Self.checked(height)))
    checkInvariants()
  }

  /// Applies the pending heights in the order they were reported, and
  /// returns whether there were any.
  ///
  /// - Complexity: O(k (log n + c)) for k pending heights.
  @discardableResult
  mutating func applyPendingHeights() -> Bool {
    guard !pending.isEmpty else { return false }
    let reports = pending
    pending.removeAll(keepingCapacity: true)
    for report in reports { setHeight(report.height, of: report.path, measured: true) }
    checkInvariants()
    return true
  }

  /// Adopts the columns of a new width. When the item width changes and
  /// items size themselves, every height goes back to the estimate and counts
  /// as not measured; pending heights, measured at the old width, are dropped.
  ///
  /// - Complexity: O(n + s) when the item width or the column count changes,
  ///   O(1) otherwise.
  mutating func setMetrics(_ newMetrics: ColumnMetrics) {
    let old = metrics
    metrics = newMetrics
    let invalidates = rules.itemHeight.isSelfSizing && newMetrics.itemWidth != old.itemWidth
    if invalidates { resetHeightsToEstimate() }
    if newMetrics.itemWidth != old.itemWidth || newMetrics.count != old.count { invalidateSupplementaryHeights() }
    if newMetrics.count != old.count {
      rebuildSlots()
    } else if invalidates {
      rebuildTree()
    }
    checkInvariants()
  }

  /// Puts every item of a self-sizing layout back to the estimate, not
  /// measured, and drops pending heights: after a change of text size, every
  /// item is measured again.
  ///
  /// - Complexity: O(n + s).
  mutating func invalidateMeasuredHeights() {
    invalidateSupplementaryHeights()
    guard rules.itemHeight.isSelfSizing else { return }
    resetHeightsToEstimate()
    rebuildTree()
    checkInvariants()
  }

  // MARK: - Private

  private mutating func resetHeightsToEstimate() {
    pending.removeAll()
    let estimate = rules.itemHeight.defaultHeight
    heights.withUnsafeMutableBufferPointer { $0.update(repeating: estimate) }
    measured.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
  }
}
