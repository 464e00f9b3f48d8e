extension DiffableDataSource {
  // MARK: - Public

  /// The item at `itemPath` on screen, or `nil` when the path is out of range.
  public func itemIdentifier(for itemPath: ItemPath) -> Item? {
    let sections = current.sections
    guard sections.indices.contains(itemPath.section), sections[itemPath.section].items.indices.contains(itemPath.item)
    else { return nil }
    return sections[itemPath.section].items[itemPath.item]
  }

  /// The path of `item` on screen, or `nil` when it is not shown.
  public func itemPath(for item: Item) -> ItemPath? { current.itemPath(of: item) }

  /// The path on screen of the item whose identity is `id`, or `nil` when
  /// it is not shown.
  ///
  /// - Complexity: O(1) expected.
  public func itemPath(forID id: Item.DiffIdentifier) -> ItemPath? { current.itemPath(forID: id) }

  /// The item on screen whose identity is `id`, or `nil` when it is not shown.
  ///
  /// - Complexity: O(1) expected.
  public func item(withID id: Item.DiffIdentifier) -> Item? { current.item(withID: id) }

  /// The section at `index` on screen, or `nil` when the index is out of range.
  public func sectionIdentifier(for index: Int) -> Section? {
    current.sections.indices.contains(index) ? current.sections[index].model : nil
  }
}
