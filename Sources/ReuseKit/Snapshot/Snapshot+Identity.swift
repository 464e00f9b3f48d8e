/// Lookups and edits by identity: the `id` of an `Identifiable` item, or
/// whatever ``Diffable/diffIdentifier`` gives, so no whole item value is
/// needed to find, delete, reconfigure or replace an item.
extension Snapshot {
  // MARK: - Public

  /// The path of the item whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public func itemPath(forID id: Item.DiffIdentifier) -> ItemPath? { itemIndex[id] }

  /// The item whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public func item(withID id: Item.DiffIdentifier) -> Item? {
    itemIndex[id].map { sections[$0.section].items[$0.item] }
  }

  /// The index of the section whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  package func indexOfSection(withID id: Section.DiffIdentifier) -> Int? { sectionIndex[id] }

  /// Deletes the items whose identities are `ids`; unknown ones are ignored.
  public mutating func deleteItems(ids: [Item.DiffIdentifier]) { deleteItems(ids.compactMap(item(withID:))) }

  /// Marks the items whose identities are `ids` for reconfiguring on the next
  /// apply. Stops with a message naming the first unknown identity.
  public mutating func reconfigureItems(ids: [Item.DiffIdentifier]) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedReconfigureItems(snapshot.items(withIDs: ids))
    }
  }

  /// Marks the items whose identities are `ids` for reloading on the next
  /// apply. Stops with a message naming the first unknown identity.
  public mutating func reloadItems(ids: [Item.DiffIdentifier]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedReloadItems(snapshot.items(withIDs: ids)) }
  }

  /// Replaces the item that has `item`'s identity with `item`, in the same
  /// place: an edit or a server's newer copy. Its view is configured again in
  /// place on the next apply, or gets a view of the new type when its
  /// provider names another. Stops with a message when no item has that
  /// identity.
  ///
  /// - Complexity: O(1) expected.
  public mutating func replaceItem(_ item: Item) {
    guard let path = itemIndex[item.diffIdentifier] else {
      fatalError("\(Snapshot.self).replaceItem(_:): \(SnapshotMutationError.unknownItem("\(item.diffIdentifier)"))")
    }
    sections[path.section].items[path.item] = item
    checkInvariants()
  }

  // MARK: - Private

  /// The items of `ids`, in order.
  ///
  /// - Throws: ``SnapshotMutationError/unknownItem(_:)`` for the first unknown identity.
  private func items(withIDs ids: [Item.DiffIdentifier]) throws(SnapshotMutationError) -> [Item] {
    var items: [Item] = []
    items.reserveCapacity(ids.count)
    for id in ids {
      guard let item = item(withID: id) else { throw .unknownItem("\(id)") }
      items.append(item)
    }
    return items
  }
}
