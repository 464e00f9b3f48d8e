/// What the data source answers its container about a person's actions and
/// about what it shows, by identity, through its collaborators.
extension DiffableDataSource {
  /// The events of the data source's container, each holding the data
  /// source weakly.
  func containerEvents() -> ContainerEvents {
    var events = ContainerEvents()
    events.canMoveItem = { [weak self] path in self?.reordering.canMove(path) ?? false }
    events.moveItem = { [weak self] source, destination in
      self?.reordering.personMoved(from: source, to: destination)
    }
    events.toggleExpansion = { [weak self] path in self?.personToggledExpansion(at: path) }
    events.canEditItem = { [weak self] path in self?.editing.canEdit(path) ?? false }
    events.deleteItem = { [weak self] path in self?.editing.personDeleted(path) }
    events.deselectItem = { [weak self] path in self?.selection.personDeselected(path) }
    events.selectedItemPaths = { [weak self] in self?.selection.selectedPaths() ?? [] }
    events.allowsMultipleSelection = { [weak self] in self?.selection.allowsMultipleSelection ?? false }
    events.title = { [weak self] kind, section in self?.sectionTitles.title(ofKind: kind, inSection: section) }
    events.sectionIndexTitles = { [weak self] in self?.sectionTitles.indexTitles() ?? [] }
    events.displayChanges = { [weak self] ended, displayed in self?.display.cells(ended: ended, displayed: displayed) }
    events.supplementaryDisplayChanges = { [weak self] ended, displayed in
      self?.display.views(ended: ended, displayed: displayed)
    }
    events.prefetchItems = { [weak self] paths in self?.prefetching.prefetch(paths) }
    events.cancelPrefetchingItems = { [weak self] paths in self?.prefetching.cancel(paths) }
    events.prefetchRange = { [weak self] paths in self?.prefetching.setRange(paths) }
    events.wantsPrefetching = { [weak self] in self?.prefetching.isListening ?? false }
    return events
  }
}
