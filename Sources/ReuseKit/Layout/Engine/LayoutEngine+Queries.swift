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

  /// The height of the row at `row` in `section`: its tallest item.
  ///
  /// - Complexity: O(c) for c columns.
  func rowHeight(section: Int, row: Int) -> Double {
    let first = itemStarts[section] + row * metrics.count
    let end = min(itemStarts[section + 1], first + metrics.count)
    var tallest = 0.0
    for item in first..<end { tallest = max(tallest, heights[item]) }
    return tallest
  }

  /// The extent of the slot of the row at `row` in `section`.
  ///
  /// - Complexity: O(c) for c columns.
  func rowExtent(section: Int, row: Int) -> Double {
    (row > 0 ? rules.lineSpacing : 0) + rowHeight(section: section, row: row)
  }

  /// The frame of the item at `path`; items of a row share the row's height.
  ///
  /// - Complexity: O(log n + c).
  func frame(of path: ItemPath) -> LayoutRect {
    checkItemExists(path)
    let row = path.item / metrics.count
    let column = path.item % metrics.count
    let slot = slotStarts[path.section] + 1 + row
    let top = rules.insets.top + tree.prefixSum(slot) + (row > 0 ? rules.lineSpacing : 0)
    return LayoutRect(
      x: metrics.x(ofColumn: column), y: top, width: metrics.itemWidth,
      height: rowHeight(section: path.section, row: row))
  }

  /// The frame of the header (`footer == false`) or footer of `section`.
  ///
  /// - Complexity: O(log n).
  func supplementaryFrame(inSection section: Int, footer: Bool) -> LayoutRect {
    checkSectionExists(section)
    let slot = footer ? slotStarts[section + 1] - 1 : slotStarts[section]
    let width = metrics.itemWidth * Double(metrics.count) + metrics.spacing * Double(metrics.count - 1)
    return LayoutRect(
      x: metrics.leading, y: rules.insets.top + tree.prefixSum(slot), width: width,
      height: footer ? footerHeights[section] : headerHeights[section])
  }

  /// The height of all content, insets included.
  ///
  /// - Complexity: O(log n).
  var contentHeight: Double { rules.insets.top + tree.total + rules.insets.bottom }

  /// The section whose slots include `slot`.
  ///
  /// - Complexity: O(log s).
  func section(containingSlot slot: Int) -> Int {
    var low = 0
    var high = sectionCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if slotStarts[middle] <= slot { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The items whose frames meet `viewport`, in ascending order.
  ///
  /// - Complexity: O(log n + log s + v) for the v items, headers and footers
  ///   that meet the viewport: one descent, then a walk over them.
  func visibleItems(in viewport: Viewport) -> [ItemPath] {
    var result: [ItemPath] = []
    let top = viewport.offset - rules.insets.top
    let bottom = top + viewport.height
    let slotCount = tree.count
    var slot = tree.count(endingAtOrBefore: top)
    guard slot < slotCount else { return result }
    var section = section(containingSlot: slot)
    var y = tree.prefixSum(slot)
    let columns = metrics.count
    while slot < slotCount, y < bottom {
      while slot >= slotStarts[section + 1] { section += 1 }
      let local = slot - slotStarts[section]
      let rows = slotStarts[section + 1] - slotStarts[section] - 2
      if local == 0 {
        y += headerHeights[section]
      } else if local <= rows {
        let row = local - 1
        let lead = row > 0 ? rules.lineSpacing : 0
        let height = rowHeight(section: section, row: row)
        if y + lead < bottom, y + lead + height > top {
          let first = row * columns
          let end = min(first + columns, itemStarts[section + 1] - itemStarts[section])
          for item in first..<end { result.append(ItemPath(item: item, section: section)) }
        }
        y += lead + height
      } else {
        y += footerHeights[section]
      }
      slot += 1
    }
    return result
  }

  /// The first item, in order, whose frame ends below `offset`; `nil` when
  /// every item ends at or above it.
  ///
  /// - Complexity: O(log n + log s + e) for the e empty sections skipped.
  func firstItem(endingAfter offset: Double) -> ItemPath? {
    let slotCount = tree.count
    var slot = tree.count(endingAtOrBefore: offset - rules.insets.top)
    guard slot < slotCount else { return nil }
    var section = section(containingSlot: slot)
    while slot < slotCount {
      while slot >= slotStarts[section + 1] { section += 1 }
      let local = slot - slotStarts[section]
      let rows = slotStarts[section + 1] - slotStarts[section] - 2
      if local >= 1, local <= rows { return ItemPath(item: (local - 1) * metrics.count, section: section) }
      slot += 1
    }
    return nil
  }
}
