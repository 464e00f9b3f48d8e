/// What a data source's container shows at one stage of an apply: the
/// stage's sections, read item by item only when the container asks.
///
/// It resolves the container's paths against its own sections, so a path
/// always means the item the container showed there, whatever the data
/// source has moved on to. What the app decides (the cell provider,
/// selection, editing, titles) it reads from the data source when asked;
/// once the data source is gone, it shows nothing and ignores events.
@MainActor
final class StageContent<Section: Diffable, Item: Diffable>: ContentStorage {
  // MARK: - Lifecycle

  init(sections: [DiffSection<Section, Item>], dataSource: DiffableDataSource<Section, Item>) {
    self.sections = sections
    self.dataSource = dataSource
  }

  // MARK: - Internal

  /// The content of `sections` shown by `dataSource`'s container.
  ///
  /// - Complexity: O(s) for s sections: no item is read.
  static func content(
    of sections: [DiffSection<Section, Item>], in dataSource: DiffableDataSource<Section, Item>
  ) -> ContainerContent {
    ContainerContent(
      sectionCounts: sections.map(\.items.count), storage: StageContent(sections: sections, dataSource: dataSource))
  }

  let sections: [DiffSection<Section, Item>]

  func configuration(at itemPath: ItemPath) -> ViewConfiguration? {
    dataSource?.cellProvider(item(at: itemPath))
  }

  func state(at itemPath: ItemPath) -> CellState {
    dataSource?.cellState(of: item(at: itemPath), inSection: sections[itemPath.section].model) ?? .normal
  }

  var showsSupplementaryViews: Bool {
    dataSource?.supplementaryProvider != nil || dataSource?.pagingObserver?.showsSupplementaryViews == true
  }

  /// What the header or footer of `section` shows: an edge's retry view
  /// while its load has failed, and otherwise the app's.
  func supplementaryConfiguration(ofKind kind: ElementKind, inSection section: Int) -> ViewConfiguration? {
    if let edge = dataSource?.pagingObserver?.supplementaryConfiguration(
      ofKind: kind, inSection: section, of: sections.count)
    {
      return edge
    }
    return dataSource?.supplementaryProvider?(kind, sections[section].model)
  }

  /// Whether the header or footer of `section` shows an edge's retry view,
  /// which takes its own height.
  func supplementaryTakesItsOwnHeight(ofKind kind: ElementKind, inSection section: Int) -> Bool {
    dataSource?.pagingObserver?.supplementaryConfiguration(ofKind: kind, inSection: section, of: sections.count) != nil
  }

  var backgroundConfiguration: ViewConfiguration? {
    sections.contains { !$0.items.isEmpty } ? nil : dataSource?.background.configuration
  }

  func title(ofKind kind: ElementKind, inSection section: Int) -> String? {
    dataSource?.sectionTitles.title(ofKind: kind, for: sections[section].model)
  }

  var sectionIndexTitles: [SectionIndexTitle] {
    guard let titles = dataSource?.sectionTitles else { return [] }
    return sections.indices.compactMap { index in
      titles.indexTitle?(sections[index].model).map { SectionIndexTitle(title: $0, section: index) }
    }
  }

  var allowsMultipleSelection: Bool { dataSource?.selection.allowsMultipleSelection ?? false }

  var allowsSelection: Bool { dataSource?.selection.allowsSelection ?? false }

  var wantsPrefetching: Bool { dataSource?.display.isPrefetching ?? false }

  func canMoveItem(at itemPath: ItemPath) -> Bool {
    dataSource?.editing.canMoveItem?(item(at: itemPath)) ?? false
  }

  func canEditItem(at itemPath: ItemPath) -> Bool {
    dataSource?.editing.canEditItem?(item(at: itemPath)) ?? false
  }

  var selectedItemPaths: [ItemPath] {
    guard let dataSource else { return [] }
    return dataSource.selection.selectedIDs.compactMap(dataSource.currentPath(forID:))
  }

  func sectionLayout(inSection section: Int) -> SectionLayout? {
    dataSource?.sectionLayout?(sections[section].model)
  }

  func sectionIdentity(inSection section: Int) -> AnyHashable? {
    AnyHashable(sections[section].model.diffIdentifier)
  }

  func itemIdentity(at itemPath: ItemPath) -> AnyHashable? { AnyHashable(item(at: itemPath).diffIdentifier) }

  func receive(_ event: ContainerEvent) {
    guard let dataSource else { return }
    dataSource.handle(event, in: self)
  }

  /// The item at `itemPath`.
  func item(at itemPath: ItemPath) -> Item { sections[itemPath.section].items[itemPath.item] }

  /// The item at `itemPath`, or `nil` when there is none there.
  func itemIfPresent(at itemPath: ItemPath) -> Item? {
    guard sections.indices.contains(itemPath.section), sections[itemPath.section].items.indices.contains(itemPath.item)
    else { return nil }
    return sections[itemPath.section].items[itemPath.item]
  }

  /// The section at `index`, or `nil` when there is none.
  func sectionIfPresent(at index: Int) -> Section? { sections.indices.contains(index) ? sections[index].model : nil }

  // MARK: - Private

  private weak var dataSource: DiffableDataSource<Section, Item>?
}
