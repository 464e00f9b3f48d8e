extension Snapshot {
  // MARK: - Public

  /// Adds `identifiers` at the end of `section`, or of the last section when
  /// `section` is `nil`.
  ///
  /// Stops when there is no section, the section is unknown, or an item
  /// repeats or is already in the snapshot.
  ///
  /// - Complexity: O(k) expected for k items, one hash of each identity,
  ///   the check for repeats included.
  @inlinable
  public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedAppendItems(identifiers, toSection: section)
    }
  }

  /// Inserts `identifiers` just before `item`.
  ///
  /// Stops, naming the call and the identifier, when `item` is not in the
  /// snapshot, is among `identifiers`, or an identifier repeats or is
  /// already in it.
  ///
  /// - Complexity: O(k + s) expected for k items and the s items after
  ///   them in the section, one hash of each identity.
  @inlinable
  public mutating func insertItems(_ identifiers: [Item], beforeItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedInsertItems(identifiers, at: item, after: false)
    }
  }

  /// Inserts `identifiers` just after `item`.
  ///
  /// Stops, naming the call and the identifier, when `item` is not in the
  /// snapshot, is among `identifiers`, or an identifier repeats or is
  /// already in it.
  ///
  /// - Complexity: O(k + s) expected for k items and the s items after
  ///   them in the section, one hash of each identity.
  @inlinable
  public mutating func insertItems(_ identifiers: [Item], afterItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedInsertItems(identifiers, at: item, after: true)
    }
  }

  /// Moves `identifier` to just before `item`, in `item`'s section.
  ///
  /// Stops, naming the call and the identifier, when either item is not in
  /// the snapshot, or they are the same.
  @inlinable
  public mutating func moveItem(_ identifier: Item, beforeItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedMoveItem(identifier, to: item, after: false)
    }
  }

  /// Moves `identifier` to just after `item`, in `item`'s section.
  ///
  /// Stops, naming the call and the identifier, when either item is not in
  /// the snapshot, or they are the same.
  @inlinable
  public mutating func moveItem(_ identifier: Item, afterItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedMoveItem(identifier, to: item, after: true)
    }
  }

  /// Marks `identifiers` for reloading on the next apply: their cells are
  /// dequeued again.
  ///
  /// Stops, naming the call and the identifier, when an item is not in the
  /// snapshot.
  ///
  /// - Complexity: O(k) expected for k items, two hashes of each identity.
  @inlinable
  public mutating func reloadItems(_ identifiers: [Item]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedReloadItems(identifiers) }
  }

  /// Marks `identifiers` for reconfiguring on the next apply: their visible
  /// cells are configured again in place, without a dequeue.
  ///
  /// Stops, naming the call and the identifier, when an item is not in the
  /// snapshot.
  ///
  /// - Complexity: O(k) expected for k items, two hashes of each identity.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [Item]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedReconfigureItems(identifiers) }
  }

  // MARK: - Internal

  @inlinable
  mutating func checkedAppendItems(
    _ identifiers: [Item], toSection section: Section?
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    guard !storedSections.isEmpty else { throw .noSections }
    let target =
      try section.map { section throws(SnapshotMutationError) in try index(of: section) } ?? storedSections.count - 1
    let start = storedSections[target].items.count
    guard itemIndex.insertNew(identifiers.lazy.map { $0.diffIdentifier }, from: start, inSection: target) else {
      throw newItemsError(identifiers)
    }
    // An empty section takes the array itself, which copies nothing.
    if start == 0 {
      storedSections[target].items = identifiers
    } else {
      storedSections[target].items.append(contentsOf: identifiers)
    }
  }

  @inlinable
  mutating func checkedInsertItems(
    _ identifiers: [Item], at anchor: Item, after: Bool
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    let anchorID = anchor.diffIdentifier
    if identifiers.contains(where: { $0.diffIdentifier == anchorID }) {
      throw .insertionAnchorIsInserted("\(anchorID)")
    }
    let path = try path(of: anchor)
    let (section, index, added) = (path.section, path.item + (after ? 1 : 0), identifiers.count)
    // Many items after the insertion move in one pass with no hashing,
    // before the new ones are recorded; a few move one hash each, after.
    let inOnePass = (storedSections[section].items.count - index) * 4 > itemIndex.count
    if inOnePass { shiftPaths(inSection: section, from: index, by: added) }
    guard itemIndex.insertNew(identifiers.lazy.map { $0.diffIdentifier }, from: index, inSection: section) else {
      if inOnePass { shiftPaths(inSection: section, from: index + added, by: -added) }
      throw newItemsError(identifiers)
    }
    storedSections[section].items.insert(contentsOf: identifiers, at: index)
    if !inOnePass { reindexItems(inSection: section, from: index + added) }
  }

  @inlinable
  mutating func checkedMoveItem(_ identifier: Item, to anchor: Item, after: Bool)
    throws(SnapshotMutationError)
  {
    defer { checkInvariants() }
    let source = try path(of: identifier)
    try checkItemExists(anchor)
    guard identifier.diffIdentifier != anchor.diffIdentifier else { throw .moveOntoItself("\(anchor.diffIdentifier)") }
    let moving = storedSections[source.section].items.remove(at: source.item)
    reindexItems(inSection: source.section, from: source.item)
    let destination = try path(of: anchor)
    let index = destination.item + (after ? 1 : 0)
    storedSections[destination.section].items.insert(moving, at: index)
    reindexItems(inSection: destination.section, from: index)
  }

  @inlinable
  mutating func checkedReloadItems(_ identifiers: [Item]) throws(SnapshotMutationError) {
    try checkedMark(
      identifiers.lazy.map { $0.diffIdentifier }, in: &reloadedItems, unknown: { .reloadOfUnknownItem($0) })
  }

  @inlinable
  mutating func checkedReconfigureItems(_ identifiers: [Item]) throws(SnapshotMutationError) {
    try checkedMark(
      identifiers.lazy.map { $0.diffIdentifier }, in: &reconfiguredItems, unknown: { .reconfigureOfUnknownItem($0) })
  }

  /// Adds `ids` to `marks` once every one of them is found in the
  /// snapshot: two hashes of each identity, a lookup and an insertion.
  ///
  /// - Throws: The error `unknown` makes of the first identity the
  ///   snapshot does not hold, with `marks` as they were.
  @inlinable
  func checkedMark(
    _ ids: some Collection<Item.DiffIdentifier>, in marks: inout Set<Item.DiffIdentifier>,
    unknown: (String) -> SnapshotMutationError
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if let missing = ids.first(where: { indexedPath(of: $0) == nil }) { throw unknown("\(missing)") }
    // Grown once, so that no insertion rehashes the marks already there.
    marks.reserveCapacity(marks.count + ids.count)
    for id in ids { marks.insert(id) }
  }
}
