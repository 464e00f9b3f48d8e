extension FlowLayout {
  // MARK: - Public

  /// The anchor of `viewport`: its first visible item (the first item ending
  /// below its top) and the viewport's distance from that item's top.
  ///
  /// - Complexity: O(log n + log s + c), plus the empty sections skipped.
  package func anchor(for viewport: Viewport) -> ScrollAnchor {
    guard let item = engine.firstItem(endingAfter: viewport.offset) else {
      return ScrollAnchor(item: nil, distance: 0, offset: viewport.offset)
    }
    return ScrollAnchor(item: item, distance: viewport.offset - frame(of: item).minY, offset: viewport.offset)
  }

  /// The offset that puts the anchor's item where it was on screen when the
  /// anchor was taken; the anchor's own offset when it has no item or the
  /// item no longer exists. The result is not clamped to the content.
  ///
  /// - Complexity: O(log n + c).
  package func offset(restoring anchor: ScrollAnchor) -> Double {
    guard let item = anchor.item, engine.contains(item) else { return anchor.offset }
    return frame(of: item).minY + anchor.distance
  }

  /// Changes the container's width, and returns `viewport` at that width with
  /// the first visible item kept in place.
  ///
  /// When the item width changes, every self-sizing height is invalidated:
  /// items fall back to the estimate until ``measureVisibleItems(in:measure:)``
  /// measures the visible ones, and the others as they become visible.
  /// Pending reports, measured at the old width, are dropped.
  ///
  /// - Complexity: O(n + s) when the item width or column count changes; O(log n) otherwise.
  package mutating func setWidth(_ newWidth: Double, anchoring viewport: Viewport) -> Viewport {
    let anchor = anchor(for: viewport)
    width = newWidth
    engine.setWidth(newWidth)
    var result = viewport
    result.width = newWidth
    result.offset = offset(restoring: anchor)
    contentSizeMayHaveChanged()
    return result
  }

  /// Applies the effect of a batch update (inserts, deletes, moves, reloads),
  /// carrying measured heights along, and returns `viewport` with its offset
  /// moved so that its first visible item that survives stays in place on
  /// screen. Pending reports are applied first, in the same pass. Each final
  /// section takes its layout from `layouts`, or without them from its
  /// source section, and its horizontal offset from its source.
  ///
  /// - Complexity: O(n + m + s) for n items after the update, m before and s
  ///   sections, plus O(k c) for each waterfall of k items in c columns.
  package mutating func apply(
    _ update: LayoutUpdate, layouts: [SectionLayout]? = nil, anchoring viewport: Viewport
  ) -> Viewport {
    var result = viewport
    if case .item(let item, let distance) = apply(update, layouts: layouts, pinning: viewport) {
      result.offset = frame(of: item).minY + distance
    }
    return result
  }

  // MARK: - Internal

  /// Applies `update` and returns the pin of `viewport`'s first visible item
  /// that survives and does not move, at its final path; the offset when
  /// none does.
  ///
  /// - Complexity: as ``apply(_:anchoring:)``.
  /// Applies `update` without working out an anchor, for a container that
  /// holds the reading position itself (``ReadingHold``). Pending reports
  /// are applied first, in the same pass.
  ///
  /// - Complexity: O(n + m + s), as ``apply(_:anchoring:)``, without the
  ///   visible-item queries.
  mutating func apply(_ update: LayoutUpdate, layouts: [SectionLayout]? = nil) {
    if engine.applyPendingHeights() { layoutPassCount += 1 }
    _ = engine.apply(update, tracking: [], layouts: layouts)
    contentSizeMayHaveChanged()
  }

  mutating func apply(
    _ update: LayoutUpdate, layouts: [SectionLayout]? = nil, pinning viewport: Viewport
  ) -> ViewportPin {
    var candidates = visibleItems(in: viewport).filter { !update.movedItems.contains($0) }
    if candidates.isEmpty, let first = engine.firstItem(endingAfter: viewport.offset) { candidates = [first] }
    let distances = candidates.map { viewport.offset - frame(of: $0).minY }
    if engine.applyPendingHeights() { layoutPassCount += 1 }
    let destinations = engine.apply(update, tracking: candidates, layouts: layouts)
    contentSizeMayHaveChanged()
    guard let index = destinations.firstIndex(where: { $0 != nil }), let destination = destinations[index] else {
      return .offset(viewport.offset)
    }
    return .item(destination, distance: distances[index])
  }
}
