extension StageContent {
  // MARK: - Internal

  // What a container asks of a content besides its items' views: table
  // titles, selection and editing rules, and where its events go.

  func title(ofKind kind: ElementKind, inSection section: Int) -> String? {
    providers.sectionTitles.title(ofKind: kind, for: sections[section].model)
  }

  var sectionIndexTitles: [SectionIndexTitle] {
    guard let indexTitle = providers.sectionTitles.indexTitle else { return [] }
    return sections.indices.compactMap { index in
      indexTitle(sections[index].model).map { SectionIndexTitle(title: $0, section: index) }
    }
  }

  var allowsMultipleSelection: Bool { contentState.allowsMultipleSelection }

  var allowsSelection: Bool { contentState.allowsSelection }

  var wantsPrefetching: Bool { providers.display.isPrefetching }

  func isMovable(at itemPath: ItemPath) -> Bool { configuration(at: itemPath)?.isMovable ?? false }

  func isDeletable(at itemPath: ItemPath) -> Bool { configuration(at: itemPath)?.isDeletable ?? false }

  /// The paths of the selected items in this content's sections, in order.
  ///
  /// - Complexity: O(k) expected for k selected items with a lookup
  ///   snapshot, O(n) for n items without; O(1) when nothing is selected.
  var selectedItemPaths: [ItemPath] {
    let selected = contentState.selectedIDs
    guard !selected.isEmpty else { return [] }
    if let snapshot { return selected.compactMap(snapshot.itemPath(forID:)).sorted() }
    var paths: [ItemPath] = []
    for (section, items) in sections.lazy.map({ $0.items }).enumerated() {
      for (index, item) in items.enumerated() where selected.contains(item.diffIdentifier) {
        paths.append(ItemPath(item: index, section: section))
      }
    }
    return paths
  }

  func contextMenu(forItemsAt paths: [ItemPath]) -> ContextMenu? { contentState.selectionMenu?(paths.map(item(at:))) }

  func receive(_ event: ContainerEvent) { events.send(event, from: self) }

  var refresh: RefreshIndicator? { contentState.refresh }
}
