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
  public var items: [Item] { preorder(from: roots, expandedOnly: false).items }

  /// The items that have no parent, in order.
  ///
  /// - Complexity: O(r) for r root items.
  public var rootItems: [Item] { roots.map { nodes[$0].item } }

  /// The rows a list shows: the items whose ancestors are all expanded, in
  /// preorder. The descendants of a collapsed parent are skipped without
  /// being visited.
  ///
  /// - Complexity: O(v) for v visible items, however many are hidden.
  @inlinable
  public var visibleItems: [Item] { preorder(from: roots, expandedOnly: true).items }

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
  public func level(of item: Item) -> Int { nodes[existingSlot(of: item)].level }

  /// The parent of `item`, or `nil` for a root item.
  ///
  /// Stops with a message naming the identity when `item` is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  public func parent(of item: Item) -> Item? {
    let parent = nodes[existingSlot(of: item)].parent
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
    while nodes[slot].parent != Self.noParent {
      slot = nodes[slot].parent
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
      let parent = nodes[slot].parent
      let siblings = children(of: parent)
      for sibling in siblings[..<position(of: slot, in: siblings)] { index += subtreeSize(of: sibling) }
      guard parent != Self.noParent else { return index }
      index += 1
      slot = parent
    }
  }

  // MARK: - Internal

  /// One item of the forest, with the slots of its parent and children.
  @usableFromInline
  struct Node {
    @usableFromInline var item: Item
    /// The parent's slot, or ``SectionSnapshot/noParent`` for a root.
    @usableFromInline var parent: Int
    /// How many ancestors the node has; fixed, since a node never moves.
    @usableFromInline var level: Int
    /// Where the slots of its children are in ``SectionSnapshot/childLists``,
    /// or -1 while it has none: a node is plain data when its item is, so
    /// the nodes are stored and freed without visiting each.
    @usableFromInline var childList = -1

    @inlinable
    init(item: Item, parent: Int, level: Int) {
      self.item = item
      self.parent = parent
      self.level = level
    }
  }

  /// The parent of a root item.
  @inlinable static var noParent: Int { -1 }

  /// The nodes by slot. A deleted node's slot is in ``freeSlots`` until it is
  /// reused or the storage is compacted.
  @usableFromInline var nodes: [Node] = []
  /// Whether the item of each slot is expanded. Kept apart from `nodes` so
  /// that expanding or collapsing a snapshot whose storage is shared, such
  /// as one a data source keeps, copies one byte per slot, not the nodes.
  @usableFromInline var expansion: [Bool] = []
  /// The slots of the root items, in order.
  @usableFromInline var roots: [Int] = []
  /// The slot of every item, by the bits of its identity's hash value:
  /// the identities themselves are the nodes' items.
  @usableFromInline var slots = HashBuckets()
  /// Slots of `nodes` that hold no item.
  @usableFromInline var freeSlots: [Int] = []
  /// The children of the nodes that have any, by ``Node/childList``.
  @usableFromInline var childLists: [[Int]] = []
  /// Entries of `childLists` that no node uses; each is empty.
  @usableFromInline var freeChildLists: [Int] = []

  /// The items of the subtrees of `start`, in preorder, skipping the children
  /// of collapsed items when `expandedOnly` is set, and how many nodes the
  /// walk visited: exactly the items it returns. It follows slots only, and
  /// hashes nothing.
  ///
  /// - Complexity: O(k) for the k items returned.
  @inlinable
  func preorder(from start: [Int], expandedOnly: Bool) -> (items: [Item], visits: Int) {
    var items: [Item] = []
    // The list being walked, by its index in `childLists` or -1 for
    // `start`, and the next position in it; above it, where the walk
    // resumes in each ancestor's list. Indices, not the lists themselves,
    // so that descending retains nothing.
    var (list, next) = (-1, 0)
    var resume: [(list: Int, next: Int)] = []
    while true {
      guard next < (list < 0 ? start.count : childLists[list].count) else {
        guard let outer = resume.popLast() else { return (items, items.count) }
        (list, next) = outer
        continue
      }
      let slot = list < 0 ? start[next] : childLists[list][next]
      next += 1
      items.append(nodes[slot].item)
      let children = nodes[slot].childList
      if children >= 0, expansion[slot] || !expandedOnly {
        resume.append((list, next))
        (list, next) = (children, 0)
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

  /// The slots of the children of `parent`, or of the roots for ``noParent``.
  @inlinable
  func children(of parent: Int) -> [Int] {
    guard parent != Self.noParent else { return roots }
    let list = nodes[parent].childList
    return list < 0 ? [] : childLists[list]
  }

  /// Where `slot` is in `siblings`, its parent's children, which always
  /// hold it (``checkInvariants()`` checks it).
  @inlinable
  func position(of slot: Int, in siblings: [Int]) -> Int { siblings.firstIndex(of: slot) ?? siblings.endIndex }

  /// The number of items in the subtree of `slot`, itself included.
  func subtreeSize(of slot: Int) -> Int { preorder(from: [slot], expandedOnly: false).visits }
}

extension SectionSnapshot: Sendable where Item: Sendable, Item.DiffIdentifier: Sendable {}
extension SectionSnapshot.Node: Sendable where Item: Sendable {}
