/// Subtrees as section snapshots: taking one out, and putting one in as a
/// block, which is how a subtree moves.
extension SectionSnapshot {
  // MARK: - Public

  /// The descendants of `parent` as a snapshot of their own, with their
  /// expansion; with `includingParent`, `parent` is its one root item.
  ///
  /// Stops with a message naming the identity when `parent` is not in the snapshot.
  ///
  /// <!-- compile: prelude outline -->
  /// ```swift
  /// let folder = outline.snapshot(of: "Documents", includingParent: true)
  /// outline.delete(["Documents"])
  /// outline.append(folder, to: "Archive")  // moved, expansion and all
  /// ```
  ///
  /// - Complexity: O(k) expected for k items in the subtree.
  public func snapshot(of parent: Item, includingParent: Bool = false) -> SectionSnapshot {
    let slot = existingSlot(of: parent)
    var subtree = SectionSnapshot()
    subtree.graft(includingParent ? [slot] : children(of: slot), of: self, under: Self.noParent, after: -1)
    return subtree
  }

  /// Adds the items of `snapshot`, with their children and expansion, after
  /// the last child of `parent`, or after the last root item when `parent`
  /// is `nil`: a subtree's root items become `parent`'s children.
  ///
  /// Stops with a message naming the identities when an item of `snapshot`
  /// is already in this snapshot, or `parent` is not in it.
  ///
  /// - Complexity: O(k) expected for k items in `snapshot`.
  public mutating func append(_ snapshot: SectionSnapshot, to parent: Item? = nil) {
    SnapshotMutationError.trapping(in: Self.self) { () throws(SnapshotMutationError) in
      try checkedAppend(snapshot, to: parent)
    }
  }

  /// Inserts the items of `snapshot`, with their children and expansion,
  /// just before `item`, its root items as `item`'s siblings.
  ///
  /// Stops with a message naming the identities when an item of `snapshot`
  /// is already in this snapshot, or `item` is not in it.
  ///
  /// - Complexity: O(k + s) expected for k items in `snapshot` and s
  ///   siblings of `item`.
  public mutating func insert(_ snapshot: SectionSnapshot, before item: Item) {
    SnapshotMutationError.trapping(in: Self.self) { () throws(SnapshotMutationError) in
      try checkedInsert(snapshot, at: item, after: false)
    }
  }

  /// Inserts the items of `snapshot`, with their children and expansion,
  /// just after `item`, its root items as `item`'s siblings.
  ///
  /// Stops with a message naming the identities when an item of `snapshot`
  /// is already in this snapshot, or `item` is not in it.
  ///
  /// - Complexity: O(k + s) expected for k items in `snapshot` and s
  ///   siblings of `item`.
  public mutating func insert(_ snapshot: SectionSnapshot, after item: Item) {
    SnapshotMutationError.trapping(in: Self.self) { () throws(SnapshotMutationError) in
      try checkedInsert(snapshot, at: item, after: true)
    }
  }

  // MARK: - Internal

  mutating func checkedAppend(_ snapshot: SectionSnapshot, to parent: Item?) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    let parentSlot =
      try parent.map { parent throws(SnapshotMutationError) in try knownSlot(of: parent) } ?? Self.noParent
    try checkNew(snapshot)
    graft(snapshot.children(of: Self.noParent), of: snapshot, under: parentSlot, after: lastChild(of: parentSlot))
  }

  mutating func checkedInsert(_ snapshot: SectionSnapshot, at anchor: Item, after: Bool) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if snapshot.contains(anchor) { throw .insertionAnchorIsInserted("\(anchor.diffIdentifier)") }
    let anchorSlot = try knownSlot(of: anchor)
    try checkNew(snapshot)
    let previous = after ? anchorSlot : previousSibling(of: anchorSlot)
    graft(snapshot.children(of: Self.noParent), of: snapshot, under: parentSlot(of: anchorSlot), after: previous)
  }

  // MARK: - Private

  /// Throws unless no item of `snapshot` is in this snapshot; its own
  /// identities are unique already.
  private func checkNew(_ snapshot: SectionSnapshot) throws(SnapshotMutationError) {
    let existing = snapshot.items.filter { contains($0) }
    guard existing.isEmpty else { throw .itemsAlreadyExist(existing.map { "\($0.diffIdentifier)" }) }
  }
}
