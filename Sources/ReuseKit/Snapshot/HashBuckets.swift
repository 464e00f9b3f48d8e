/// The part of an identity table that knows no identity: open-addressing
/// buckets, each holding 32 bits of an identity's hash value and the
/// position of its entry, wherever the owner keeps entries (an array of
/// identities, or a section snapshot's nodes).
///
/// The owner hashes an identity once and passes the hash value; a probe
/// compares hash bits in the buckets and asks the owner, through a
/// closure, whether the entry at a position holds the identity. Growing,
/// removing and moving rehash nothing: the bits in the bucket place it.
///
/// Linear probing, at most three quarters full; a bucket is 0 when empty,
/// and otherwise holds the hash bits in its high half and the position plus
/// one in its low half. Removal shifts the following buckets back, so there
/// are no tombstones. 8 bytes a bucket, between three eighths and three
/// quarters full as they grow: about 11 to 21 bytes per entry.
@usableFromInline
struct HashBuckets: Sendable {
  // MARK: - Lifecycle

  /// No buckets.
  @inlinable
  init() {}

  // MARK: - Internal

  /// Where a probe for an identity ended.
  @usableFromInline
  enum Probe {
    /// The identity is at `position`, in `bucket`.
    case found(bucket: Int, position: Int)
    /// The identity is not there; `bucket` is where it would go.
    case vacant(bucket: Int)
  }

  /// A power of two of buckets, or none before the first entry.
  @usableFromInline var buckets: [UInt64] = []
  /// The number of buckets in use.
  @usableFromInline var count = 0

  /// The bits of `hash` a bucket keeps; their low bits choose the bucket.
  @inlinable @inline(__always)
  static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash) }

  /// Probes for the entry whose hash value is `hash` and that `matches`
  /// accepts. Call ``reserveCapacity(_:)`` first when the vacant bucket
  /// is to be filled, so that it stays where the probe found it.
  ///
  /// - Complexity: O(1) expected, with no hashing.
  @inlinable @inline(__always)
  func probe(hash: Int, where matches: (Int) -> Bool) -> Probe {
    guard !buckets.isEmpty else { return .vacant(bucket: -1) }
    let tag = UInt64(Self.tag(hash))
    let mask = buckets.count - 1
    var bucket = Int(truncatingIfNeeded: tag) & mask
    while true {
      let value = buckets[bucket]
      if value == 0 { return .vacant(bucket: bucket) }
      if value >> 32 == tag {
        let position = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if matches(position) { return .found(bucket: bucket, position: position) }
      }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// The position of the entry whose hash value is `hash` and that
  /// `matches` accepts, or `nil`.
  @inlinable @inline(__always)
  func position(hash: Int, where matches: (Int) -> Bool) -> Int? {
    guard case .found(_, let position) = probe(hash: hash, where: matches) else { return nil }
    return position
  }

  /// Fills `bucket`, which a probe found vacant, with `position` and the
  /// bits of `tag`.
  @inlinable @inline(__always)
  mutating func occupy(_ bucket: Int, tag: UInt32, position: Int) {
    buckets[bucket] = UInt64(tag) << 32 | UInt64(position + 1)
    count += 1
  }

  /// Adds `position` with the bits of `tag`, for an identity that is not
  /// there: one that moves from another table.
  @inlinable
  mutating func insertNew(tag: UInt32, position: Int) {
    reserveCapacity(count + 1)
    let mask = buckets.count - 1
    var bucket = Int(truncatingIfNeeded: tag) & mask
    while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
    occupy(bucket, tag: tag, position: position)
  }

  /// Adds `count` entries, hashing each once: the one at `offset` has hash
  /// value `hash(offset)` and goes to `position(offset)`, unless a probe
  /// meets an entry at a position that `isSame(offset, position)` accepts,
  /// where it stops. Returns how many it added, the first ones. `hash` is
  /// called once for each offset, in order, up to the batch of 32 where a
  /// probe stops.
  ///
  /// - Complexity: O(count) expected.
  @inlinable @inline(__always)
  mutating func insertNew(
    count: Int, hash: (Int) -> Int, position: (Int) -> Int, isSame: (Int, Int) -> Bool
  ) -> Int {
    reserveCapacity(self.count &+ count)
    let mask = buckets.count &- 1
    // The tags of a batch first, then its probes: a probe's load does not
    // wait for the next hash, so that the loads of a batch overlap.
    let batch = 32
    let added = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: batch) { tags in
      buckets.withUnsafeMutableBufferPointer { buckets in
        for start in stride(from: 0, to: count, by: batch) {
          let end = Swift.min(start &+ batch, count)
          for offset in start..<end { tags[offset &- start] = UInt64(Self.tag(hash(offset))) }
          for offset in start..<end {
            let tag = tags[offset &- start]
            var bucket = Int(truncatingIfNeeded: tag) & mask
            while true {
              let value = buckets[bucket]
              if value == 0 {
                buckets[bucket] = tag << 32 | UInt64(truncatingIfNeeded: position(offset) &+ 1)
                break
              }
              if value >> 32 == tag, isSame(offset, Int(truncatingIfNeeded: value & 0xFFFF_FFFF) &- 1) {
                return offset
              }
              bucket = (bucket &+ 1) & mask
            }
          }
        }
        return count
      }
    }
    self.count &+= added
    return added
  }

  /// The bucket that holds `position` with the bits of `tag`.
  @inlinable
  func bucket(of position: Int, tag: UInt32) -> Int {
    let mask = buckets.count - 1
    let wanted = UInt64(tag) << 32 | UInt64(position + 1)
    var bucket = Int(truncatingIfNeeded: tag) & mask
    while buckets[bucket] != wanted { bucket = (bucket &+ 1) & mask }
    return bucket
  }

  /// Makes the entry in `bucket` name `position` instead.
  @inlinable
  mutating func move(_ bucket: Int, to position: Int) {
    buckets[bucket] = buckets[bucket] & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
  }

  /// Empties `start` and shifts back the buckets after it that probed past
  /// it, so every entry stays reachable from its ideal bucket.
  @inlinable
  mutating func remove(_ start: Int) {
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
    count -= 1
  }

  /// Makes room for `capacity` entries, rebuilding the buckets from the
  /// bits they keep when they grow.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    if capacity &* 4 > buckets.count &* 3 { grow(toHold: capacity) }
  }

  /// Doubles the buckets until `capacity` entries fit, and places the
  /// entries again from their bits. Not inlined: it runs O(log n) times.
  @usableFromInline
  mutating func grow(toHold capacity: Int) {
    var size = Swift.max(8, buckets.count)
    while size * 3 < capacity * 4 { size *= 2 }
    let old = buckets
    buckets = Array(repeating: 0, count: size)
    let mask = size - 1
    buckets.withUnsafeMutableBufferPointer { buckets in
      for value in old where value != 0 {
        var bucket = Int(truncatingIfNeeded: value >> 32) & mask
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        buckets[bucket] = value
      }
    }
  }

  /// Empties every bucket and refills them from `entries`, pairs of the
  /// bits of a tag and a position: after many removals at once.
  ///
  /// - Complexity: O(b + n) for b buckets and n entries.
  @inlinable
  mutating func rebuild(_ entries: some Sequence<(tag: UInt32, position: Int)>) {
    let mask = buckets.count - 1
    count = 0
    buckets.withUnsafeMutableBufferPointer { buckets in
      buckets.update(repeating: 0)
      for (tag, position) in entries {
        var bucket = Int(truncatingIfNeeded: tag) & mask
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        buckets[bucket] = UInt64(tag) << 32 | UInt64(position + 1)
        count += 1
      }
    }
  }
}
