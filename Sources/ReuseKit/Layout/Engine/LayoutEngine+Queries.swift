extension LayoutEngine {
  // MARK: - Internal

  /// The number of sections.
  var sectionCount: Int { itemStarts.count - 1 }

  /// The number of items in all sections.
  var itemCount: Int { itemStarts[itemStarts.count - 1] }

  /// The number of items in `section`.
  func itemCount(inSection section: Int, call: String = #function) -> Int {
    checkSectionExists(section, call: call)
    return itemStarts[section + 1] - itemStarts[section]
  }

  /// The index of `path` among all items.
  func flatIndex(of path: ItemPath, call: String = #function) -> Int {
    checkItemExists(path, call: call)
    return itemStarts[path.section] + path.item
  }

  /// Stops, naming `section` and the range of sections, unless the layout
  /// has that section.
  func checkSectionExists(_ section: Int, call: String = #function) {
    guard section >= 0 && section < sectionCount else {
      fatalError(
        "FlowLayout.\(call): section \(section) is out of range: \(describe(ItemPath(item: 0, section: section)))")
    }
  }

  /// Stops, naming `path` and the size of its section, unless the layout has
  /// that item.
  func checkItemExists(_ path: ItemPath, call: String = #function) {
    guard contains(path) else {
      fatalError("FlowLayout.\(call): item \(path) is out of range: \(describe(path))")
    }
  }

  /// The counts a message about `path` needs: the sections, and the items of
  /// its section when there is one.
  func describe(_ path: ItemPath) -> String {
    ContainerContent.describe((0..<sectionCount).map { itemStarts[$0 + 1] - itemStarts[$0] }, at: path)
  }

  /// Whether `path` names an item of the layout.
  func contains(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < sectionCount && path.item >= 0
      && path.item < itemStarts[path.section + 1] - itemStarts[path.section]
  }

  /// The height of the row at `row` in `section`: its tallest item; for a
  /// carousel, its tallest item; for a waterfall, its lowest column.
  ///
  /// - Complexity: O(c) for c columns.
  func rowHeight(section: Int, row: Int) -> Double {
    let geometry = geometries[section]
    switch geometry.kind {
    case .rows:
      let first = itemStarts[section] + row * geometry.metrics.count
      let end = min(itemStarts[section + 1], first + geometry.metrics.count)
      var tallest = 0.0
      for item in first..<end { tallest = max(tallest, heights[item]) }
      return tallest
    case .carousel:
      return carouselRows[section].height
    case .waterfall:
      return waterfalls[section]?.extent(heights: heights, start: itemStarts[section]) ?? 0
    }
  }

  /// The tallest item of `section`, from the plain heights.
  ///
  /// - Complexity: O(k) for k items.
  func tallestItem(inSection section: Int) -> TallestItem {
    heights.withUnsafeBufferPointer { heights in
      var tallest = TallestItem.none
      for item in itemStarts[section]..<itemStarts[section + 1] { tallest.include(heights[item]) }
      return tallest
    }
  }

  /// The extent of the slot of the row at `row` in `section`.
  ///
  /// - Complexity: as ``rowHeight(section:row:)``.
  func rowExtent(section: Int, row: Int) -> Double {
    (row > 0 ? geometries[section].lineSpacing : 0) + rowHeight(section: section, row: row)
  }

  /// The frame of the item at `path`; items of a row share the row's height,
  /// a carousel's items are moved left by its horizontal offset, and a
  /// waterfall's items have their own heights.
  ///
  /// - Complexity: O(log n + c) for c columns; O(log n) in a carousel;
  ///   O(log n + log k) in a waterfall of k items.
  func frame(of path: ItemPath) -> LayoutRect {
    checkItemExists(path)
    let geometry = geometries[path.section]
    let metrics = geometry.metrics
    switch geometry.kind {
    case .rows:
      let row = path.item / metrics.count
      let column = path.item % metrics.count
      let slot = slotStarts[path.section] + 1 + row
      let top = rules.insets.top + tree.prefixSum(slot) + (row > 0 ? geometry.lineSpacing : 0)
      return LayoutRect(
        x: metrics.x(ofColumn: column), y: top, width: metrics.itemWidth,
        height: rowHeight(section: path.section, row: row))
    case .carousel:
      let top = rules.insets.top + tree.prefixSum(slotStarts[path.section] + 1)
      return LayoutRect(
        x: metrics.leading + Double(path.item) * geometry.stride - horizontalOffsets[path.section], y: top,
        width: metrics.itemWidth, height: rowHeight(section: path.section, row: 0))
    case .waterfall:
      let top = rules.insets.top + tree.prefixSum(slotStarts[path.section] + 1)
      let placement = waterfalls[path.section]
      let column = placement.map { Int($0.columnOfItem[path.item]) } ?? 0
      return LayoutRect(
        x: metrics.x(ofColumn: column), y: top + (placement?.top(of: path.item) ?? 0), width: metrics.itemWidth,
        height: heights[itemStarts[path.section] + path.item])
    }
  }

  /// The frame of the header (`footer == false`) or footer of `section`.
  ///
  /// - Complexity: O(log n).
  func supplementaryFrame(inSection section: Int, footer: Bool) -> LayoutRect {
    checkSectionExists(section)
    let geometry = geometries[section]
    let slot = footer ? slotStarts[section + 1] - 1 : slotStarts[section]
    return LayoutRect(
      x: geometry.supplementaryLeading, y: rules.insets.top + tree.prefixSum(slot) + (footer ? geometry.bottom : 0),
      width: geometry.supplementaryWidth, height: footer ? footerHeights[section] : headerHeights[section])
  }

  /// The height of all content, insets included.
  ///
  /// - Complexity: O(log n).
  var contentHeight: Double { rules.insets.top + tree.total + rules.insets.bottom }

  /// The section whose slots include `slot`.
  ///
  /// - Complexity: O(log s).
  func section(containingSlot slot: Int) -> Int { Self.section(in: slotStarts, containing: slot) }

  /// The last section whose start in `starts` (one per section, and the end
  /// last) is at or before `position`.
  ///
  /// - Complexity: O(log s).
  static func section(in starts: [Int], containing position: Int) -> Int {
    var low = 0
    var high = starts.count - 2
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The items whose frames meet `viewport`, in ascending order; a
  /// carousel's items also meet the container's width.
  ///
  /// - Complexity: O(log n + log s + v) for the v items, headers and footers
  ///   that meet the viewport: one descent, then a walk over them; plus
  ///   O(c log k + v log v) for each waterfall of k items in c columns met.
  func visibleItems(in viewport: Viewport) -> [ItemPath] {
    var result: [ItemPath] = []
    // Most screens show fewer; one allocation instead of a doubling series.
    result.reserveCapacity(64)
    let top = viewport.offset - rules.insets.top
    let bottom = top + viewport.height
    let slotCount = tree.count
    var slot = tree.count(endingAtOrBefore: top)
    guard slot < slotCount else { return result }
    var section = section(containingSlot: slot)
    var y = tree.prefixSum(slot)
    while slot < slotCount, y < bottom {
      while slot >= slotStarts[section + 1] { section += 1 }
      let geometry = geometries[section]
      let local = slot - slotStarts[section]
      let rows = slotStarts[section + 1] - slotStarts[section] - 2
      if local == 0 {
        y += headerHeights[section] + geometry.top
      } else if local <= rows {
        let row = local - 1
        let lead = row > 0 ? geometry.lineSpacing : 0
        let height = rowHeight(section: section, row: row)
        if y + lead < bottom, y + lead + height > top {
          appendItems(ofRow: row, in: section, from: top - y, to: bottom - y, into: &result)
        }
        y += lead + height
      } else {
        y += geometry.bottom + footerHeights[section]
      }
      slot += 1
    }
    return result
  }

  /// The first item, in order, whose frame ends below `offset`; `nil` when
  /// every item ends at or above it.
  ///
  /// - Complexity: O(log n + log s + e) for the e empty sections skipped,
  ///   plus O(c log k) in a waterfall.
  func firstItem(endingAfter offset: Double) -> ItemPath? {
    let slotCount = tree.count
    let top = offset - rules.insets.top
    var slot = tree.count(endingAtOrBefore: top)
    guard slot < slotCount else { return nil }
    var section = section(containingSlot: slot)
    while slot < slotCount {
      while slot >= slotStarts[section + 1] { section += 1 }
      let local = slot - slotStarts[section]
      let rows = slotStarts[section + 1] - slotStarts[section] - 2
      if local >= 1, local <= rows {
        let geometry = geometries[section]
        switch geometry.kind {
        case .rows: return ItemPath(item: (local - 1) * geometry.metrics.count, section: section)
        case .carousel: return ItemPath(item: 0, section: section)
        case .waterfall:
          let first = waterfalls[section]?.firstItem(
            endingBelow: top - tree.prefixSum(slot), heights: heights, start: itemStarts[section])
          if let first { return ItemPath(item: first, section: section) }
        }
      }
      slot += 1
    }
    return nil
  }
}
