extension IdentityMatching {
  /// The most bytes of table that one partition of a large table covers, so
  /// that it stays in a core's L2 cache while its identities go in.
  @usableFromInline static var partitionBytes: Int { 1 << 19 }

  /// How many partitions ``insertSourcePartitioned(_:into:partitions:room:next:duplicates:)``
  /// cuts `table` into: 1 for a table small enough to stay in cache, and
  /// for slots too wide to share a word with their home slot.
  @inlinable
  static func partitionCount<Slot>(for table: IdentityTable<Slot>) -> Int {
    guard Slot.bitWidth <= 32 else { return 1 }
    let partitions = table.slots.count * MemoryLayout<Slot>.stride / Self.partitionBytes
    return partitions >= 4 ? partitions : 1
  }

  /// How many entries each buffer of ``insertSourcePartitioned(_:into:partitions:room:next:duplicates:)``
  /// holds for `count` identities in `partitions` buffers: the expected
  /// share plus a margin far above its spread, so that it rarely fills.
  @inlinable
  static func partitionRoom(count: Int, partitions: Int) -> Int {
    let expected = count / partitions
    var spread = 1
    while spread * spread < expected { spread += spread }
    return expected + 4 * spread + 64
  }

  /// Does what ``insertSource(_:into:next:duplicates:)`` does for a table
  /// larger than a core's L2 cache, where a slot read at random is a cache
  /// miss that cheap hashing, as ``IdentityTable/mixed(_:)`` does for `Int`
  /// identities, leaves exposed: the identities are hashed back to front into `partitions`
  /// buffers of `room` entries, one per range of home slots, each entry the
  /// home slot and the slot word; then they go into the table range by
  /// range, each range in cache while it fills.
  ///
  /// Identities with the same hash share a buffer and keep their order in
  /// it, so each chain of source indices still runs front to back. A buffer
  /// that fills before the end (hashes that crowd into one range) sends
  /// every buffer into the table first.
  ///
  /// - Complexity: O(n) expected; 8 bytes per entry of buffer.
  @inlinable
  static func insertSourcePartitioned<Element: Diffable, Slot>(
    _ source: UnsafeBufferPointer<Element>,
    into table: IdentityTable<Slot>,
    partitions: Int,
    room: Int,
    next: inout [Int32],
    duplicates: inout [Identifier]
  ) where Element.DiffIdentifier == Identifier {
    let entries = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: partitions * room)
    defer { entries.deallocate() }
    withUnsafeTemporaryAllocation(of: Int.self, capacity: partitions) { filled in
      filled.initialize(repeating: 0)
      var index = source.count - 1
      while index >= 0 {
        let mixed = table.mixed(source[index].diffIdentifier)
        let home = table.home(mixed: mixed)
        // The high half of the hash picks the home slot, so it also picks
        // the range, without a division.
        let partition = Int(truncatingIfNeeded: ((mixed &>> 32) &* UInt64(partitions)) &>> 32)
        if filled[partition] == room {
          insertEntries(
            entries, room: room, filled: filled, source: source, into: table, next: &next, duplicates: &duplicates)
        }
        let word = table.tag(mixed: mixed) | table.encode(Int32(truncatingIfNeeded: index))
        entries[partition &* room &+ filled[partition]] = UInt64(home) &<< 32 | UInt64(truncatingIfNeeded: word)
        filled[partition] += 1
        index -= 1
      }
      insertEntries(
        entries, room: room, filled: filled, source: source, into: table, next: &next, duplicates: &duplicates)
    }
  }

  /// Inserts the entries that ``insertSourcePartitioned(_:into:partitions:room:next:duplicates:)``
  /// buffered, buffer by buffer and in the order buffered, and empties the buffers.
  @inlinable
  static func insertEntries<Element: Diffable, Slot>(
    _ entries: UnsafeMutableBufferPointer<UInt64>,
    room: Int,
    filled: UnsafeMutableBufferPointer<Int>,
    source: UnsafeBufferPointer<Element>,
    into table: IdentityTable<Slot>,
    next: inout [Int32],
    duplicates: inout [Identifier]
  ) where Element.DiffIdentifier == Identifier {
    for partition in filled.indices {
      let start = partition &* room
      for position in start..<(start &+ filled[partition]) {
        let entry = entries[position]
        let word = Slot(truncatingIfNeeded: entry)
        let index = Int(table.decode(word))
        let (slot, found) = table.probe(home: Int(truncatingIfNeeded: entry &>> 32), tag: word & table.tagMask) {
          payload in
          // Only source indices are in the table while the source is inserted.
          source[Int(payload)].diffIdentifier == source[index].diffIdentifier
        }
        if found {
          if next.isEmpty { next = [Int32](repeating: -1, count: source.count) }
          next[index] = table.payload(at: slot)
          table.setPayload(Int32(truncatingIfNeeded: index), at: slot)
          if table.markReported(at: slot) { duplicates.append(source[index].diffIdentifier) }
        } else {
          table.slots[slot] = word
        }
      }
      filled[partition] = 0
    }
  }
}
