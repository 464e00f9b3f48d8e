extension Snapshot {
  // MARK: - Internal

  /// Replaces the items of the section at `section` with `items`, as a data
  /// source does with a section snapshot's visible rows: each old identity
  /// is forgotten, and each new one recorded, with one hash. Inlined into
  /// the caller's module, so that the hashing runs specialized.
  ///
  /// Stops with a message naming the identity when an item of `items`
  /// repeats, or is in another section.
  ///
  /// - Complexity: O(s + k) expected for the s items the section held and
  ///   the k items of `items`.
  @inlinable
  mutating func replaceItems(inSection section: Int, with items: [Item]) {
    for item in sections[section].items { itemIndex.removeValue(forKey: item.diffIdentifier) }
    for (index, item) in items.enumerated() {
      if let taken = itemIndex.updateValue(ItemPath(item: index, section: section), forKey: item.diffIdentifier) {
        stopReplacing(item, takenAt: taken, inSection: section)
      }
    }
    finishReplacing(inSection: section, with: items)
  }

  /// Stops with the message of an item that repeats in the replacement or
  /// is already in another section.
  @usableFromInline
  func stopReplacing(_ item: Item, takenAt path: ItemPath, inSection section: Int) -> Never {
    let id = "\(item.diffIdentifier)"
    let error = path.section == section ? SnapshotMutationError.duplicateItemsSupplied([id]) : .itemsAlreadyExist([id])
    fatalError(error.description)
  }

  /// Stores the section's new items, drops the marks of the items it lost,
  /// and checks the invariants.
  @usableFromInline
  mutating func finishReplacing(inSection section: Int, with items: [Item]) {
    sections[section].items = items
    reloadedItems = reloadedItems.filter { itemIndex[$0] != nil }
    reconfiguredItems = reconfiguredItems.filter { itemIndex[$0] != nil }
    checkInvariants()
  }
}
