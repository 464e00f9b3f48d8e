/// What an adapter reads of a section's geometry to lay it out elsewhere,
/// such as in a compositional layout: the frames of a waterfall's items and
/// the leading item of a carousel at an offset.
extension SectionGeometry {
  // MARK: - Package

  /// The frames of a waterfall's items of `heights`, in order, from the
  /// leading edge of its columns and the top of its items, and the height
  /// of the columns: each item in the shortest column, the leftmost of
  /// equals, as a headless waterfall places them.
  ///
  /// - Complexity: O(k c) for k items and c columns.
  package func waterfallFrames(heights: [Double]) -> (frames: [LayoutRect], height: Double) {
    let placement = WaterfallPlacement(
      heights: heights[...], columns: metrics.count, spacing: lineSpacing, keeping: [])
    let frames = heights.indices.map { local in
      let column = Int(placement.columnOfItem[local])
      return LayoutRect(
        x: metrics.x(ofColumn: column) - metrics.leading, y: placement.top(of: local), width: metrics.itemWidth,
        height: heights[local])
    }
    return (frames, placement.extent(heights: heights, start: 0))
  }

  /// The index of a carousel's leading item when it is scrolled `offset`
  /// sideways: the first of its `items` items whose trailing edge is past
  /// the section's leading inset.
  ///
  /// - Complexity: O(1).
  package func leadingItem(atHorizontalOffset offset: Double, items: Int) -> Int {
    guard items > 0, stride > 0, offset.isFinite else { return 0 }
    let index = ((offset - metrics.itemWidth) / stride).rounded(.down) + 1
    return Int(min(max(0, index), Double(items - 1)))
  }
}
