/// Deleting items: each section loses its items in one pass, and the
/// index moves the items after them with as few hashes as it can.
extension Snapshot {
  // MARK: - Public

  /// Deletes `identifiers`; unknown ones are ignored.
  ///
  /// - Complexity: O(k + n) expected for k identifiers and the n items of
  ///   the sections they leave: one hash of each identifier, and, when few
  ///   items follow the first deleted one in its section, one of each of
  ///   them; when many do, none (one pass over the index instead).
  @inlinable
  public mutating func deleteItems(_ identifiers: [Item]) {
    deleteItems(identities: identifiers.lazy.map { $0.diffIdentifier })
  }

  /// Deletes every item, keeping the sections.
  @inlinable
  public mutating func deleteAllItems() {
    defer { checkInvariants() }
    for index in storedSections.indices { storedSections[index].items.removeAll() }
    itemIndex = [:]
    unindexedSection = nil
    reloadedItems = []
    reconfiguredItems = []
  }

  // MARK: - Internal

  /// Deletes the items whose identities are `ids`; unknown ones are ignored.
  ///
  /// Each section loses its items in one pass. The items after the first
  /// deleted one in each section move in the index: one hash each when
  /// they are few, or else in one pass over the index with no hashing.
  ///
  /// - Complexity: O(k + n) expected for k identities and the n items of
  ///   the sections they leave, or of the whole index when that is fewer
  ///   hashes; see ``deleteItems(_:)``.
  @inlinable
  mutating func deleteItems(identities ids: some Sequence<Item.DiffIdentifier>) {
    indexAllItems()
    defer { checkInvariants() }
    // One lookup each: where the items are, before anything changes.
    var doomed: [(id: Item.DiffIdentifier, path: ItemPath)] = []
    doomed.reserveCapacity(ids.underestimatedCount)
    for id in ids { if let path = itemIndex[id] { doomed.append((id, path)) } }
    guard !doomed.isEmpty else { return }
    // For each section that loses items, its first lost position, and where
    // its counts start in `lost`: for each of its items, how many before it
    // are lost, the new position of one that stays. A repeated identity
    // marks its item once.
    var firsts = [Int](repeating: .max, count: storedSections.count)
    for (_, path) in doomed { firsts[path.section] = Swift.min(firsts[path.section], path.item) }
    var starts = [Int](repeating: -1, count: storedSections.count)
    var (counted, shifted) = (0, 0)
    for (section, first) in firsts.enumerated() where first != .max {
      starts[section] = counted
      counted += storedSections[section].items.count + 1
      shifted += storedSections[section].items.count - first
    }
    var lost = [Int](repeating: 0, count: counted)
    for (id, path) in doomed where lost[starts[path.section] + path.item + 1] == 0 {
      lost[starts[path.section] + path.item + 1] = 1
      if !reloadedItems.isEmpty { reloadedItems.remove(id) }
      if !reconfiguredItems.isEmpty { reconfiguredItems.remove(id) }
    }
    for (section, first) in firsts.enumerated() where first != .max {
      let (items, start) = (storedSections[section].items, starts[section])
      var kept = Array(items[..<first])
      kept.reserveCapacity(items.count - 1)
      for item in first..<items.count {
        let gone = lost[start + item + 1]
        lost[start + item + 1] = lost[start + item] + gone
        if gone == 0 { kept.append(items[item]) }
      }
      storedSections[section].items = kept
    }
    guard shifted * 4 > itemIndex.count else {
      // Few items move: one more hash each for the lost ones and the rest.
      for (id, _) in doomed { itemIndex.removeValue(forKey: id) }
      for (section, first) in firsts.enumerated() where first != .max { reindexItems(inSection: section, from: first) }
      return
    }
    itemIndex.compactPaths { path in
      guard path.item >= firsts[path.section] else { return true }
      let count = starts[path.section] + path.item
      guard lost[count + 1] == lost[count] else { return false }
      path.item -= lost[count]
      return true
    }
  }
}
