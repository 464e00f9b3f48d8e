extension LayoutEngine {
  // MARK: - Internal

  /// Stops, naming what disagrees, when the engine's redundant state is out
  /// of step: the item and slot starts with each other and with the column
  /// count, the per-item and per-section arrays with the counts, the tree
  /// with the extents that follow from the plain heights, and the pending
  /// reports with the items. Every mutator calls it last.
  ///
  /// The body is compiled only under `REUSEKIT_INTERNAL_CHECKS`, which the
  /// test suite and the fuzz targets set and a user's build never does (see
  /// CONTRIBUTING.md); otherwise the call costs nothing.
  ///
  /// Layouts of up to 1,000 items and sections are checked in full; larger
  /// ones get a sample, so that a million-row layout pays O(log n) per
  /// change: the shapes of the arrays, and 16 sections, 16 items, 16 slots
  /// and the last 16 pending reports.
  ///
  /// - Complexity: O(n log n) up to 1,000 items and sections; O(log n + c)
  ///   for c columns beyond.
  @inline(__always)
  func checkInvariants() {
    #if REUSEKIT_INTERNAL_CHECKS
      if heights.count + headerHeights.count <= Self.fullCheckLimit {
        checkAllInvariants()
      } else {
        checkSampledInvariants()
      }
    #endif
  }
}

#if REUSEKIT_INTERNAL_CHECKS
  extension LayoutEngine {
    // MARK: - Internal

    /// Checks every section, item, slot and pending report, and every prefix
    /// sum of the tree against a plain sum of the extents from the top.
    ///
    /// - Complexity: O(n log n) for n items, slots and reports.
    func checkAllInvariants() {
      checkShapes()
      for section in 0..<sectionCount { checkSection(section) }
      for item in heights.indices { checkItem(item) }
      let tolerance = treeTolerance
      var sum = 0.0
      for slot in 0..<tree.count {
        checkPrefix(slot, against: sum, tolerance: tolerance)
        sum += expectedExtent(ofSlot: slot)
      }
      checkPrefix(tree.count, against: sum, tolerance: tolerance)
      for report in pending.indices { checkPending(report) }
    }

    // MARK: - Private

    /// How many items and sections a layout may hold and still be checked in
    /// full after every change.
    private static var fullCheckLimit: Int { 1_000 }

    /// How many sections, items, slots and reports a sampled check visits.
    private static var sampleSize: Int { 16 }

    /// The shapes, then a sample of the rest; see ``checkInvariants()``.
    private func checkSampledInvariants() {
      checkShapes()
      // The sample moves with the heights, so that a run of changes visits
      // different positions.
      let seed = UInt(truncatingIfNeeded: tree.total.bitPattern) &+ UInt(pending.count)
      for section in Self.spread(sectionCount, seed: seed) { checkSection(section) }
      for item in Self.spread(heights.count, seed: seed) { checkItem(item) }
      let tolerance = treeTolerance
      for slot in Self.spread(tree.count, seed: seed) {
        let extent = tree.prefixSum(slot + 1) - tree.prefixSum(slot)
        guard Self.agree(extent, expectedExtent(ofSlot: slot), within: tolerance) else {
          fatalError(
            "LayoutEngine: slot \(slot) spans \(extent) in the tree, \(expectedExtent(ofSlot: slot)) by its heights")
        }
      }
      for report in pending.indices.suffix(Self.sampleSize) { checkPending(report) }
    }

    /// Positions in `0..<count`: all of them up to the sample size, otherwise
    /// between one and two sample sizes of them, evenly spaced from an offset
    /// chosen by `seed`.
    private static func spread(_ count: Int, seed: UInt) -> StrideTo<Int> {
      let step = Swift.max(1, count / sampleSize)
      return stride(from: Int(seed % UInt(step)), to: count, by: step)
    }

    /// How far a prefix sum may stray from a plain sum: heights that are not
    /// multiples of a power of two round differently in the tree. Infinite
    /// when the total overflows, as finite heights can, which skips the
    /// comparison.
    private var treeTolerance: Double { 1e-9 * Swift.max(1, tree.total) }

    /// Whether `found` and `expected` agree within `tolerance`, or overflow.
    private static func agree(_ found: Double, _ expected: Double, within tolerance: Double) -> Bool {
      !tolerance.isFinite || abs(found - expected) <= tolerance
    }

    /// The counts every array must agree on.
    private func checkShapes() {
      guard geometries.count == sectionCount, sectionLayouts.count == sectionCount,
        horizontalOffsets.count == sectionCount, waterfalls.count == sectionCount,
        carouselRows.count == sectionCount
      else {
        fatalError(
          "LayoutEngine: \(sectionCount) sections, \(geometries.count) geometries, \(sectionLayouts.count) layouts, "
            + "\(horizontalOffsets.count) offsets, \(waterfalls.count) waterfalls, \(carouselRows.count) carousel rows")
      }
      guard itemStarts.first == 0, slotStarts.first == 0 else {
        fatalError("LayoutEngine: item starts begin \(itemStarts.prefix(1)), slot starts \(slotStarts.prefix(1))")
      }
      guard slotStarts.count == itemStarts.count, headerHeights.count == sectionCount,
        footerHeights.count == sectionCount, headerMeasured.count == sectionCount, footerMeasured.count == sectionCount
      else {
        fatalError(
          "LayoutEngine: \(sectionCount) sections by the item starts, \(slotStarts.count - 1) by the slot starts, "
            + "\(headerHeights.count) headers, \(footerHeights.count) footers")
      }
      guard heights.count == itemCount, measured.count == itemCount else {
        fatalError("LayoutEngine: \(itemCount) items by the starts, \(heights.count) heights, \(measured.count) flags")
      }
      guard tree.count == slotStarts[slotStarts.count - 1] else {
        fatalError("LayoutEngine: the tree holds \(tree.count) slots, the slot starts end at \(slotStarts.last ?? 0)")
      }
    }

    /// Section `section` holds a header, a slot per row of items and a footer,
    /// of usable heights.
    private func checkSection(_ section: Int) {
      let items = itemStarts[section + 1] - itemStarts[section]
      let slots = slotStarts[section + 1] - slotStarts[section]
      let geometry = geometries[section]
      let rows = geometry.rowCount(items: items)
      guard items >= 0, slots == rows + 2, geometry.metrics.count >= 1 else {
        fatalError(
          "LayoutEngine: section \(section) holds \(items) items in \(geometry.metrics.count) columns and "
            + "\(slots) slots")
      }
      let offset = horizontalOffsets[section]
      guard offset == geometry.restingOffset(offset, items: items) else {
        fatalError("LayoutEngine: section \(section) is scrolled to \(offset), outside its carousel")
      }
      checkWaterfall(section)
      let tallest = geometry.kind == .carousel ? tallestItem(inSection: section) : .none
      guard carouselRows[section] == tallest else {
        fatalError("LayoutEngine: carousel section \(section) keeps \(carouselRows[section]), not \(tallest)")
      }
      guard Self.isUsable(headerHeights[section]), Self.isUsable(footerHeights[section]) else {
        fatalError(
          "LayoutEngine: section \(section) has header \(headerHeights[section]), footer \(footerHeights[section])")
      }
    }

    /// Item `item` has a usable height, and counts as measured when heights are fixed.
    private func checkItem(_ item: Int) {
      guard Self.isUsable(heights[item]) else { fatalError("LayoutEngine: item \(item) has height \(heights[item])") }
      let section = section(containingItem: item)
      guard geometries[section].itemHeight.isSelfSizing || measured[item] else {
        fatalError("LayoutEngine: item \(item) of a fixed height is not measured")
      }
    }

    /// The tree's sum of the slots before `slot` is `sum`, within `tolerance`.
    private func checkPrefix(_ slot: Int, against sum: Double, tolerance: Double) {
      let prefix = tree.prefixSum(slot)
      guard Self.agree(prefix, sum, within: tolerance) else {
        fatalError("LayoutEngine: the slots before \(slot) sum to \(prefix) in the tree, \(sum) by their heights")
      }
    }

    /// The pending report at `report` names an item of the layout and a usable height.
    private func checkPending(_ report: Int) {
      let pendingHeight = pending[report]
      guard contains(pendingHeight.path), Self.isUsable(pendingHeight.height) else {
        fatalError(
          "LayoutEngine: pending report \(report), \(pendingHeight.height) for \(pendingHeight.path), is unusable")
      }
    }

    /// The extent of `slot` from the plain heights: its section's header or
    /// footer height, or its row's extent.
    private func expectedExtent(ofSlot slot: Int) -> Double {
      let section = section(containingSlot: slot)
      let local = slot - slotStarts[section]
      let rows = slotStarts[section + 1] - slotStarts[section] - 2
      if local == 0 { return headerHeights[section] + geometries[section].top }
      if local <= rows { return rowExtent(section: section, row: local - 1) }
      return geometries[section].bottom + footerHeights[section]
    }

    private static func isUsable(_ height: Double) -> Bool { height >= 0 && height.isFinite }

    /// The section that holds the item at flat index `item`.
    private func section(containingItem item: Int) -> Int { Self.section(in: itemStarts, containing: item) }

    /// A waterfall section has a placement whose columns hold each of its
    /// items once, in order, with the tops its heights give; any other
    /// section has none.
    private func checkWaterfall(_ section: Int) {
      let geometry = geometries[section]
      guard geometry.kind == .waterfall else {
        guard waterfalls[section] == nil else { fatalError("LayoutEngine: section \(section) has a placement") }
        return
      }
      guard let placement = waterfalls[section] else {
        fatalError("LayoutEngine: waterfall section \(section) has no placement")
      }
      let start = itemStarts[section]
      let count = itemStarts[section + 1] - start
      guard placement.columnOfItem.count == count, placement.tops.count == count,
        placement.columnCount == geometry.metrics.count,
        (0..<placement.columnCount).reduce(0, { $0 + placement.items(inColumn: $1).count }) == count
      else {
        fatalError(
          "LayoutEngine: waterfall section \(section) places \(placement.columnOfItem.count) of \(count) items")
      }
      for column in 0..<placement.columnCount {
        var top = 0.0
        var previous: Int32 = -1
        for item in placement.items(inColumn: column) {
          let found = placement.tops[Int(item)]
          guard placement.columnOfItem[Int(item)] == column, item > previous,
            Self.agree(found, top, within: 1e-9 * Swift.max(1, top))
          else {
            fatalError("LayoutEngine: item \(item) of waterfall section \(section) is at \(found), not \(top)")
          }
          previous = item
          top += heights[start + Int(item)] + geometry.lineSpacing
        }
      }
    }
  }
#endif
