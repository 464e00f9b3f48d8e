extension HeadlessContainer {
  // MARK: - Internal

  /// Tells the data source which items lie within ``prefetchDistance``
  /// screens past the viewport, in the direction of the scroll from `old`
  /// to the viewport shown now, and cancels those of the last range that
  /// left it; a data source prefetches each item once, and cancels only
  /// items still waiting. A change of size alone prefetches nothing, and
  /// nothing is worked out while the data source does not listen.
  func updatePrefetchRange(scrolledFrom old: Viewport) {
    let viewport = shownViewport
    guard prefetchDistance > 0, viewport.offset != old.offset, content.wantsPrefetching else { return }
    let reach = viewport.height * prefetchDistance
    let ahead =
      viewport.offset > old.offset
      ? Viewport(width: viewport.width, height: reach, offset: viewport.offset + viewport.height)
      : Viewport(width: viewport.width, height: min(reach, viewport.offset), offset: max(0, viewport.offset - reach))
    let shown = Set(views.cells.paths)
    let range = ahead.height > 0 ? layout.visibleItems(in: ahead).filter { !shown.contains($0) } : []
    let wanted = Set(range)
    let left = prefetchRange.filter { !wanted.contains($0) }
    prefetchRange = range
    if !left.isEmpty { content.send(.cancelPrefetching(left)) }
    if !range.isEmpty { content.send(.prefetch(range)) }
  }
}

extension HeadlessContainer {
  /// Tells the data source which cells, headers and footers started or
  /// stopped showing something in the pass that just ended: the ends first,
  /// then the new ones, each once, by where it ended up.
  func announceDisplayChanges() {
    if let changes = views.takeDisplayChanges() { content.send(changes) }
    content.send(.visibleRegionChanged(visibleRegion))
  }

  /// The region the container shows now.
  ///
  /// - Complexity: O(log n + c).
  var visibleRegion: VisibleRegion {
    VisibleRegion(
      viewport: shownViewport, contentHeight: layout.contentSize.height,
      visibleItems: layout.firstVisibleItem(in: shownViewport).map { [$0.path] } ?? [], frame: layout.frame(of:))
  }
}
