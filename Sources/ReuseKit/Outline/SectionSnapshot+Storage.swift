/// The slots behind the forest: the rings of children, making and
/// releasing nodes, copying subtrees between snapshots, and compacting after
/// many deletions.
extension SectionSnapshot {
  // MARK: - Internal

  /// The slot of the parent of `slot`, or ``noParent`` for a root.
  @inlinable @inline(__always)
  func parentSlot(of slot: Int) -> Int { Int(nodes[slot].parent) }

  /// The slot of the sibling after `slot`, or of the first sibling after the last.
  @inlinable @inline(__always)
  func nextSibling(of slot: Int) -> Int { Int(nodes[slot].next) }

  /// The slot of the last child of `parent` (the last root for
  /// ``noParent``), or -1 when it has none.
  @inlinable @inline(__always)
  func lastChild(of parent: Int) -> Int { parent == Self.noParent ? lastRoot : Int(nodes[parent].lastChild) }

  @inlinable @inline(__always)
  mutating func setLastChild(of parent: Int, to slot: Int) {
    if parent == Self.noParent {
      lastRoot = slot
    } else {
      nodes[parent].lastChild = Int32(truncatingIfNeeded: slot)
    }
  }

  /// The slots of the children of `parent`, or of the roots for ``noParent``.
  ///
  /// - Complexity: O(s) for s children.
  func children(of parent: Int) -> [Int] {
    let last = lastChild(of: parent)
    guard last >= 0 else { return [] }
    var children: [Int] = []
    var slot = last
    repeat {
      slot = nextSibling(of: slot)
      children.append(slot)
    } while slot != last
    return children
  }

  /// The number of items in the subtree of `slot`, itself included.
  func subtreeSize(of slot: Int) -> Int {
    var size = 1
    forEachInPreorder(under: slot, expandedOnly: false) { _ in size += 1 }
    return size
  }

  /// The sibling just before `slot`, or -1 when it is the first child.
  ///
  /// - Complexity: O(s) for s siblings.
  @usableFromInline
  func previousSibling(of slot: Int) -> Int {
    let last = lastChild(of: parentSlot(of: slot))
    var sibling = last
    while nextSibling(of: sibling) != slot { sibling = nextSibling(of: sibling) }
    return sibling == last ? -1 : sibling
  }

  /// Links the nodes from `first` to `last`, each of which names the next
  /// in ``Node/next``, among the children of `parent` (the roots for
  /// ``noParent``), just after its child `previous`, or first when
  /// `previous` is -1.
  @inlinable
  mutating func link(first: Int, last: Int, under parent: Int, after previous: Int) {
    let oldLast = lastChild(of: parent)
    guard oldLast >= 0 else {
      nodes[last].next = Int32(truncatingIfNeeded: first)
      setLastChild(of: parent, to: last)
      return
    }
    let before = previous < 0 ? oldLast : previous
    nodes[last].next = nodes[before].next
    nodes[before].next = Int32(truncatingIfNeeded: first)
    if previous == oldLast { setLastChild(of: parent, to: last) }
  }

  /// Links `made`, unlinked slots, in order among the children of `parent`
  /// just after `previous`, as ``link(first:last:under:after:)`` does.
  mutating func link(_ made: [Int], under parent: Int, after previous: Int) {
    guard let first = made.first, let last = made.last else { return }
    for (slot, next) in zip(made, made.dropFirst()) { nodes[slot].next = Int32(truncatingIfNeeded: next) }
    link(first: first, last: last, under: parent, after: previous)
  }

  /// Makes `kept` the children of `parent`, in order.
  mutating func setChildren(of parent: Int, to kept: [Int]) {
    setLastChild(of: parent, to: -1)
    link(kept, under: parent, after: -1)
  }

  /// Stops, naming the first of `items`, unless `count` more slots fit in 32 bits.
  @inlinable
  func checkRoom(for count: Int, _ items: some Collection<Item>) {
    guard nodes.count <= Self.maxSlots &- count else { stopForRoom(items.first) }
  }

  @usableFromInline
  func stopForRoom(_ item: Item?) -> Never {
    fatalError(
      "\(Self.self): no slot for \(item.map { "\($0.diffIdentifier)" } ?? "an item"): "
        + "\(nodes.count) of at most \(Self.maxSlots) are taken")
  }

  /// Stores a node for `item`, in a free slot if there is one, and records
  /// its identity. The caller links it to its parent.
  mutating func makeNode(_ item: Item, parent: Int, level: Int, isExpanded: Bool) -> Int {
    checkRoom(for: 1, CollectionOfOne(item))
    let node = Node(item: item, parent: parent, level: level, next: -1)
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
    slots.insertNew(tag: HashBuckets.tag(item.diffIdentifier.hashValue), position: slot)
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
    nodes[slot].lastChild = -1
    freeSlots.append(slot)
  }

  /// Copies the subtrees of `source` whose roots are `sourceRoots`, siblings
  /// in `source`, with the expansion of every item, among the children of
  /// `parent` just after its child `previous`, or first when it is -1. The
  /// caller checks that none of their identities is in the snapshot.
  ///
  /// - Complexity: O(k) expected for k copied items.
  mutating func graft(_ sourceRoots: [Int], of source: SectionSnapshot, under parent: Int, after previous: Int) {
    guard let first = sourceRoots.first else { return }
    let levelShift = (parent == Self.noParent ? 0 : Int(nodes[parent].level) + 1) - Int(source.nodes[first].level)
    var copies: [Int: Int] = [:]
    var made: [Int] = []
    var pending = Array(sourceRoots.reversed())
    while let sourceSlot = pending.popLast() {
      let node = source.nodes[sourceSlot]
      let copiedParent = copies[Int(node.parent)]
      let slot = makeNode(
        node.item, parent: copiedParent ?? parent, level: Int(node.level) + levelShift,
        isExpanded: source.expansion[sourceSlot])
      copies[sourceSlot] = slot
      if let copiedParent {
        link(first: slot, last: slot, under: copiedParent, after: lastChild(of: copiedParent))
      } else {
        made.append(slot)
      }
      pending.append(contentsOf: source.children(of: sourceSlot).reversed())
    }
    link(made, under: parent, after: previous)
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
    graft(old.children(of: Self.noParent), of: old, under: Self.noParent, after: -1)
  }
}
