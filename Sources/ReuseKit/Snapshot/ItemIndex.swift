/// A snapshot's index of item paths by identity, in two parts: a large
/// `base`, which the copies of a snapshot share, and the few entries added
/// since, in `recent`. Each part is an ``IdentityHashTable``.
///
/// A snapshot taken from a data source shares its index with the data
/// source's own. Adding a page of items to it then copies only `recent`,
/// not the whole index: a page merged into a long list costs its own items.
/// Once `recent` outgrows a sixteenth of `base`, it moves into `base`,
/// which copies `base` once if it is shared, so the copies cost O(1)
/// amortized per added entry.
///
/// Every operation hashes an identity once: the hash value found for
/// `recent` is the one `base` is probed with, and moving entries between
/// the parts or growing them rehashes nothing. An index that no other
/// snapshot shares (its `owner` token is unique) writes new entries
/// straight into `base`. An identity is in one part at most. Removing or
/// moving an entry of `base` changes `base`.
@usableFromInline
struct ItemIndex<ID: Hashable> {
  // MARK: - Lifecycle

  /// An empty index.
  @inlinable
  init() {}

  // MARK: - Internal

  /// The entries of the index, but for the recent ones.
  @usableFromInline var base = IdentityHashTable<ID, PackedPath>()
  /// The entries added since `base` last took them in; none is in `base`.
  @usableFromInline var recent = IdentityHashTable<ID, PackedPath>()
  /// Shared by the copies of this index since `base` was last written
  /// alone; `nil` for a small index, which copies are free to copy.
  @usableFromInline var owner: Owner?

  /// A token whose references count the copies of an index.
  @usableFromInline
  final class Owner: Sendable {
    @usableFromInline init() {}
  }

  /// The number of entries.
  @inlinable var count: Int { base.count + recent.count }

  /// Whether the index holds no entry.
  @inlinable var isEmpty: Bool { base.isEmpty && recent.isEmpty }

  /// How many entries `recent` holds before they move into `base`.
  @inlinable var recentLimit: Int { Swift.max(64, base.count / 16) }

  /// The path of `id`, or `nil`; setting `nil` removes the entry.
  ///
  /// - Complexity: O(1) expected, one hash of `id`; a new entry copies
  ///   only `recent` when the index is shared, and `base` once in a while
  ///   (see the type).
  @inlinable
  subscript(id: ID) -> ItemPath? {
    get { path(of: id, hash: id.hashValue) }
    set { update(id, hash: id.hashValue, to: newValue) }
  }

  /// The path of `id`, whose hash value is `hash`, or `nil`.
  ///
  /// - Complexity: O(1) expected, with no hashing.
  @inlinable
  func path(of id: ID, hash: Int) -> ItemPath? {
    if !recent.isEmpty, let entry = recent.entry(of: id, hash: hash) { return recent.entries[entry].value.path }
    return base.entry(of: id, hash: hash).map { base.entries[$0].value.path }
  }

  /// Whether no copy of this index shares `base` once it is written, so
  /// that new entries go straight into it: no other index holds its
  /// `owner`, or it has none yet. A large index takes one then.
  @inlinable
  mutating func ownsBase() -> Bool {
    guard owner != nil else {
      if base.count >= 64 { owner = Owner() }
      return true
    }
    return isKnownUniquelyReferenced(&owner)
  }

  /// Sets the path of `id` and returns the one it replaces, if any.
  ///
  /// - Complexity: O(1) expected, one hash of `id`.
  @inlinable @discardableResult
  mutating func updateValue(_ path: ItemPath, forKey id: ID) -> ItemPath? {
    update(id, hash: id.hashValue, to: path)
  }

  /// Removes the entry of `id` and returns its path, if any.
  ///
  /// - Complexity: O(1) expected, one hash of `id`.
  @inlinable @discardableResult
  mutating func removeValue(forKey id: ID) -> ItemPath? {
    update(id, hash: id.hashValue, to: nil)
  }

  /// Sets the path of `id`, whose hash value is `hash`, or removes its
  /// entry when `path` is `nil`, and returns the path it had.
  @inlinable @discardableResult
  mutating func update(_ id: ID, hash: Int, to path: ItemPath?) -> ItemPath? {
    if !recent.isEmpty, let entry = recent.entry(of: id, hash: hash) {
      let old = recent.entries[entry].value.path
      if let path { recent.entries[entry].value.path = path } else { recent.remove(entry: entry) }
      return old
    }
    if let entry = base.entry(of: id, hash: hash) {
      let old = base.entries[entry].value.path
      if let path { base.entries[entry].value.path = path } else { base.remove(entry: entry) }
      return old
    }
    guard let path else { return nil }
    if ownsBase() {
      _ = base.insert(id, hash: hash, value: PackedPath(path))
    } else {
      _ = recent.insert(id, hash: hash, value: PackedPath(path))
      if recent.count > recentLimit { flatten() }
    }
    return nil
  }

  /// Records `ids`, none of which the index holds, in order, at
  /// consecutive items of `section` from `firstItem` on: many straight into
  /// `base`, a few, such as a page appended to a long list, into `recent`.
  ///
  /// - Returns: `false`, with the index as it was, when an identity of
  ///   `ids` repeats or the index holds it already.
  /// - Complexity: O(k) expected for k identities, one hash each, the
  ///   check for repeats included.
  @inlinable
  mutating func insertNew(_ ids: some RandomAccessCollection<ID>, from firstItem: Int, inSection section: Int) -> Bool {
    if recent.count + ids.count > recentLimit || ownsBase() {
      flatten()
      claimBase(adding: ids.count)
      return base.insertNew(ids) { PackedPath(ItemPath(item: firstItem &+ $0, section: section)) }
    }
    let start = recent.count
    var item = firstItem
    for id in ids {
      let hash = id.hashValue
      guard base.entry(of: id, hash: hash) == nil,
        recent.insert(id, hash: hash, value: PackedPath(ItemPath(item: item, section: section))) == nil
      else {
        recent.removeEntries(from: start)
        return false
      }
      item += 1
    }
    return true
  }

  /// Writes the paths of `ids`, which the index holds, in order, at
  /// consecutive items of `section` from `firstItem` on: the items after
  /// an insertion, a deletion or a move.
  ///
  /// - Complexity: O(k) expected for k identities, one hash each.
  @inlinable
  mutating func movePaths(of ids: some Sequence<ID>, from firstItem: Int, inSection section: Int) {
    var item = firstItem
    for id in ids {
      let hash = id.hashValue
      let path = ItemPath(item: item, section: section)
      if !recent.isEmpty, let entry = recent.entry(of: id, hash: hash) {
        recent.entries[entry].value.path = path
      } else if let entry = base.entry(of: id, hash: hash) {
        base.entries[entry].value.path = path
      } else {
        Self.stopMissing(id, at: path)
      }
      item += 1
    }
  }

  /// Rewrites the path of every entry with `body`, with no hashing: the
  /// cheaper way to move the entries of many items at once.
  ///
  /// - Complexity: O(n) for n entries.
  @inlinable
  mutating func rewritePaths(_ body: (inout ItemPath) -> Void) {
    base.updateValues { body(&$0.path) }
    recent.updateValues { body(&$0.path) }
  }

  /// Keeps the entries whose path `body` keeps, after it rewrote it, with
  /// no hashing: the cheaper way to remove many items at once.
  ///
  /// - Complexity: O(n + b) for n entries and b buckets.
  @inlinable
  mutating func compactPaths(_ body: (inout ItemPath) -> Bool) {
    base.compact { body(&$0.path) }
    recent.compact { body(&$0.path) }
  }

  /// Makes room for `capacity` entries in all, in `base`: the start of a
  /// change to many entries.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    flatten()
    claimBase(adding: 0)
    base.reserveCapacity(capacity)
  }

  /// Makes `owner` this index's alone before `base` is written, which
  /// leaves no copy sharing it; a small index keeps none.
  @inlinable
  mutating func claimBase(adding count: Int) {
    if owner == nil ? base.count + count >= 64 : !isKnownUniquelyReferenced(&owner) { owner = Owner() }
  }

  /// Moves the entries of `recent` into `base`, copying `base` if it is
  /// shared; the hash bits the entries keep place them, with no hashing.
  @inlinable
  mutating func flatten() {
    guard !recent.isEmpty else { return }
    claimBase(adding: recent.count)
    base.reserveCapacity(base.count + recent.count)
    for entry in recent.entries { base.insertMoved(entry) }
    recent = IdentityHashTable()
  }

  /// Stops: an identity an index entry was written for is not in the index.
  @usableFromInline
  static func stopMissing(_ id: ID, at path: ItemPath) -> Never {
    fatalError("Snapshot: item \(id), moving to \(path), is not in the item index")
  }
}

extension ItemIndex: ExpressibleByDictionaryLiteral {
  /// An index of `elements`, whose identities are distinct.
  @inlinable
  init(dictionaryLiteral elements: (ID, ItemPath)...) {
    self.init()
    for (id, path) in elements { self[id] = path }
  }
}

extension ItemIndex: Sendable where ID: Sendable {}
