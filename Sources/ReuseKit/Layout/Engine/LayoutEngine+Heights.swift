extension LayoutEngine {
  // MARK: - Internal

  /// `height`, after checking that it is a usable height.
  static func checked(_ height: Double) -> Double {
    guard height >= 0 && height.isFinite else {
      fatalError("FlowLayout: a height must be finite and not negative, not \(height)")
    }
    return height
  }

  /// Sets the height of the item at `path` and whether it counts as measured.
  /// In a waterfall, only the items after it in its column move.
  ///
  /// - Complexity: O(log n + c) for c columns; O(log n) in a carousel, or
  ///   O(log n + k) for k items when the last of its tallest gets shorter;
  ///   O(log n + c + m) in a waterfall, for the m items that move.
  mutating func setHeight(_ height: Double, of path: ItemPath, measured isMeasured: Bool) {
    let index = flatIndex(of: path)
    let geometry = geometries[path.section]
    let row = geometry.kind == .rows ? path.item / geometry.metrics.count : 0
    let old = rowExtent(section: path.section, row: row)
    let checked = Self.checked(height)
    let previous = heights[index]
    let delta = checked - previous
    heights[index] = checked
    measured[index] = isMeasured
    switch geometry.kind {
    case .rows: break
    case .carousel: carouselItemHeight(inSection: path.section, changedFrom: previous, to: checked)
    case .waterfall: waterfalls[path.section]?.heightOfItem(path.item, changedBy: delta)
    }
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
  /// - Complexity: O(k (log n + c)) for k pending heights, as ``setHeight(_:of:measured:)`` each.
  @discardableResult
  mutating func applyPendingHeights() -> Bool {
    guard !pending.isEmpty else { return false }
    let reports = pending
    pending.removeAll(keepingCapacity: true)
    for report in reports { setHeight(report.height, of: report.path, measured: true) }
    checkInvariants()
    return true
  }

  /// Adopts a new container width. In each section whose item width
  /// changes and whose items size themselves, every height goes back to the
  /// estimate and counts as not measured, and its pending heights, measured
  /// at the old width, are dropped; a header or footer whose width changes
  /// is measured again. A waterfall keeps its columns while their count
  /// stays; a carousel's offset is kept within its new extent.
  ///
  /// - Complexity: O(n + s) when a section's item width or column count
  ///   changes, O(s) otherwise.
  mutating func setWidth(_ newWidth: Double) {
    width = newWidth
    var reset: [Bool] = []
    var changed = false
    for section in 0..<sectionCount {
      let old = geometries[section]
      let new = SectionGeometry(sectionLayouts[section], width: newWidth, insets: rules.insets)
      let resets = new.itemHeight.isSelfSizing && new.metrics.itemWidth != old.metrics.itemWidth
      reset.append(resets)
      guard new != old else { continue }
      geometries[section] = new
      if resets { resetHeightsToEstimate(inSection: section) }
      if new.supplementaryWidth != old.supplementaryWidth || new.metrics.count != old.metrics.count {
        headerMeasured[section] = false
        footerMeasured[section] = false
      }
      if new.kind == .waterfall, resets || new.metrics.count != old.metrics.count {
        let kept = new.metrics.count == old.metrics.count ? waterfalls[section]?.columnOfItem ?? [] : []
        placeWaterfall(section, keeping: kept[...])
      }
      horizontalOffsets[section] = new.restingOffset(horizontalOffsets[section], items: itemCount(inSection: section))
      changed = changed || resets || new.metrics.count != old.metrics.count
    }
    if reset.contains(true) { pending.removeAll { reset[$0.path.section] } }
    if changed { rebuildSlots() }
    checkInvariants()
  }

  /// Puts every item of a self-sizing section back to the estimate, not
  /// measured, and drops pending heights: after a change of text size, every
  /// item is measured again. Waterfalls keep their columns.
  ///
  /// - Complexity: O(n + s).
  mutating func invalidateMeasuredHeights() {
    invalidateSupplementaryHeights()
    guard geometries.contains(where: \.itemHeight.isSelfSizing) else { return }
    pending.removeAll()
    for section in 0..<sectionCount where geometries[section].itemHeight.isSelfSizing {
      resetHeightsToEstimate(inSection: section)
      if geometries[section].kind == .waterfall {
        placeWaterfall(section, keeping: (waterfalls[section]?.columnOfItem ?? [])[...])
      }
    }
    rebuildTree()
    checkInvariants()
  }

  /// Sets the horizontal offset of the carousel `section`, kept within the
  /// carousel and, when it pages, at an item's leading edge; returns the
  /// offset it rests at.
  ///
  /// - Complexity: O(1).
  @discardableResult
  mutating func setHorizontalOffset(_ offset: Double, inSection section: Int) -> Double {
    checkSectionExists(section)
    let resting = geometries[section].restingOffset(offset, items: itemCount(inSection: section))
    horizontalOffsets[section] = resting
    return resting
  }

  // MARK: - Private

  /// Keeps the tallest item of the carousel `section` after one item's
  /// height changed from `old` to `new`.
  ///
  /// - Complexity: O(1), or O(k) for k items when the last of the tallest
  ///   gets shorter.
  private mutating func carouselItemHeight(inSection section: Int, changedFrom old: Double, to new: Double) {
    if !carouselRows[section].replace(old, with: new) {
      carouselRows[section] = tallestItem(inSection: section)
    }
  }

  private mutating func resetHeightsToEstimate(inSection section: Int) {
    let estimate = geometries[section].itemHeight.defaultHeight
    let range = itemStarts[section]..<itemStarts[section + 1]
    heights.withUnsafeMutableBufferPointer { $0[range].update(repeating: estimate) }
    measured.withUnsafeMutableBufferPointer { $0[range].update(repeating: false) }
  }
}

/// The height of a carousel's tallest items and how many there are, so
/// that one of them getting shorter needs a walk over the items only when
/// it was the last.
struct TallestItem: Equatable {
  /// No item.
  static var none: TallestItem { TallestItem(height: 0, count: 0) }

  /// The height of the tallest items; 0 when there is none.
  private(set) var height: Double
  /// How many items are that tall.
  private(set) var count: Int

  /// Counts an item `itemHeight` tall.
  mutating func include(_ itemHeight: Double) {
    if itemHeight > height || count == 0 {
      (height, count) = (itemHeight, 1)
    } else if itemHeight == height {
      count += 1
    }
  }

  /// Follows one item's height from `old` to `new`; `false` when the last
  /// of the tallest got shorter, and the items must be counted again.
  mutating func replace(_ old: Double, with new: Double) -> Bool {
    guard old == height else {
      include(new)
      return true
    }
    if new > height { (height, count) = (new, 1) }
    guard new < old else { return true }
    count -= 1
    return count > 0
  }
}
