/// A snapshot's index of item paths by identity, in two parts: a large
/// `base`, which the copies of a snapshot share, and the few entries added
/// since, in `recent`.
///
/// A snapshot taken from a data source shares its index with the data
/// source's own. Adding a page of items to it then copies only `recent`,
/// not the whole index: a page merged into a long list costs its own items.
/// Once `recent` outgrows a sixteenth of `base`, it moves into `base`,
/// which copies `base` once if it is shared, so the copies cost O(1)
/// amortized per added entry.
///
/// An index that no other snapshot shares (its `owner` token is unique)
/// writes new entries straight into `base`, hashing each once, as a plain
/// dictionary would. An identity is in one part at most. Removing or
/// moving an entry of `base` changes `base`.
@usableFromInline
struct ItemIndex<ID: Hashable> {
  // MARK: - Lifecycle

  /// An empty index.
  @inlinable
  init() {}

  /// An index of `entries`.
  @inlinable
  init(_ entries: [ID: ItemPath]) { base = entries }

  // MARK: - Internal

  /// The entries of the index, but for the recent ones.
  @usableFromInline var base: [ID: ItemPath] = [:]
  /// The entries added since `base` last took them in; none is in `base`.
  @usableFromInline var recent: [ID: ItemPath] = [:]
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
  /// - Complexity: O(1) expected; a new entry copies only `recent` when
  ///   the index is shared, and `base` once in a while (see the type).
  @inlinable
  subscript(id: ID) -> ItemPath? {
    get { recent.isEmpty ? base[id] : (recent[id] ?? base[id]) }
    set {
      if !recent.isEmpty, recent.index(forKey: id) != nil {
        if let newValue { recent[id] = newValue } else { recent.removeValue(forKey: id) }
        return
      }
      guard let newValue else {
        base.removeValue(forKey: id)
        return
      }
      if let position = base.index(forKey: id) {
        base.values[position] = newValue
        return
      }
      guard ownsBase() else {
        recent[id] = newValue
        if recent.count > recentLimit { flatten() }
        return
      }
      base[id] = newValue
    }
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
  @inlinable @discardableResult
  mutating func updateValue(_ path: ItemPath, forKey id: ID) -> ItemPath? {
    let old = self[id]
    self[id] = path
    return old
  }

  /// Removes the entry of `id` and returns its path, if any.
  @inlinable @discardableResult
  mutating func removeValue(forKey id: ID) -> ItemPath? {
    let old = self[id]
    if old != nil { self[id] = nil }
    return old
  }

  /// Records `ids`, in order, at consecutive items of `section` from
  /// `firstItem` on: many straight into `base`, hashing each once; a few,
  /// such as a page appended to a long list, into `recent`.
  ///
  /// - Complexity: O(k) expected for k identities.
  @inlinable
  mutating func setPaths(of ids: some Collection<ID>, from firstItem: Int, inSection section: Int) {
    guard ids.count > recentLimit || ownsBase() else {
      for (offset, id) in ids.enumerated() { self[id] = ItemPath(item: firstItem + offset, section: section) }
      return
    }
    flatten()
    claimBase(adding: ids.count)
    for (offset, id) in ids.enumerated() { base[id] = ItemPath(item: firstItem + offset, section: section) }
  }

  /// Moves every entry into `base` and makes room there for `capacity`
  /// entries in all: the start of a change to many entries, which then
  /// hashes each one once.
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

  /// Moves the entries of `recent` into `base`, copying `base` if it is shared.
  @inlinable
  mutating func flatten() {
    guard !recent.isEmpty else { return }
    base.reserveCapacity(base.count + recent.count)
    claimBase(adding: recent.count)
    for (id, path) in recent { base[id] = path }
    recent = [:]
  }

  /// Stops when an identity is in both parts: the check of
  /// `REUSEKIT_INTERNAL_CHECKS`, on every recent entry.
  ///
  /// - Complexity: O(r) for the r recent entries.
  func checkParts() {
    #if REUSEKIT_INTERNAL_CHECKS
      for (id, path) in recent {
        guard let other = base[id] else { continue }
        fatalError("Snapshot: item \(id) is in the item index twice, at \(path) and at \(other)")
      }
    #endif
  }
}

extension ItemIndex: ExpressibleByDictionaryLiteral {
  /// An index of `elements`, whose identities are distinct.
  @inlinable
  init(dictionaryLiteral elements: (ID, ItemPath)...) {
    self.init(Dictionary(uniqueKeysWithValues: elements))
  }
}

extension ItemIndex: Sendable where ID: Sendable {}
