extension LayoutEngine {
  // MARK: - Internal

  /// Places the items of `section` anew when it is a waterfall, the first
  /// `kept.count` of them in the columns `kept` gives; forgets the
  /// placement of any other section.
  ///
  /// - Complexity: O(k c) for k items and c columns.
  mutating func placeWaterfall(_ section: Int, keeping kept: ArraySlice<Int32>) {
    let geometry = geometries[section]
    guard geometry.kind == .waterfall else {
      waterfalls[section] = nil
      return
    }
    waterfalls[section] = WaterfallPlacement(
      heights: heights[itemStarts[section]..<itemStarts[section + 1]], columns: geometry.metrics.count,
      spacing: geometry.lineSpacing, keeping: kept)
  }

  /// Appends the items of the row at `row` of `section` that meet
  /// `top..<bottom`, measured from the row's slot.
  func appendItems(
    ofRow row: Int, in section: Int, from top: Double, to bottom: Double, into result: inout [ItemPath]
  ) {
    let geometry = geometries[section]
    let count = itemStarts[section + 1] - itemStarts[section]
    switch geometry.kind {
    case .rows:
      let first = row * geometry.metrics.count
      let end = min(first + geometry.metrics.count, count)
      for item in first..<end { result.append(ItemPath(item: item, section: section)) }
    case .carousel:
      for item in carouselItems(in: section, count: count) { result.append(ItemPath(item: item, section: section)) }
    case .waterfall:
      waterfalls[section]?.appendItems(
        meeting: top, bottom, heights: heights, start: itemStarts[section], section: section, into: &result)
    }
  }

  /// The items of the carousel `section` whose horizontal extent meets the
  /// container's width at the section's horizontal offset.
  ///
  /// - Complexity: O(1 + v) for the v items found; O(k) when its items have
  ///   no width and no spacing.
  private func carouselItems(in section: Int, count: Int) -> Range<Int> {
    let geometry = geometries[section]
    let width = geometry.metrics.itemWidth
    let shift = geometry.metrics.leading - horizontalOffsets[section]
    let stride = geometry.stride
    func meets(_ item: Int) -> Bool {
      let x = shift + Double(item) * stride
      return x + width > 0 && x < geometry.containerWidth
    }
    var first = 0
    if stride > 0 {
      let estimate = ((-shift - width) / stride).rounded(.down) - 1
      first = estimate.isFinite ? Int(max(0, min(Double(count), estimate))) : 0
    }
    while first < count, !meets(first) {
      if stride > 0, shift + Double(first) * stride >= geometry.containerWidth { return first..<first }
      first += 1
    }
    var end = first
    while end < count, meets(end) { end += 1 }
    return first..<end
  }
}
