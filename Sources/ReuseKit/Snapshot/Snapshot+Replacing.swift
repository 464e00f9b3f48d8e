extension Snapshot {
  // MARK: - Internal

  /// Replaces the items of the section at `section` with `items`, as a data
  /// source does with a section snapshot's visible rows. Inlined into the
  /// caller's module, so that the hashing runs specialized.
  ///
  /// An outline's toggle keeps the rows before and after the parent: the
  /// shared prefix keeps its index entries untouched, the shared suffix has
  /// its positions rewritten, and only the rows between are forgotten and
  /// recorded, with one hash each. When that would forget more identities
  /// than the snapshot keeps, as a collapse does, the index is built again
  /// instead, from the remaining items.
  ///
  /// Stops with a message naming the identity when an item of `items`
  /// repeats, or is in another section.
  ///
  /// - Complexity: O(s + k) expected for the s items the section held and
  ///   the k items of `items`, fewer hashes when they share their ends.
  @inlinable
  mutating func replaceItems(inSection section: Int, with items: [Item]) {
    indexAllItems()
    let old = sections[section].items
    var prefix = 0
    while prefix < min(old.count, items.count), old[prefix].diffIdentifier == items[prefix].diffIdentifier {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(old.count, items.count) - prefix,
      old[old.count - 1 - suffix].diffIdentifier == items[items.count - 1 - suffix].diffIdentifier
    {
      suffix += 1
    }
    let finalCount = itemIndex.count - old.count + items.count
    let forgotten = old.count - prefix - suffix
    if finalCount < forgotten + items.count - prefix {
      reindexReplacing(inSection: section, with: items, count: finalCount)
    } else {
      itemIndex.reserveCapacity(finalCount)
      for item in old[prefix..<(old.count - suffix)] { itemIndex.removeValue(forKey: item.diffIdentifier) }
      let shift = items.count - old.count
      for index in prefix..<items.count {
        let taken = itemIndex.updateValue(ItemPath(item: index, section: section), forKey: items[index].diffIdentifier)
        // A row of the shared suffix finds its own old entry.
        guard let taken, index < items.count - suffix || taken != ItemPath(item: index - shift, section: section)
        else { continue }
        stopReplacing(inSection: section, with: items)
      }
    }
    finishReplacing(inSection: section, with: items)
  }

  /// Builds the item index again: the other sections' items, then `items`
  /// in the section at `section`, `count` entries in all.
  @inlinable
  mutating func reindexReplacing(inSection section: Int, with items: [Item], count: Int) {
    var index = ItemIndex<Item.DiffIdentifier>()
    index.reserveCapacity(count)
    for (other, content) in sections.enumerated() where other != section {
      guard index.insertNew(content.items.lazy.map { $0.diffIdentifier }, from: 0, inSection: other) else {
        stopReplacing(inSection: section, with: items)
      }
    }
    guard index.insertNew(items.lazy.map { $0.diffIdentifier }, from: 0, inSection: section) else {
      stopReplacing(inSection: section, with: items)
    }
    itemIndex = index
  }

  /// Stops with the message of the first item of `items` that repeats an
  /// earlier one or is in another section, worked out again from the
  /// sections, which are not changed yet.
  @usableFromInline
  func stopReplacing(inSection section: Int, with items: [Item], call: String = #function) -> Never {
    let call = "\(Snapshot.self).\(call)"
    var seen = Set<Item.DiffIdentifier>()
    let elsewhere = Set(
      sections.enumerated().filter { $0.offset != section }.flatMap { $0.element.items.map(\.diffIdentifier) })
    for item in items {
      let id = item.diffIdentifier
      if !seen.insert(id).inserted { fatalError("\(call): \(SnapshotMutationError.duplicateItemsSupplied(["\(id)"]))") }
      if elsewhere.contains(id) { fatalError("\(call): \(SnapshotMutationError.itemsAlreadyExist(["\(id)"]))") }
    }
    fatalError("\(call): no item of the replacement repeats, yet the index disagreed")
  }

  /// Stores the section's new items, drops the marks of the items it lost,
  /// and checks the invariants.
  @usableFromInline
  mutating func finishReplacing(inSection section: Int, with items: [Item]) {
    storedSections[section].items = items
    reloadedItems = reloadedItems.filter { itemIndex[$0] != nil }
    reconfiguredItems = reconfiguredItems.filter { itemIndex[$0] != nil }
    checkInvariants()
  }
}
