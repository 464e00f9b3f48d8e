/// Lookups and edits by identity: the `id` of an `Identifiable` item, or
/// whatever ``Diffable/diffIdentifier`` gives, so no whole item value is
/// needed to find, delete, reconfigure or replace an item.
extension Snapshot {
  // MARK: - Public

  /// The path of the item whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected, one hash of `id`.
  @inlinable
  public func itemPath(forID id: Item.DiffIdentifier) -> ItemPath? { indexedPath(of: id) }

  /// The item whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected, one hash of `id`.
  @inlinable
  public func item(withID id: Item.DiffIdentifier) -> Item? {
    indexedPath(of: id).map { storedSections[$0.section].items[$0.item] }
  }

  /// The index of the section whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  package func indexOfSection(withID id: Section.DiffIdentifier) -> Int? { sectionIndex[id] }

  /// Deletes the items whose identities are `ids`; unknown ones are ignored.
  ///
  /// - Complexity: O(k + n) expected, as ``deleteItems(_:)``.
  @inlinable
  public mutating func deleteItems(ids: [Item.DiffIdentifier]) { deleteItems(identities: ids) }

  /// Marks the items whose identities are `ids` for reconfiguring on the next
  /// apply. Stops with a message naming the first unknown identity.
  ///
  /// - Complexity: O(k) expected for k identities, two hashes of each.
  @inlinable
  public mutating func reconfigureItems(ids: [Item.DiffIdentifier]) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedMark(ids, in: &snapshot.reconfiguredItems, unknown: { .unknownItem($0) })
    }
  }

  /// Marks the items whose identities are `ids` for reloading on the next
  /// apply. Stops with a message naming the first unknown identity.
  ///
  /// - Complexity: O(k) expected for k identities, two hashes of each.
  @inlinable
  public mutating func reloadItems(ids: [Item.DiffIdentifier]) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedMark(ids, in: &snapshot.reloadedItems, unknown: { .unknownItem($0) })
    }
  }

  /// Replaces the item that has `item`'s identity with `item`, in the same
  /// place: an edit or a server's newer copy. Its view is configured again in
  /// place on the next apply, or gets a view of the new type when its
  /// provider names another. Stops with a message when no item has that
  /// identity.
  ///
  /// - Complexity: O(1) expected, one hash of the identity.
  @inlinable
  public mutating func replaceItem(_ item: Item) {
    indexAllItems()
    guard let path = itemIndex[item.diffIdentifier] else {
      SnapshotMutationError.unknownItem("\(item.diffIdentifier)").stop(in: Snapshot.self, call: #function)
    }
    storedSections[path.section].items[path.item] = item
    checkInvariants()
  }
}
