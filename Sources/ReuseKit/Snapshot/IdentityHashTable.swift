/// A hash table of values by identity that never hashes an identity
/// itself: each call takes the identity's hash value, which the caller
/// works out once, and the table keeps its low 32 bits with the entry and
/// in its bucket, so it grows, moves entries and removes them without
/// hashing again. A snapshot's item paths (``ItemIndex``) and a section
/// snapshot's slots live in one.
///
/// The entries are dense, in the order they were added; `buckets` is an
/// open-addressing table of them with linear probing, at most three
/// quarters full. A bucket is 0 when empty, and otherwise holds the low 32
/// bits of the hash value in its high half and the entry's position plus
/// one in its low half, so a probe compares hash bits without reading an
/// entry. Removal shifts the following buckets back (no tombstones) and
/// moves the last entry into the hole.
///
/// Memory: the entry (the identity, the value and the 32 hash bits) and
/// 8 to 16 bytes of buckets per entry: for an item path (two 32-bit
/// positions), 32 to 40 bytes with an `Int` identity, 40 to 48 with a
/// `UUID`.
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
    init(id: ID, value: Value, tag: UInt64) {
      self.id = id
      self.value = value
      self.tag = UInt32(truncatingIfNeeded: tag)
    }
  }

  /// The entries, in the order they were added but for removals, which move
  /// the last entry into the hole.
  @usableFromInline var entries: [Entry] = []
  /// A power of two of buckets, or none while the table is empty.
  @usableFromInline var buckets: [UInt64] = []

  /// The number of entries.
  @inlinable var count: Int { entries.count }

  /// Whether the table holds no entry.
  @inlinable var isEmpty: Bool { entries.isEmpty }

  /// The position in ``entries`` of the entry for `id`, whose hash value is `hash`.
  ///
  /// - Complexity: O(1) expected, with no hashing.
  @inlinable
  func entry(of id: ID, hash: Int) -> Int? {
    bucket(of: id, hash: hash).map { Int(truncatingIfNeeded: buckets[$0] & 0xFFFF_FFFF) - 1 }
  }

  /// The bucket that holds `id`, whose hash value is `hash`.
  @inlinable
  func bucket(of id: ID, hash: Int) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let tag = Self.tag(hash)
    let mask = buckets.count - 1
    var bucket = Int(truncatingIfNeeded: tag) & mask
    while true {
      let value = buckets[bucket]
      if value == 0 { return nil }
      if value >> 32 == tag, entries[Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1].id == id { return bucket }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Adds `id` with `value` unless the table holds it already.
  ///
  /// - Returns: The position of the entry that holds `id` already, or
  ///   `nil` when `id` was added, as the last entry.
  /// - Complexity: O(1) expected, amortized over growth, with no hashing.
  @inlinable
  mutating func insert(_ id: ID, hash: Int, value: Value) -> Int? {
    if (entries.count &+ 1) &* 4 > buckets.count &* 3 { grow(toHold: entries.count + 1) }
    let tag = Self.tag(hash)
    let mask = buckets.count - 1
    var bucket = Int(truncatingIfNeeded: tag) & mask
    while true {
      let value = buckets[bucket]
      if value == 0 { break }
      if value >> 32 == tag {
        let existing = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if entries[existing].id == id { return existing }
      }
      bucket = (bucket &+ 1) & mask
    }
    buckets[bucket] = tag << 32 | UInt64(entries.count + 1)
    entries.append(Entry(id: id, value: value, tag: tag))
    return nil
  }

  /// Adds `entry`, whose identity the table does not hold, as the last
  /// entry: one that moves from another table, placed by its tag.
  ///
  /// - Complexity: O(1) expected, amortized over growth, with no hashing.
  @inlinable
  mutating func insertMoved(_ entry: Entry) {
    if (entries.count &+ 1) &* 4 > buckets.count &* 3 { grow(toHold: entries.count + 1) }
    let mask = buckets.count - 1
    var bucket = Int(truncatingIfNeeded: entry.tag) & mask
    while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
    buckets[bucket] = UInt64(entry.tag) << 32 | UInt64(entries.count + 1)
    entries.append(entry)
  }

  /// Removes the entry at `entry`, moving the last entry into its place.
  ///
  /// - Complexity: O(1) expected, with no hashing.
  @inlinable
  mutating func remove(entry: Int) {
    removeBucket(bucket(ofEntry: entry))
    let last = entries.count - 1
    if entry != last {
      let moved = bucket(ofEntry: last)
      buckets[moved] = buckets[moved] & 0xFFFF_FFFF_0000_0000 | UInt64(entry + 1)
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
  /// grows the table at most once, now.
  /// The entries grow geometrically, as an append grows them: a run of
  /// small reservations costs O(1) amortized per entry.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    if capacity > entries.capacity { entries.reserveCapacity(Swift.max(capacity, 2 * entries.capacity)) }
    if capacity * 4 > buckets.count * 3 { grow(toHold: capacity) }
  }

  // MARK: - Private

  /// The bits of `hash` a bucket keeps; their low bits choose the bucket.
  @inlinable
  static func tag(_ hash: Int) -> UInt64 { UInt64(UInt32(truncatingIfNeeded: hash)) }

  /// The bucket of the entry at `entry`, probed for from the entry's tag.
  @inlinable
  func bucket(ofEntry entry: Int) -> Int {
    let mask = buckets.count - 1
    let wanted = UInt64(entries[entry].tag) << 32 | UInt64(entry + 1)
    var bucket = Int(truncatingIfNeeded: entries[entry].tag) & mask
    while buckets[bucket] != wanted { bucket = (bucket &+ 1) & mask }
    return bucket
  }

  /// Empties `start` and shifts back the buckets after it that probed past
  /// it, so every entry stays reachable from its ideal bucket.
  @inlinable
  mutating func removeBucket(_ start: Int) {
    let mask = buckets.count - 1
    var hole = start
    var next = (start &+ 1) & mask
    while buckets[next] != 0 {
      let ideal = Int(truncatingIfNeeded: buckets[next] >> 32) & mask
      // The bucket at `next` may fill the hole unless its ideal bucket lies
      // cyclically in (hole, next].
      let stays = hole <= next ? (hole < ideal && ideal <= next) : (hole < ideal || ideal <= next)
      if !stays {
        buckets[hole] = buckets[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    buckets[hole] = 0
  }

  /// Rebuilds the buckets for at least `count` entries, from the hash bits
  /// the buckets keep.
  @inlinable
  mutating func grow(toHold count: Int) {
    var capacity = Swift.max(8, buckets.count)
    while capacity * 3 < count * 4 { capacity *= 2 }
    guard capacity != buckets.count else { return }
    let old = buckets
    buckets = Array(repeating: 0, count: capacity)
    let mask = capacity - 1
    for value in old where value != 0 {
      var bucket = Int(truncatingIfNeeded: value >> 32) & mask
      while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
      buckets[bucket] = value
    }
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
