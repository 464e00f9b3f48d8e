/// A hash table of values by identity that never hashes an identity
/// itself: each call takes the identity's hash value, which the caller
/// works out once, and the table keeps 32 bits of it with the entry and in
/// its bucket (``HashBuckets``), so it grows, moves entries and removes
/// them without hashing again. A snapshot's item paths live in two
/// (``ItemIndex``).
///
/// The entries are dense, in the order they were added; removal moves the
/// last entry into the hole.
///
/// Memory: the entry (the identity, the value and the 32 hash bits) and
/// about 11 to 21 bytes of buckets per entry as the table grows: for an item
/// path (two 32-bit positions), a 24-byte entry and about 35 to 45 bytes
/// in all with an `Int` identity, a 28-byte entry and 39 to 49 with a `UUID`.
@usableFromInline
struct IdentityHashTable<ID: Hashable, Value> {
  // MARK: - Lifecycle

  /// An empty table.
  @inlinable
  init() {}

  // MARK: - Internal

  /// One identity and its value.
  @usableFromInline
  struct Entry {
    @usableFromInline var id: ID
    @usableFromInline var value: Value
    /// The bits of the identity's hash value that its bucket keeps.
    @usableFromInline var tag: UInt32

    @inlinable
    init(id: ID, value: Value, tag: UInt32) {
      self.id = id
      self.value = value
      self.tag = tag
    }
  }

  /// The entries, in the order they were added but for removals, which move
  /// the last entry into the hole.
  @usableFromInline var entries: [Entry] = []
  /// The buckets, which name positions in ``entries``.
  @usableFromInline var table = HashBuckets()

  /// The number of entries.
  @inlinable var count: Int { entries.count }

  /// Whether the table holds no entry.
  @inlinable var isEmpty: Bool { entries.isEmpty }

  /// The position in ``entries`` of the entry for `id`, whose hash value is `hash`.
  ///
  /// - Complexity: O(1) expected, with no hashing.
  @inlinable @inline(__always)
  func entry(of id: ID, hash: Int) -> Int? {
    table.position(hash: hash) { entries[$0].id == id }
  }

  /// Adds `id` with `value` unless the table holds it already.
  ///
  /// - Returns: The position of the entry that holds `id` already, or
  ///   `nil` when `id` was added, as the last entry.
  /// - Complexity: O(1) expected, amortized over growth, with no hashing.
  @inlinable @inline(__always)
  mutating func insert(_ id: ID, hash: Int, value: Value) -> Int? {
    table.reserveCapacity(entries.count + 1)
    switch table.probe(hash: hash, where: { entries[$0].id == id }) {
    case .found(_, let position): return position
    case .vacant(let bucket):
      let tag = HashBuckets.tag(hash)
      table.occupy(bucket, tag: tag, position: entries.count)
      entries.append(Entry(id: id, value: value, tag: tag))
      return nil
    }
  }

  /// Adds `entry`, whose identity the table does not hold, as the last
  /// entry: one that moves from another table, placed by its tag.
  ///
  /// - Complexity: O(1) expected, amortized over growth, with no hashing.
  @inlinable
  mutating func insertMoved(_ entry: Entry) {
    table.insertNew(tag: entry.tag, position: entries.count)
    entries.append(entry)
  }

  /// Removes the entry at `entry`, moving the last entry into its place.
  ///
  /// - Complexity: O(1) expected, with no hashing.
  @inlinable
  mutating func remove(entry: Int) {
    table.remove(table.bucket(of: entry, tag: entries[entry].tag))
    let last = entries.count - 1
    if entry != last {
      table.move(table.bucket(of: last, tag: entries[last].tag), to: entry)
      entries.swapAt(entry, last)
    }
    entries.removeLast()
  }

  /// Removes the entries from `count` on: those added since the table held
  /// `count` entries, when nothing was removed since.
  @inlinable
  mutating func removeEntries(from count: Int) {
    while entries.count > count { remove(entry: entries.count - 1) }
  }

  /// Makes room for `capacity` entries, so that adding up to that many
  /// grows the table at most once, now. The entries grow geometrically, as
  /// an append grows them: a run of small reservations costs O(1)
  /// amortized per entry.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    if capacity > entries.capacity { entries.reserveCapacity(Swift.max(capacity, 2 * entries.capacity)) }
    table.reserveCapacity(capacity)
  }
}

extension IdentityHashTable: Sendable where ID: Sendable, Value: Sendable {}
extension IdentityHashTable.Entry: Sendable where ID: Sendable, Value: Sendable {}

/// An item path in 8 bytes, as ``ItemIndex`` keeps it: sections and items
/// past 2³¹ stop the program.
@usableFromInline
struct PackedPath: Sendable {
  @usableFromInline var item: Int32
  @usableFromInline var section: Int32

  @inlinable
  init(_ path: ItemPath) {
    item = Int32(path.item)
    section = Int32(path.section)
  }

  @inlinable var path: ItemPath {
    get { ItemPath(item: Int(item), section: Int(section)) }
    set { self = PackedPath(newValue) }
  }
}
