/// The slots behind the forest: making and releasing nodes, copying
/// subtrees between snapshots, and compacting after many deletions.
extension SectionSnapshot {
  // MARK: - Internal

  /// The number of children of `parent`, or of roots for ``noParent``.
  @inlinable
  func childCount(of parent: Int) -> Int {
    guard parent != Self.noParent else { return roots.count }
    let list = nodes[parent].childList
    return list < 0 ? 0 : childLists[list].count
  }

  /// Runs `body` on the slots of the children of `parent`, or of the
  /// roots for ``noParent``; a node that gets its first child gets a list.
  @inlinable
  mutating func editChildren<Result>(of parent: Int, _ body: (inout [Int]) -> Result) -> Result {
    guard parent != Self.noParent else { return body(&roots) }
    if nodes[parent].childList < 0 {
      if let free = freeChildLists.popLast() {
        nodes[parent].childList = free
      } else {
        nodes[parent].childList = childLists.count
        childLists.append([])
      }
    }
    return body(&childLists[nodes[parent].childList])
  }

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
    let list = nodes[slot].childList
    if list >= 0 {
      childLists[list] = []
      freeChildLists.append(list)
      nodes[slot].childList = -1
    }
    freeSlots.append(slot)
  }

  /// Puts `made` among the children of `parent` (the roots for
  /// ``noParent``) from `position` on.
  @inlinable
  mutating func insertChildren(_ made: [Int], under parent: Int, at position: Int) {
    editChildren(of: parent) { $0.insert(contentsOf: made, at: position) }
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
        editChildren(of: copiedParent) { $0.append(slot) }
      } else {
        made.append(slot)
      }
      pending.append(contentsOf: source.children(of: sourceSlot).reversed())
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
