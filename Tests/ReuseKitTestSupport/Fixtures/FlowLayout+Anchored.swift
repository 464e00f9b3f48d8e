import ReuseKit

/// The first visible item of a viewport and how far the viewport's top lies
/// below that item's top, taken before a change and restored after it: the
/// form in which the layout tests state scroll anchoring, and in which the
/// reference layout computes it.
package struct ScrollAnchor: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates an anchor on `item`, `distance` above the viewport's top;
  /// `offset` is the viewport's offset when the anchor was taken.
  package init(item: ItemPath?, distance: Double, offset: Double) {
    self.item = item
    self.distance = distance
    self.offset = offset
  }

  // MARK: - Package

  /// The anchored item, or `nil` when no item ends below the viewport's top.
  package var item: ItemPath?
  /// The viewport's offset minus the item's top, when the anchor was taken.
  package var distance: Double
  /// The viewport's offset when the anchor was taken; restored as it is when
  /// there is no item.
  package var offset: Double
}

/// The layout's changes, each with the viewport it moves: one call per step
/// for the layout tests, made of the calls a container makes (take a pin,
/// change, put the viewport back). The offsets are not clamped to the
/// content, so a test sees exactly where the anchored item went.
extension FlowLayout {
  // MARK: - Package

  /// The anchor of `viewport`: its first visible item.
  package func anchor(for viewport: Viewport) -> ScrollAnchor {
    let first = firstVisibleItem(in: viewport)
    return ScrollAnchor(item: first?.path, distance: first?.distance ?? 0, offset: viewport.offset)
  }

  /// The offset that puts the anchor's item where it was on screen; the
  /// anchor's own offset when it has no item or the item is gone.
  package func offset(restoring anchor: ScrollAnchor) -> Double {
    guard let item = anchor.item, item.section < numberOfSections,
      item.item < numberOfItems(inSection: item.section)
    else { return anchor.offset }
    return frame(of: item).minY + anchor.distance
  }

  /// Applies the reported heights, keeping `viewport`'s first visible item in
  /// place.
  package mutating func layoutIfNeeded(anchoring viewport: Viewport) -> Viewport {
    guard hasPendingReports else { return viewport }
    let anchor = anchor(for: viewport)
    applyReportedHeights()
    return moving(viewport, to: anchor)
  }

  /// Measures the visible items, round after round, until all are measured,
  /// keeping the first visible item (as it is before the first round) in
  /// place; `measure` returns `nil` to keep an estimate.
  package mutating func measureVisibleItems(
    in viewport: Viewport, measure: (ItemPath, Double) -> Double?
  ) -> Viewport {
    var result = layoutIfNeeded(anchoring: viewport)
    let anchor = anchor(for: result)
    while true {
      let unmeasured = unmeasuredItems(in: result)
      guard !unmeasured.isEmpty else { return result }
      recordMeasuredHeights(unmeasured.map { ($0, measure($0, itemWidth(of: $0))) })
      result = moving(result, to: anchor)
    }
  }

  /// Records measured heights, keeping `viewport`'s first visible item in
  /// place.
  package mutating func recordMeasuredHeights(
    _ heights: [(path: ItemPath, height: Double?)], in viewport: Viewport
  ) -> Viewport {
    guard !heights.isEmpty else { return viewport }
    let anchor = anchor(for: viewport)
    recordMeasuredHeights(heights)
    return moving(viewport, to: anchor)
  }

  /// Changes the width, keeping `viewport`'s first visible item in place.
  package mutating func setWidth(_ newWidth: Double, anchoring viewport: Viewport) -> Viewport {
    let anchor = anchor(for: viewport)
    setWidth(newWidth)
    var result = moving(viewport, to: anchor)
    result.width = newWidth
    return result
  }

  /// Applies a batch update, keeping `viewport`'s first visible item that
  /// survives and does not move in place.
  package mutating func apply(
    _ update: LayoutUpdate, layouts: [SectionLayout]? = nil, anchoring viewport: Viewport
  ) -> Viewport {
    var result = viewport
    if case .item(let item, let distance) = apply(update, layouts: layouts, pinning: viewport) {
      result.offset = frame(of: item).minY + distance
    }
    return result
  }

  // MARK: - Private

  private func moving(_ viewport: Viewport, to anchor: ScrollAnchor) -> Viewport {
    var result = viewport
    result.offset = offset(restoring: anchor)
    return result
  }
}
