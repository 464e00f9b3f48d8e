extension Snapshot {
  // MARK: - Public

  /// Adds `identifiers` at the end of `section`, or of the last section when
  /// `section` is `nil`.
  ///
  /// Stops when there is no section, the section is unknown, or an item
  /// repeats or is already in the snapshot.
  ///
  /// - Complexity: O(k) for k items.
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
  public mutating func insertItems(_ identifiers: [Item], afterItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedInsertItems(identifiers, at: item, after: true)
    }
  }

  /// Deletes `identifiers`; unknown ones are ignored.
  public mutating func deleteItems(_ identifiers: [Item]) {
    indexAllItems()
    defer { checkInvariants() }
    var doomed: [Int: [Int]] = [:]
    for identifier in identifiers {
      guard let path = itemIndex[identifier.diffIdentifier] else { continue }
      doomed[path.section, default: []].append(path.item)
      forget(identifier)
    }
    for (section, items) in doomed {
      for item in Set(items).sorted(by: >) { sections[section].items.remove(at: item) }
      reindexItems(inSection: section, from: items.min() ?? 0)
    }
  }

  /// Deletes every item, keeping the sections.
  public mutating func deleteAllItems() {
    defer { checkInvariants() }
    for index in sections.indices { sections[index].items.removeAll() }
    itemIndex = [:]
    unindexedSection = nil
    reloadedItems = []
    reconfiguredItems = []
  }

  /// Moves `identifier` to just before `item`, in `item`'s section.
  ///
  /// Stops, naming the call and the identifier, when either item is not in
  /// the snapshot, or they are the same.
  public mutating func moveItem(_ identifier: Item, beforeItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedMoveItem(identifier, to: item, after: false)
    }
  }

  /// Moves `identifier` to just after `item`, in `item`'s section.
  ///
  /// Stops, naming the call and the identifier, when either item is not in
  /// the snapshot, or they are the same.
  public mutating func moveItem(_ identifier: Item, afterItem item: Item) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedMoveItem(identifier, to: item, after: true)
    }
  }

  /// Marks `identifiers` for reloading on the next apply: their cells are
  /// dequeued again.
  ///
  /// Stops, naming the call and the identifier, when an item is not in the
  /// snapshot.
  public mutating func reloadItems(_ identifiers: [Item]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedReloadItems(identifiers) }
  }

  /// Marks `identifiers` for reconfiguring on the next apply: their visible
  /// cells are configured again in place, without a dequeue.
  ///
  /// Stops, naming the call and the identifier, when an item is not in the
  /// snapshot.
  public mutating func reconfigureItems(_ identifiers: [Item]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedReconfigureItems(identifiers) }
  }

  // MARK: - Internal

  mutating func checkedAppendItems(
    _ identifiers: [Item], toSection section: Section?
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    guard !sections.isEmpty else { throw .noSections }
    let target =
      try section.map { section throws(SnapshotMutationError) in try index(of: section) } ?? sections.count - 1
    try checkNew(items: identifiers)
    let start = sections[target].items.count
    sections[target].items.append(contentsOf: identifiers)
    reindexItems(inSection: target, from: start)
  }

  mutating func checkedInsertItems(
    _ identifiers: [Item], at anchor: Item, after: Bool
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if identifiers.contains(where: { $0.diffIdentifier == anchor.diffIdentifier }) {
      throw .insertionAnchorIsInserted("\(anchor.diffIdentifier)")
    }
    let path = try path(of: anchor)
    try checkNew(items: identifiers)
    let index = path.item + (after ? 1 : 0)
    sections[path.section].items.insert(contentsOf: identifiers, at: index)
    reindexItems(inSection: path.section, from: index)
  }

  mutating func checkedMoveItem(_ identifier: Item, to anchor: Item, after: Bool)
    throws(SnapshotMutationError)
  {
    defer { checkInvariants() }
    let source = try path(of: identifier)
    try checkItemExists(anchor)
    guard identifier.diffIdentifier != anchor.diffIdentifier else { throw .moveOntoItself("\(anchor.diffIdentifier)") }
    let moving = sections[source.section].items.remove(at: source.item)
    reindexItems(inSection: source.section, from: source.item)
    let destination = try path(of: anchor)
    let index = destination.item + (after ? 1 : 0)
    sections[destination.section].items.insert(moving, at: index)
    reindexItems(inSection: destination.section, from: index)
  }

  mutating func checkedReloadItems(_ identifiers: [Item]) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if let unknown = identifiers.first(where: { indexedPath(of: $0.diffIdentifier) == nil }) {
      throw .reloadOfUnknownItem("\(unknown.diffIdentifier)")
    }
    reloadedItems.formUnion(identifiers.map(\.diffIdentifier))
  }

  mutating func checkedReconfigureItems(_ identifiers: [Item]) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if let unknown = identifiers.first(where: { indexedPath(of: $0.diffIdentifier) == nil }) {
      throw .reconfigureOfUnknownItem("\(unknown.diffIdentifier)")
    }
    reconfiguredItems.formUnion(identifiers.map(\.diffIdentifier))
  }
}
