/// The items of one section as a forest: parents, their children, and which
/// parents are expanded, in `NSDiffableDataSourceSectionSnapshot`'s vocabulary.
///
/// A list shows ``visibleItems``: every root, and the children of an expanded
/// parent whose own ancestors are all expanded, in preorder. Collapsing a
/// parent hides its descendants without forgetting them or their own
/// expansion, so expanding it again shows the rows it showed before.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// outline.append(["Documents", "Music"])
/// outline.append(["Taxes", "Letters"], to: "Documents")
/// outline.expand(["Documents"])
/// print(outline.visibleItems)  // ["Documents", "Taxes", "Letters", "Music"]
/// ```
///
/// Items are identified by ``Diffable/diffIdentifier``, which must be unique
/// in the snapshot. As with ``Snapshot``, a mutation given a repeated or
/// unknown identity stops with a message that names it.
///
/// A subtree never moves in place: to move one, take it with
/// ``snapshot(of:includingParent:)``, ``delete(_:)`` it, and put it back with
/// ``append(_:to:)-(SectionSnapshot,_)`` or ``insert(_:before:)-(SectionSnapshot,_)``,
/// which keep the expansion of every item in it.
public struct SectionSnapshot<Item: Diffable> {
  // MARK: - Lifecycle

  /// Creates an empty section snapshot.
  @inlinable
  public init() {}

  // MARK: - Public

  /// Every item, expanded or not, in preorder: each parent before its children.
  ///
  /// - Complexity: O(n) for n items.
  @inlinable
  public var items: [Item] { preorder(under: Self.noParent, expandedOnly: false).items }

  /// The items that have no parent, in order.
  ///
  /// - Complexity: O(r) for r root items.
  public var rootItems: [Item] { children(of: Self.noParent).map { nodes[$0].item } }

  /// The rows a list shows: the items whose ancestors are all expanded, in
  /// preorder. The descendants of a collapsed parent are skipped without
  /// being visited.
  ///
  /// - Complexity: O(v) for v visible items, however many are hidden.
  @inlinable
  public var visibleItems: [Item] { preorder(under: Self.noParent, expandedOnly: true).items }

  /// Whether an item with `item`'s identity is in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  public func contains(_ item: Item) -> Bool { slot(of: item) != nil }

  /// How deep `item` is: 0 for a root item, 1 for its children, and so on.
  ///
  /// Stops with a message naming the identity when `item` is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  public func level(of item: Item) -> Int { Int(nodes[existingSlot(of: item)].level) }

  /// The parent of `item`, or `nil` for a root item.
  ///
  /// Stops with a message naming the identity when `item` is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  public func parent(of item: Item) -> Item? {
    let parent = parentSlot(of: existingSlot(of: item))
    return parent == Self.noParent ? nil : nodes[parent].item
  }

  /// Whether `item` is expanded: its children show when it is visible. An
  /// item that is not in the snapshot is not expanded.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  public func isExpanded(_ item: Item) -> Bool { slot(of: item).map { expansion[$0] } ?? false }

  /// Whether `item` is among the ``visibleItems``: every ancestor of it is
  /// expanded. An item that is not in the snapshot is not visible.
  ///
  /// - Complexity: O(d) expected for an item d levels deep.
  public func isVisible(_ item: Item) -> Bool {
    guard var slot = slot(of: item) else { return false }
    while parentSlot(of: slot) != Self.noParent {
      slot = parentSlot(of: slot)
      guard expansion[slot] else { return false }
    }
    return true
  }

  /// The position of `item` in ``items``, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(n) for n items before it in preorder, plus its depth.
  public func index(of item: Item) -> Int? {
    guard var slot = slot(of: item) else { return nil }
    // Everything before the item in preorder: for the item and each
    // ancestor, the subtrees of the siblings before it, and the ancestor.
    var index = 0
    while true {
      let parent = parentSlot(of: slot)
      var sibling = nextSibling(of: lastChild(of: parent))
      while sibling != slot {
        index += subtreeSize(of: sibling)
        sibling = nextSibling(of: sibling)
      }
      guard parent != Self.noParent else { return index }
      index += 1
      slot = parent
    }
  }

  // MARK: - Internal

  /// One item of the forest, with the slots of its parent, its next sibling
  /// and its last child, in 32 bits each: 24 bytes for an `Int` item. A
  /// node is plain data when its item is, so the nodes are stored and freed
  /// without visiting each, and no node has storage of its own.
  @usableFromInline
  struct Node {
    @usableFromInline var item: Item
    /// The parent's slot, or ``SectionSnapshot/noParent`` for a root.
    @usableFromInline var parent: Int32
    /// How many ancestors the node has; fixed, since a node never moves.
    @usableFromInline var level: Int32
    /// The slot of the next sibling. The last sibling names the first: the
    /// children of a node are a ring, entered through its parent's
    /// `lastChild` (``SectionSnapshot/lastRoot`` for the roots).
    @usableFromInline var next: Int32
    /// The slot of the last child, or -1 while the node has none.
    @usableFromInline var lastChild: Int32 = -1

    @inlinable
    init(item: Item, parent: Int, level: Int, next: Int) {
      self.item = item
      self.parent = Int32(truncatingIfNeeded: parent)
      self.level = Int32(truncatingIfNeeded: level)
      self.next = Int32(truncatingIfNeeded: next)
    }
  }

  /// The parent of a root item.
  @inlinable static var noParent: Int { -1 }

  /// The most slots a snapshot has: a node names slots in 32 bits.
  @inlinable static var maxSlots: Int { Int(Int32.max) }

  /// The nodes by slot. A deleted node's slot is in ``freeSlots`` until it is
  /// reused or the storage is compacted.
  @usableFromInline var nodes: [Node] = []
  /// Whether the item of each slot is expanded. Kept apart from `nodes` so
  /// that expanding or collapsing a snapshot whose storage is shared, such
  /// as one a data source keeps, copies one byte per slot, not the nodes.
  @usableFromInline var expansion: [Bool] = []
  /// The slot of the last root item, whose ``Node/next`` names the first,
  /// or -1 when the snapshot is empty.
  @usableFromInline var lastRoot = -1
  /// The slot of every item, by the bits of its identity's hash value:
  /// the identities themselves are the nodes' items.
  @usableFromInline var slots = HashBuckets()
  /// Slots of `nodes` that hold no item.
  @usableFromInline var freeSlots: [Int] = []

  /// The items of the subtrees of the children of `top` (the roots for
  /// ``noParent``), in preorder, skipping the children of collapsed items
  /// when `expandedOnly` is set, and how many nodes the walk visited:
  /// exactly the items it returns. It follows slots only, and hashes nothing.
  /// The items are written into room for every item of the snapshot, and
  /// copied into an array of their own when they fill less than half of it.
  ///
  /// - Complexity: O(k) for the k items returned.
  @inlinable
  func preorder(under top: Int, expandedOnly: Bool) -> (items: [Item], visits: Int) {
    let capacity = slots.count
    // An empty literal when empty: `init(unsafeUninitializedCapacity: 0)`
    // would write into the shared empty array, a race between threads.
    guard capacity > 0 else { return ([], 0) }
    let items = [Item](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      forEachInPreorder(under: top, expandedOnly: expandedOnly) { slot in
        guard initialized < capacity else { fatalError("\(Self.self): a walk found more than \(capacity) items") }
        buffer.initializeElement(at: initialized, to: nodes[slot].item)
        initialized &+= 1
      }
    }
    guard items.count < capacity / 2 else { return (items, items.count) }
    return (items.withUnsafeBufferPointer { [Item]($0) }, items.count)
  }

  /// Calls `body` with the slot of each node in the subtrees of the children
  /// of `top`, in preorder, skipping the children of collapsed items when
  /// `expandedOnly` is set. Past the last child of a list, the walk climbs
  /// through the parents it came from, so it needs no stack.
  ///
  /// - Complexity: O(k) for the k nodes it calls `body` with.
  @inlinable
  func forEachInPreorder(under top: Int, expandedOnly: Bool, _ body: (Int) -> Void) {
    let lastOfTop = lastChild(of: top)
    guard lastOfTop >= 0 else { return }
    var slot = nextSibling(of: lastOfTop)
    while true {
      body(slot)
      let last = Int(nodes[slot].lastChild)
      if last >= 0, !expandedOnly || expansion[slot] {
        slot = nextSibling(of: last)
        continue
      }
      while true {
        let parent = parentSlot(of: slot)
        if slot != lastChild(of: parent) {
          slot = nextSibling(of: slot)
          break
        }
        if parent == top { return }
        slot = parent
      }
    }
  }

  /// The slot of `item`, or `nil`.
  ///
  /// - Complexity: O(1) expected, one hash of the item's identity.
  @inlinable
  func slot(of item: Item) -> Int? { slot(ofID: item.diffIdentifier) }

  /// The slot of the item whose identity is `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected, one hash of `id`.
  @inlinable
  func slot(ofID id: Item.DiffIdentifier) -> Int? {
    slots.position(hash: id.hashValue) { nodes[$0].item.diffIdentifier == id }
  }

  /// The slot of `item`; stops with a message naming it when it is unknown.
  func existingSlot(of item: Item, call: String = #function) -> Int {
    guard let slot = slot(of: item) else {
      fatalError("\(Self.self).\(call): \(SnapshotMutationError.unknownItem("\(item.diffIdentifier)"))")
    }
    return slot
  }
}

extension SectionSnapshot: Sendable where Item: Sendable, Item.DiffIdentifier: Sendable {}
extension SectionSnapshot.Node: Sendable where Item: Sendable {}
