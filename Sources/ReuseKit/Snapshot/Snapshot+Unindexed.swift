/// A section left out of the item index until an identity is looked up: a
/// data source's outline, whose rows change by thousands on one toggle and
/// are rarely looked up by identity, costs no hashing per row.
///
/// Only a data source holds such a snapshot: what ``DiffableDataSource/snapshot()``
/// returns, and every snapshot a mutation starts from, is indexed in full.
/// A lookup that meets one anyway compares identities along the section.
extension Snapshot {
  // MARK: - Internal

  /// The path of the item whose identity is `id`: from the index, or
  /// else from ``unindexedSection``.
  ///
  /// - Complexity: O(1) expected; O(k) more, for the k items of the
  ///   unindexed section, when the index does not hold `id`.
  @inlinable
  func indexedPath(of id: Item.DiffIdentifier) -> ItemPath? {
    if let path = itemIndex[id] { return path }
    guard unindexedSection != nil else { return nil }
    return unindexedPath(of: id)
  }

  /// The path of the item whose identity is `id` in ``unindexedSection``.
  @usableFromInline
  func unindexedPath(of id: Item.DiffIdentifier) -> ItemPath? {
    guard let section = unindexedSection else { return nil }
    return sections[section].items.firstIndex { $0.diffIdentifier == id }.map { ItemPath(item: $0, section: section) }
  }

  /// Records the items of ``unindexedSection`` in the index, so that every
  /// lookup is O(1) again. Every mutation of the public API does this
  /// first; it costs nothing when all items are indexed.
  ///
  /// - Complexity: O(k) expected for the k items of the unindexed section.
  @inlinable
  mutating func indexAllItems() {
    if unindexedSection != nil { indexUnindexedSection() }
  }

  /// The work of ``indexAllItems()`` when a section is left out.
  @usableFromInline
  mutating func indexUnindexedSection() {
    guard let section = unindexedSection else { return }
    unindexedSection = nil
    let items = sections[section].items
    itemIndex.reserveCapacity(itemIndex.count + items.count)
    for (index, item) in items.enumerated()
    where itemIndex.updateValue(ItemPath(item: index, section: section), forKey: item.diffIdentifier) != nil {
      fatalError("Snapshot: item \(item.diffIdentifier) of section \(section), left out of the index, is there twice")
    }
    checkInvariants()
  }

  /// Replaces the items of the section at `section` with `items`, as
  /// ``replaceItems(inSection:with:)`` does, but leaves the section out of
  /// the index (``unindexedSection``) until an identity is looked up or
  /// the snapshot is mutated.
  ///
  /// `items` must be distinct, as a section snapshot's visible rows are:
  /// only the checks of `REUSEKIT_INTERNAL_CHECKS` see a repeat. Stops with
  /// a message naming the identity when an item is in another section.
  /// Snapshots with reload or reconfigure marks, and those that leave
  /// another section unindexed, are replaced and indexed in full.
  ///
  /// - Complexity: O(k) for the k items of `items`, with no hashing when
  ///   the section was left unindexed before and the other sections hold
  ///   no item; otherwise one hash for each item of `items` and, the first
  ///   time, for the fewer of the section's old items and the others.
  @usableFromInline
  mutating func replaceItemsIndexingLater(inSection section: Int, with items: [Item]) {
    guard reloadedItems.isEmpty, reconfiguredItems.isEmpty, unindexedSection == nil || unindexedSection == section
    else { return replaceItems(inSection: section, with: items) }
    if unindexedSection == nil { forgetIndex(ofSection: section) }
    if !itemIndex.isEmpty, items.contains(where: { itemIndex[$0.diffIdentifier] != nil }) {
      stopReplacing(inSection: section, with: items)
    }
    unindexedSection = section
    storedSections[section].items = items
    checkInvariants()
  }

  /// Takes the items of the section at `section` out of the index: removes
  /// them, or builds the index again from the other sections when they
  /// hold fewer items.
  private mutating func forgetIndex(ofSection section: Int) {
    let own = sections[section].items
    let others = itemIndex.count - own.count
    guard others < own.count else {
      for item in own { itemIndex.removeValue(forKey: item.diffIdentifier) }
      return
    }
    var index = ItemIndex<Item.DiffIdentifier>()
    index.reserveCapacity(others)
    for (other, content) in sections.enumerated() where other != section {
      guard index.insertNew(content.items.lazy.map { $0.diffIdentifier }, from: 0, inSection: other) else {
        fatalError("Snapshot: section \(other) holds an item twice")
      }
    }
    itemIndex = index
  }
}
