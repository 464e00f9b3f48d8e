/// The slots behind the forest: making and releasing nodes, copying
/// subtrees between snapshots, and compacting after many deletions.
extension SectionSnapshot {
  // MARK: - Internal

  /// Stores a node for `item`, in a free slot if there is one, and records
  /// its identity. The caller links it to its parent.
  mutating func makeNode(_ item: Item, parent: Int, level: Int, isExpanded: Bool) -> Int {
    let slot = storeNode(item, parent: parent, level: level, isExpanded: isExpanded)
    slots.insertNew(tag: HashBuckets.tag(item.diffIdentifier.hashValue), position: slot)
    return slot
  }

  /// Stores a node for `item`, in the last free slot if there is one,
  /// without recording its identity: the caller did, or does.
  @inlinable
  mutating func storeNode(_ item: Item, parent: Int, level: Int, isExpanded: Bool) -> Int {
    let node = Node(item: item, parent: parent, level: level)
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = node
      expansion[slot] = isExpanded
    } else {
      slot = nodes.count
      nodes.append(node)
      expansion.append(isExpanded)
    }
    return slot
  }

  /// Takes the item of `slot` out of the index, one hash of its identity.
  @usableFromInline
  mutating func unindex(_ slot: Int) {
    slots.remove(slots.bucket(of: slot, tag: HashBuckets.tag(nodes[slot].item.diffIdentifier.hashValue)))
  }

  /// Forgets the item of `slot` and frees the slot; the caller unlinks it.
  mutating func release(_ slot: Int) {
    unindex(slot)
    nodes[slot].children = []
    freeSlots.append(slot)
  }

  /// Puts `made` among the children of `parent` (the roots for
  /// ``noParent``) from `position` on.
  @inlinable
  mutating func insertChildren(_ made: [Int], under parent: Int, at position: Int) {
    if parent == Self.noParent {
      roots.insert(contentsOf: made, at: position)
    } else {
      nodes[parent].children.insert(contentsOf: made, at: position)
    }
  }

  /// Copies the subtrees of `source` whose roots are `sourceRoots`, siblings
  /// in `source`, with the expansion of every item, among the children of
  /// `parent` from `position` on. The caller checks that none of their
  /// identities is in the snapshot.
  ///
  /// - Complexity: O(k) expected for k copied items.
  mutating func graft(_ sourceRoots: [Int], of source: SectionSnapshot, under parent: Int, at position: Int) {
    guard let first = sourceRoots.first else { return }
    let levelShift = (parent == Self.noParent ? 0 : nodes[parent].level + 1) - source.nodes[first].level
    var copies: [Int: Int] = [:]
    var made: [Int] = []
    var pending = Array(sourceRoots.reversed())
    while let sourceSlot = pending.popLast() {
      let node = source.nodes[sourceSlot]
      let copiedParent = copies[node.parent]
      let slot = makeNode(
        node.item, parent: copiedParent ?? parent, level: node.level + levelShift,
        isExpanded: source.expansion[sourceSlot])
      copies[sourceSlot] = slot
      if let copiedParent {
        nodes[copiedParent].children.append(slot)
      } else {
        made.append(slot)
      }
      pending.append(contentsOf: node.children.reversed())
    }
    insertChildren(made, under: parent, at: position)
  }

  /// Rebuilds the storage without free slots once they outnumber the items,
  /// so that a snapshot's memory follows what it holds.
  ///
  /// - Complexity: O(n) for n items, when it compacts; amortized O(1) per
  ///   deleted item.
  mutating func compactIfSparse() {
    guard freeSlots.count > slots.count else { return }
    let old = self
    self = SectionSnapshot()
    graft(old.roots, of: old, under: Self.noParent, at: 0)
  }
}
