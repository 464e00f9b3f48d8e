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
    guard prefetchDistance > 0, let provider, viewport.offset != old.offset, provider.events.wantsPrefetching() else {
      return
    }
    let reach = viewport.height * prefetchDistance
    let ahead =
      viewport.offset > old.offset
      ? Viewport(width: viewport.width, height: reach, offset: viewport.offset + viewport.height)
      : Viewport(width: viewport.width, height: min(reach, viewport.offset), offset: max(0, viewport.offset - reach))
    let shown = Set(visibleCells.paths)
    let range = ahead.height > 0 ? layout.visibleItems(in: ahead).filter { !shown.contains($0) } : []
    provider.events.prefetchRange(range)
  }
}

extension HeadlessContainer {
  /// Tells the data source which cells, headers and footers started or
  /// stopped showing something in the pass that just ended: the ends first,
  /// then the new ones, each once, by where it ended up.
  func announceDisplayChanges() {
    let cells = visibleCells.changes.take()
    let views = visibleSupplementaryViews.changes.take()
    guard let events = provider?.events else { return }
    if !cells.ended.isEmpty || !cells.displayed.isEmpty {
      events.displayChanges(cells.ended, cells.displayed.map { ($0.key, $0.view) })
    }
    if !views.ended.isEmpty || !views.displayed.isEmpty {
      events.supplementaryDisplayChanges(views.ended, views.displayed.map { ($0.key.kind, $0.key.section, $0.view) })
    }
  }
}
