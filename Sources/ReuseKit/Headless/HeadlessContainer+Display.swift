extension HeadlessContainer {
  // MARK: - Internal

  /// Tells the data source which items lie within ``prefetchDistance``
  /// screens past the viewport, in the direction of the scroll from `old`
  /// to the viewport shown now; a data source prefetches the new ones and
  /// cancels those that left the range unseen. A change of size alone
  /// prefetches nothing, and nothing is worked out while the data source
  /// does not listen.
  func updatePrefetchRange(scrolledFrom old: Viewport) {
    let viewport = shownViewport
    guard prefetchDistance > 0, viewport.offset != old.offset, content.wantsPrefetching else { return }
    let reach = viewport.height * prefetchDistance
    let ahead =
      viewport.offset > old.offset
      ? Viewport(width: viewport.width, height: reach, offset: viewport.offset + viewport.height)
      : Viewport(width: viewport.width, height: min(reach, viewport.offset), offset: max(0, viewport.offset - reach))
    let shown = Set(visibleCells.paths)
    let range = ahead.height > 0 ? layout.visibleItems(in: ahead).filter { !shown.contains($0) } : []
    content.send(.prefetchRange(range))
  }
}

extension HeadlessContainer {
  /// Tells the data source which cells, headers and footers started or
  /// stopped showing something in the pass that just ended: the ends first,
  /// then the new ones, each once, by where it ended up.
  func announceDisplayChanges() {
    let cells = visibleCells.changes.take()
    let views = visibleSupplementaryViews.changes.take()
    if !cells.ended.isEmpty || !cells.displayed.isEmpty {
      content.send(.displayChanged(ended: cells.ended, displayed: cells.displayed.map { ($0.key, $0.view) }))
    }
    if !views.ended.isEmpty || !views.displayed.isEmpty {
      content.send(
        .supplementaryDisplayChanged(ended: views.ended, displayed: views.displayed.map { ($0.key, $0.view) }))
    }
    content.send(.visibleRegionChanged(visibleRegion))
  }

  /// The region the container shows now.
  ///
  /// - Complexity: O(log n + c).
  var visibleRegion: VisibleRegion {
    let viewport = shownViewport
    let anchor = layout.anchor(for: viewport)
    let height = anchor.item.map { layout.frame(of: $0).height } ?? 0
    return VisibleRegion(
      viewport: viewport, contentHeight: layout.contentSize.height, anchor: anchor.item,
      fractionOfHeight: height > 0 ? anchor.distance / height : 0)
  }
}
