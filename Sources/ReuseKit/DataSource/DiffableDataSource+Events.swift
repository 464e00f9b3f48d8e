/// What the data source does with what its container reports: every
/// ``ContainerEvent``, in one switch. The stage content the container
/// showed resolves the event's paths to its items first, so each
/// collaborator hears of items, never of paths.
extension DiffableDataSource {
  /// Handles `event`, which speaks in the paths of `content`.
  func handle(_ event: ContainerEvent, in content: StageContent<Section, Item>) {
    switch event {
    case .didSelectItem(let path):
      if let item = content.itemIfPresent(at: path) { selection.selectOnTap(item) }
    case .didDeselectItem(let path):
      if let item = content.itemIfPresent(at: path) { selection.deselectOnTap(item) }
    case .didMoveItem(let source, let destination):
      guard source != destination, content.itemIfPresent(at: source) != nil else { return }
      let transaction = takeMove(from: source, to: destination)
      editing.didReorder?(transaction)
    case .didDeleteItem(let path):
      // The item leaves the snapshot the data source is heading to.
      guard let item = content.itemIfPresent(at: path) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems(ids: [item.diffIdentifier])
      apply(snapshot, completion: nil)
      editing.didDeleteItem?(item)
    case .didToggleExpansion(let path):
      if let item = content.itemIfPresent(at: path) { toggleExpansion(of: item, completion: nil) }
    case .displayChanged(let ended, let displayed, let supplementaryViews):
      // A view is a cell or a header or footer view, never both: each
      // collaborator ends only the views it knows.
      let shown = displayed.compactMap { shown in
        content.itemIfPresent(at: shown.path).map { (item: $0, view: shown.view) }
      }
      display.cells(ended: ended, displayed: shown)
      display.views(
        ended: ended,
        displayed: supplementaryViews.compactMap { shown in
          content.sectionIfPresent(at: shown.key.section).map {
            (shown: Display.Shown(kind: shown.key.kind, section: $0), view: shown.view)
          }
        })
    case .prefetch(let paths):
      display.prefetch(paths.compactMap(content.itemIfPresent(at:)), displayed: display.displayedIDs)
    case .cancelPrefetching(let paths): display.cancelPrefetching(paths.compactMap(content.itemIfPresent(at:)))
    case .visibleRegionChanged(let region):
      reading.regionChanged(region, anchor: region.anchor.flatMap(content.itemIfPresent(at:)))
      pagingObserver?.visibleRegionChanged(region)
    }
  }

  /// Tells the container that what its items show changed, and none moved:
  /// their states, or the headers and footers of `sections`.
  func refreshShownContent(reconfiguringSections sections: [Int] = [], revealing edge: ContentEdge? = nil) {
    let transition = ContentTransition(refreshingTo: shown, reconfiguredSections: sections, revealing: edge)
    container.commit(ContentUpdate([transition], animation: .none), completion: nil)
  }
}
