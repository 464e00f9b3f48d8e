extension LayoutEngine {
  // MARK: - Internal

  /// Rebuilds the layout for the sections and items of `update`, carrying the
  /// heights of surviving items and sections along, and returns where each of
  /// `tracked` (old paths) ended up, or `nil` for those that did not survive.
  ///
  /// Pending heights must be applied first.
  ///
  /// - Complexity: O(n + m + s + t) for n items after the update, m before,
  ///   s sections and t tracked paths, when the tracked paths are adjacent.
  mutating func apply(_ update: LayoutUpdate, tracking tracked: [ItemPath]) -> [ItemPath?] {
    guard pending.isEmpty else {
      fatalError("apply pending heights before a batch update")
    }
    let defaultHeight = rules.itemHeight.defaultHeight
    let fixed = !rules.itemHeight.isSelfSizing
    let total = update.sections.reduce(0) { $0 + $1.items.count }
    var starts = [0]
    var newHeights = [Double]()
    var newMeasured = [Bool]()
    var headers = [Double]()
    var footers = [Double]()
    var headersMeasured = [Bool]()
    var footersMeasured = [Bool]()
    starts.reserveCapacity(update.sections.count + 1)
    newHeights.reserveCapacity(total)
    newMeasured.reserveCapacity(total)
    headers.reserveCapacity(update.sections.count)
    footers.reserveCapacity(update.sections.count)
    var found = [ItemPath?](repeating: nil, count: tracked.count)
    let lowest = tracked.min()
    let highest = tracked.max()
    for (finalSection, section) in update.sections.enumerated() {
      if let source = section.source {
        checkSectionExists(source)
        headers.append(headerHeights[source])
        footers.append(footerHeights[source])
        headersMeasured.append(headerMeasured[source])
        footersMeasured.append(footerMeasured[source])
      } else {
        headers.append(rules.headerHeight)
        footers.append(rules.footerHeight)
        headersMeasured.append(false)
        footersMeasured.append(false)
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
        newHeights.append(contentsOf: heights[start..<(start + count)])
        newMeasured.append(contentsOf: measured[start..<(start + count)])
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
}
