/// One reordering by a person: the snapshot on screen before and after the
/// drag, and the difference between their items, as Apple's
/// `NSDiffableDataSourceTransaction` gives it.
///
/// The data source has already taken the move into its own snapshot when
/// ``DiffableDataSource/Editing/didReorder`` receives this, so the app
/// updates its model and applies nothing.
public struct ReorderingTransaction<Section: Diffable, Item: Diffable> {
  /// The snapshot on screen before the drag.
  public let initialSnapshot: Snapshot<Section, Item>
  /// The snapshot on screen after it.
  public let finalSnapshot: Snapshot<Section, Item>
  /// The items' difference, over all sections' items in order: the moved
  /// item's removal and its insertion, associated with each other.
  public let difference: CollectionDifference<Item>
  /// The item the person moved.
  public let item: Item
}

extension ReorderingTransaction {
  /// The transaction of the item at `source` in `initial` moving to
  /// `destination` in `final`.
  ///
  /// - Complexity: O(s) for s sections.
  init(
    from source: ItemPath, in initial: Snapshot<Section, Item>, to destination: ItemPath,
    in final: Snapshot<Section, Item>
  ) {
    let item = initial.sections[source.section].items[source.item]
    // The item's position among all items, before and after.
    let from = Self.offset(of: source, in: initial)
    let to = Self.offset(of: destination, in: final)
    let changes: [CollectionDifference<Item>.Change] = [
      .remove(offset: from, element: item, associatedWith: to),
      .insert(offset: to, element: item, associatedWith: from),
    ]
    // One removal and one insertion, associated: always a valid difference.
    let difference =
      CollectionDifference(changes)
      ?? final.itemIdentifiers.difference(from: initial.itemIdentifiers) { $0.diffIdentifier == $1.diffIdentifier }
    self.init(initialSnapshot: initial, finalSnapshot: final, difference: difference, item: item)
  }

  /// The position of the item at `path` among all of `snapshot`'s items.
  private static func offset(of path: ItemPath, in snapshot: Snapshot<Section, Item>) -> Int {
    snapshot.sections[..<path.section].reduce(path.item) { $0 + $1.items.count }
  }
}
