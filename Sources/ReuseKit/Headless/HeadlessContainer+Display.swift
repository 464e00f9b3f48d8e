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
    let shown = Set(visibleCells.paths)
    let range = ahead.height > 0 ? layout.visibleItems(in: ahead).filter { !shown.contains($0) } : []
    let wanted = Set(range)
    let left = prefetchRange.filter { !wanted.contains($0) }
    prefetchRange = range
    if !left.isEmpty { content.send(.cancelPrefetching(left)) }
    if !range.isEmpty { content.send(.prefetch(range)) }
  }

  /// Carries the prefetch range through `transition`, whose `from` is the
  /// content shown until now; the items it deletes are cancelled.
  func carryPrefetchRange(through transition: ContentTransition) {
    guard !prefetchRange.isEmpty else { return }
    carryPrefetchRange(from: transition.from, mapping: transition.finalPath(of:))
  }

  /// Carries the prefetch range from `old` content into ``content`` by
  /// `mapping`; the items it maps to no path are cancelled, in `old`'s
  /// paths, once the pass ends, as display changes are reported.
  func carryPrefetchRange(from old: ContainerContent, mapping: (ItemPath) -> ItemPath?) {
    var gone: [ItemPath] = []
    prefetchRange = prefetchRange.compactMap { path in
      guard let new = mapping(path) else {
        gone.append(path)
        return nil
      }
      return new
    }
    guard !gone.isEmpty else { return }
    pass.postpone(.run { old.send(.cancelPrefetching(gone)) })
  }
}

extension HeadlessContainer {
  /// Tells the data source which cells, headers and footers started or
  /// stopped showing something in the pass that just ended: the ends first,
  /// then the new ones, each once, by where it ended up.
  func announceDisplayChanges() {
    let cells = visibleCells.changes.take()
    let views = visibleSupplementaryViews.changes.take()
    defer { content.send(.visibleRegionChanged(visibleRegion)) }
    guard !cells.ended.isEmpty || !cells.displayed.isEmpty || !views.ended.isEmpty || !views.displayed.isEmpty
    else { return }
    content.send(
      .displayChanged(
        ended: cells.ended + views.ended, displayed: cells.displayed.map { ($0.key, $0.view) },
        displayedSupplementaryViews: views.displayed.map { ($0.key, $0.view) }))
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
