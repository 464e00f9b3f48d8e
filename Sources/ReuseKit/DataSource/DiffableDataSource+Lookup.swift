extension DiffableDataSource {
  // MARK: - Public

  /// The item at `itemPath` on screen, or `nil` when the path is out of range.
  public func itemIdentifier(for itemPath: ItemPath) -> Item? {
    let sections = current.sections
    guard sections.indices.contains(itemPath.section), sections[itemPath.section].items.indices.contains(itemPath.item)
    else { return nil }
    return sections[itemPath.section].items[itemPath.item]
  }

  /// The path on screen of the item whose identity is `id`, or `nil` when
  /// it is not shown. The item itself is
  /// `itemPath(forID: id).flatMap(itemIdentifier(for:))`; the one the data
  /// source is heading to, `snapshot().item(withID: id)`.
  ///
  /// - Complexity: O(1) expected.
  public func itemPath(forID id: Item.DiffIdentifier) -> ItemPath? { currentPath(forID: id) }

  // MARK: - Package

  /// The path of `item` on screen, or `nil` when it is not shown: the path
  /// of its identity, ``itemPath(forID:)``.
  package func itemPath(for item: Item) -> ItemPath? { currentPath(forID: item.diffIdentifier) }

  /// The section at `index` on screen, or `nil` when the index is out of range.
  public func sectionIdentifier(for index: Int) -> Section? {
    current.sections.indices.contains(index) ? current.sections[index].model : nil
  }

  // MARK: - Internal

  /// The path on screen of the item whose identity is `id`, from an index
  /// of every item: an outline's rows are indexed first, when an apply left
  /// them to be.
  ///
  /// - Complexity: O(1) expected, after the indexing.
  func currentPath(forID id: Item.DiffIdentifier) -> ItemPath? {
    shown.indexAllItems()
    return current.itemPath(forID: id)
  }
}
