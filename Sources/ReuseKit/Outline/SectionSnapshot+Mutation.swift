extension SectionSnapshot {
  // MARK: - Public

  /// Adds `items` as the last children of `parent`, or as the last root
  /// items when `parent` is `nil`. They start collapsed, with no children.
  ///
  /// Stops with a message naming the identities when an item repeats, is
  /// already in the snapshot, or `parent` is not in it.
  ///
  /// - Complexity: O(k) expected for k items, one hash of each identity
  ///   and of `parent`.
  @inlinable
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    do { try checkedAppend(items, to: parent) } catch { error.stop(in: Self.self, call: #function) }
  }

  /// Inserts `items` just before `item`, as its siblings.
  ///
  /// Stops with a message naming the identities when an item repeats, is
  /// already in the snapshot, or `item` is not in it.
  ///
  /// - Complexity: O(k + s) expected for k items and s siblings of `item`.
  @inlinable
  public mutating func insert(_ items: [Item], before item: Item) {
    do { try checkedInsert(items, at: item, after: false) } catch { error.stop(in: Self.self, call: #function) }
  }

  /// Inserts `items` just after `item`, as its siblings.
  ///
  /// Stops with a message naming the identities when an item repeats, is
  /// already in the snapshot, or `item` is not in it.
  ///
  /// - Complexity: O(k + s) expected for k items and s siblings of `item`.
  @inlinable
  public mutating func insert(_ items: [Item], after item: Item) {
    do { try checkedInsert(items, at: item, after: true) } catch { error.stop(in: Self.self, call: #function) }
  }

  /// Deletes `items` with all their descendants; items that are not in the
  /// snapshot are ignored.
  ///
  /// - Complexity: O(d + s) expected for d deleted items and s siblings of
  ///   the subtrees' roots.
  public mutating func delete(_ items: [Item]) {
    defer { checkInvariants() }
    var doomed = Set<Int>()
    var parents = Set<Int>()
    for item in items {
      guard let slot = slot(of: item), !doomed.contains(slot) else { continue }
      parents.insert(parentSlot(of: slot))
      var pending = [slot]
      while let next = pending.popLast() {
        doomed.insert(next)
        pending.append(contentsOf: children(of: next))
      }
    }
    guard !doomed.isEmpty else { return }
    for parent in parents.subtracting(doomed) {
      setChildren(of: parent, to: children(of: parent).filter { !doomed.contains($0) })
    }
    for slot in doomed { release(slot) }
    compactIfSparse()
  }

  /// Deletes every item.
  ///
  /// - Complexity: O(n) for n items.
  public mutating func deleteAll() {
    nodes = []
    expansion = []
    lastRoot = -1
    slots = HashBuckets()
    freeSlots = []
    checkInvariants()
  }

  /// Expands `items`: their children show whenever they are visible. An item
  /// with no children can be expanded; the children it gets later show.
  ///
  /// Stops with a message naming the identity when an item is not in the snapshot.
  ///
  /// - Complexity: O(k) expected for k items, one hash of each identity.
  @inlinable
  public mutating func expand(_ items: [Item]) {
    do { try checkedSetExpanded(items, true) } catch { error.stop(in: Self.self, call: #function) }
  }

  /// Collapses `items`: their descendants are hidden, and keep their own expansion.
  ///
  /// Stops with a message naming the identity when an item is not in the snapshot.
  ///
  /// - Complexity: O(k) expected for k items, one hash of each identity.
  @inlinable
  public mutating func collapse(_ items: [Item]) {
    do { try checkedSetExpanded(items, false) } catch { error.stop(in: Self.self, call: #function) }
  }

  // MARK: - Internal

  @inlinable
  mutating func checkedAppend(_ items: [Item], to parent: Item?) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    // Not `parent.map`: a closure would capture, and so copy, the snapshot.
    var parentSlot = Self.noParent
    if let parent { parentSlot = try knownSlot(of: parent) }
    try insertNew(items, under: parentSlot, after: lastChild(of: parentSlot))
  }

  @inlinable
  mutating func checkedInsert(_ items: [Item], at anchor: Item, after: Bool) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    let anchorID = anchor.diffIdentifier
    if items.contains(where: { $0.diffIdentifier == anchorID }) {
      throw .insertionAnchorIsInserted("\(anchorID)")
    }
    let anchorSlot = try knownSlot(of: anchor)
    try insertNew(items, under: parentSlot(of: anchorSlot), after: after ? anchorSlot : previousSibling(of: anchorSlot))
  }

  @inlinable
  mutating func checkedSetExpanded(_ items: [Item], _ isExpanded: Bool) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    var changed: [Int] = []
    changed.reserveCapacity(items.count)
    for item in items { changed.append(try knownSlot(of: item)) }
    for slot in changed { expansion[slot] = isExpanded }
  }

  /// The slot of `item`, or ``SnapshotMutationError/unknownItem(_:)`` naming it.
  @inlinable
  func knownSlot(of item: Item) throws(SnapshotMutationError) -> Int {
    guard let slot = slot(of: item) else { throw .unknownItem("\(item.diffIdentifier)") }
    return slot
  }

  /// The error for `items`, which repeat or are in the snapshot already:
  /// every repeated identity, or else every one it holds.
  @usableFromInline
  func newItemsError(_ items: [Item]) -> SnapshotMutationError {
    let repeated = repeatedIdentifiers(items.map(\.diffIdentifier))
    guard repeated.isEmpty else { return .duplicateItemsSupplied(repeated) }
    let existing = items.filter { contains($0) }
    return .itemsAlreadyExist(existing.map { "\($0.diffIdentifier)" })
  }

  /// Makes leaf nodes of `items`, none of which the snapshot holds, and
  /// links them among the children of `parent` just after its child
  /// `previous`, or first when it is -1. Each identity is hashed once: into
  /// the slot index, which finds a repeat.
  ///
  /// - Throws: The error of ``newItemsError(_:)``, with the snapshot as it
  ///   was, when an item repeats or is in the snapshot already.
  @inlinable
  mutating func insertNew(_ items: [Item], under parent: Int, after previous: Int) throws(SnapshotMutationError) {
    // The nodes first, in the free slots, last first, then new ones, so
    // that a probe can compare an identity with a node of this call. Each
    // node names the next one's slot; the last is linked with the siblings.
    // The slot of the item at an offset is computed, not gathered, so that
    // a call allocates nothing of its own when no slot is free.
    guard !items.isEmpty else { return }
    let reused = freeSlots.isEmpty ? [] : Array(freeSlots.suffix(items.count).reversed())
    let firstNew = nodes.count
    checkRoom(for: items.count &- reused.count, items)
    let level = parent == Self.noParent ? 0 : Int(nodes[parent].level) &+ 1
    for offset in reused.indices {
      let next = offset &+ 1 < reused.count ? reused[offset &+ 1] : firstNew
      nodes[reused[offset]] = Node(item: items[offset], parent: parent, level: level, next: next)
      expansion[reused[offset]] = false
    }
    freeSlots.removeLast(reused.count)
    let added = items.count &- reused.count
    if nodes.capacity &- firstNew < added {
      nodes.reserveCapacity(Swift.max(firstNew &+ added, nodes.capacity &* 2))
      expansion.reserveCapacity(nodes.capacity)
    }
    for offset in reused.count..<items.count {
      nodes.append(Node(item: items[offset], parent: parent, level: level, next: nodes.count &+ 1))
      expansion.append(false)
    }
    // The index is moved out while it fills, so that its probes may read the nodes.
    var index = HashBuckets()
    swap(&index, &slots)
    let indexed = index.insertNew(
      count: items.count, hash: { items[$0].diffIdentifier.hashValue },
      position: { $0 < reused.count ? reused[$0] : firstNew &+ ($0 &- reused.count) },
      isSame: { nodes[$1].item.diffIdentifier == items[$0].diffIdentifier })
    swap(&index, &slots)
    guard indexed == items.count else {
      unstore(reused: reused, firstNew: firstNew, indexed: indexed)
      throw newItemsError(items)
    }
    let last = nodes.count > firstNew ? nodes.count &- 1 : reused[reused.count &- 1]
    link(first: reused.first ?? firstNew, last: last, under: parent, after: previous)
  }

  /// Takes back the nodes ``insertNew(_:under:after:)`` stored, in the slots
  /// `reused` and from `firstNew` on, the first `indexed` of them indexed:
  /// the way back when an item repeats.
  @usableFromInline
  mutating func unstore(reused: [Int], firstNew: Int, indexed: Int) {
    for slot in (reused + (firstNew..<nodes.count)).prefix(indexed) { unindex(slot) }
    nodes.removeSubrange(firstNew...)
    expansion.removeSubrange(firstNew...)
    freeSlots.append(contentsOf: reused.reversed())
  }
}
