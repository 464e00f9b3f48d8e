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
      for (item, itemSource) in section.items.enumerated() {
        switch itemSource {
        case .old(let path):
          let index = flatIndex(of: path)
          newHeights.append(heights[index])
          newMeasured.append(measured[index])
          if let lowest, let highest, path >= lowest, path <= highest, let slot = tracked.firstIndex(of: path) {
            found[slot] = ItemPath(item: item, section: finalSection)
          }
        case .new:
          newHeights.append(defaultHeight)
          newMeasured.append(fixed)
        }
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
}
