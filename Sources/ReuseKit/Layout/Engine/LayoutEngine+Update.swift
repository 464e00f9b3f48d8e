extension LayoutEngine {
  // MARK: - Internal

  /// Rebuilds the layout for the sections and items of `update`, carrying the
  /// heights of surviving items and sections along, and returns where each of
  /// `tracked` (old paths) ended up, or `nil` for those that did not survive.
  ///
  /// Each final section takes its layout from `layouts`, or without them
  /// from its source section (the rules' layout for a new one), and its
  /// horizontal offset from its source. An item keeps its height when its
  /// new section's items are as wide and size themselves as its old
  /// section's, or have the same fixed height; otherwise it takes the
  /// default height. A waterfall keeps the columns of the items before its
  /// first change.
  ///
  /// Pending heights must be applied first.
  ///
  /// - Complexity: O(n + m + s + t) for n items after the update, m before,
  ///   s sections and t tracked paths, when the tracked paths are adjacent;
  ///   plus O(k c) for each waterfall of k items in c columns.
  mutating func apply(
    _ update: LayoutUpdate, tracking tracked: [ItemPath], layouts: [SectionLayout]? = nil
  ) -> [ItemPath?] {
    guard pending.isEmpty else {
      fatalError("apply pending heights before a batch update")
    }
    let newLayouts =
      layouts ?? update.sections.map { section in section.source.map { sectionLayouts[$0] } ?? rules.defaultSection }
    guard newLayouts.count == update.sections.count else {
      fatalError("FlowLayout: \(newLayouts.count) section layouts for \(update.sections.count) sections")
    }
    let newGeometries = newLayouts.map { SectionGeometry($0, width: width, insets: rules.insets) }
    let total = update.sections.reduce(0) { $0 + $1.items.count }
    var starts = [0]
    var newHeights = [Double]()
    var newMeasured = [Bool]()
    var headers = [Double]()
    var footers = [Double]()
    var headersMeasured = [Bool]()
    var footersMeasured = [Bool]()
    var offsets = [Double]()
    var kept = [ArraySlice<Int32>]()
    starts.reserveCapacity(update.sections.count + 1)
    newHeights.reserveCapacity(total)
    newMeasured.reserveCapacity(total)
    headers.reserveCapacity(update.sections.count)
    footers.reserveCapacity(update.sections.count)
    var found = [ItemPath?](repeating: nil, count: tracked.count)
    let lowest = tracked.min()
    let highest = tracked.max()
    for (finalSection, section) in update.sections.enumerated() {
      let geometry = newGeometries[finalSection]
      let defaultHeight = Self.checked(geometry.itemHeight.defaultHeight)
      let fixed = !geometry.itemHeight.isSelfSizing
      if let source = section.source {
        checkSectionExists(source)
        headers.append(headerHeights[source])
        footers.append(footerHeights[source])
        headersMeasured.append(headerMeasured[source])
        footersMeasured.append(footerMeasured[source])
        offsets.append(geometry.restingOffset(horizontalOffsets[source], items: section.items.count))
        kept.append(keptColumns(of: section, from: source, in: geometry))
      } else {
        headers.append(geometry.headerHeight)
        footers.append(geometry.footerHeight)
        headersMeasured.append(false)
        footersMeasured.append(false)
        offsets.append(0)
        kept.append([])
      }
      var item = 0
      while item < section.items.count {
        // Runs of new items, and of old items that follow one another, as
        // most do, take their heights as a block.
        let count = Self.runLength(of: section.items, from: item)
        guard case .old(let first) = section.items[item] else {
          newHeights.append(contentsOf: repeatElement(defaultHeight, count: count))
          newMeasured.append(contentsOf: repeatElement(fixed, count: count))
          item += count
          continue
        }
        let last = ItemPath(item: first.item + count - 1, section: first.section)
        let start = flatIndex(of: first)
        _ = flatIndex(of: last)
        if carriesHeight(from: geometries[first.section], to: geometry) {
          newHeights.append(contentsOf: heights[start..<(start + count)])
          newMeasured.append(contentsOf: measured[start..<(start + count)])
        } else {
          newHeights.append(contentsOf: repeatElement(defaultHeight, count: count))
          newMeasured.append(contentsOf: repeatElement(fixed, count: count))
        }
        if let lowest, let highest, last >= lowest, first <= highest {
          for (slot, path) in tracked.enumerated()
          where path.section == first.section && (first.item...last.item).contains(path.item)
            && tracked.firstIndex(of: path) == slot
          {
            found[slot] = ItemPath(item: item + path.item - first.item, section: finalSection)
          }
        }
        item += count
      }
      starts.append(newHeights.count)
    }
    itemStarts = starts
    heights = newHeights
    measured = newMeasured
    headerHeights = headers
    footerHeights = footers
    headerMeasured = headersMeasured
    footerMeasured = footersMeasured
    horizontalOffsets = offsets
    sectionLayouts = newLayouts
    geometries = newGeometries
    waterfalls = Array(repeating: nil, count: newLayouts.count)
    for section in kept.indices { placeWaterfall(section, keeping: kept[section]) }
    rebuildSlots()
    checkInvariants()
    return found
  }

  // MARK: - Private

  /// How many items of `sources` from `index` on are new items, when the
  /// item at `index` is new, or else old items that follow it one by one in
  /// its section.
  private static func runLength(of sources: [LayoutUpdate.ItemSource], from index: Int) -> Int {
    var end = index + 1
    switch sources[index] {
    case .new:
      while end < sources.count, case .new = sources[end] { end += 1 }
    case .old(let first):
      while end < sources.count, case .old(let path) = sources[end], path.section == first.section,
        path.item == first.item + end - index
      {
        end += 1
      }
    }
    return end - index
  }

  /// Whether an item measured in a section of `old` keeps its height in a
  /// section of `new`: both size their items at the same width, or both
  /// have the same fixed height.
  private func carriesHeight(from old: SectionGeometry, to new: SectionGeometry) -> Bool {
    if new.itemHeight.isSelfSizing {
      return old.itemHeight.isSelfSizing && old.metrics.itemWidth == new.metrics.itemWidth
    }
    return old.itemHeight == new.itemHeight
  }

  /// The columns a final waterfall section keeps from its source: those of
  /// the source's items up to the first item that is not the source's
  /// next one, when the source was a waterfall of as many columns.
  private func keptColumns(
    of section: LayoutUpdate.Section, from source: Int, in geometry: SectionGeometry
  ) -> ArraySlice<Int32> {
    guard geometry.kind == .waterfall, geometries[source].kind == .waterfall,
      geometries[source].metrics.count == geometry.metrics.count, let placement = waterfalls[source]
    else { return [] }
    var prefix = 0
    for itemSource in section.items {
      guard case .old(let path) = itemSource, path == ItemPath(item: prefix, section: source) else { break }
      prefix += 1
    }
    return placement.columnOfItem[..<prefix]
  }
}
