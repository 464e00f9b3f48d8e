/// One reordering by a person: the snapshot on screen before and after the
/// drag, and the difference between their items, as Apple's
/// `NSDiffableDataSourceTransaction` gives it.
///
/// The data source has already taken the move into its own snapshot when
/// ``DiffableDataSource/Reordering/didReorder`` receives this, so the app
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
  public var item: Item {
    guard case .insert(_, let element, _) = difference.insertions.first else {
      fatalError("ReorderingTransaction: a reordering always inserts the moved item")
    }
    return element
  }
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
    let from = Self.offset(of: source, in: initial)
    let to = Self.offset(of: destination, in: final)
    guard
      let difference = CollectionDifference<Item>([
        .remove(offset: from, element: item, associatedWith: to),
        .insert(offset: to, element: item, associatedWith: from),
      ])
    else { fatalError("ReorderingTransaction: a removal and an insertion always make a difference") }
    self.init(initialSnapshot: initial, finalSnapshot: final, difference: difference)
  }

  /// The position of the item at `path` among all of `snapshot`'s items.
  private static func offset(of path: ItemPath, in snapshot: Snapshot<Section, Item>) -> Int {
    snapshot.sections[..<path.section].reduce(path.item) { $0 + $1.items.count }
  }
}
