extension IdentityMatching {
  /// How many hashes are computed ahead of the table work that uses them, so
  /// that the table's cache misses of one batch overlap.
  @usableFromInline static var batchSize: Int { 64 }

  /// Matches `source` to `target` through a hash table of the source,
  /// writing each match into `mapping`, whose entries must all be negative,
  /// as indices plus `offset`. Unmatched entries stay negative.
  ///
  /// Every source identity is hashed exactly once, and the table is sized
  /// up front and never grows; see
  /// ``matchTarget(_:source:table:into:offset:findsTargetOnlyDuplicates:next:duplicates:)``
  /// for the target, whose elements that keep their order are not hashed.
  /// `==` on identities runs at most twice per target element, plus once per
  /// duplicate. When `findsTargetOnlyDuplicates` is set, identities that
  /// only the target has join the same table as they are met, at the empty
  /// slot their lookup just found, to find their duplicates.
  ///
  /// - Returns: How many target elements were matched.
  /// - Complexity: O(n + m) expected; 8 bytes of table per source element
  ///   (16 beyond 2^26 elements), at a load of at most 1/2, plus 12 per
  ///   target element after the first target-only identity beyond one fifth
  ///   of the source count, and 8 (16) per such identity. A table
  ///   of `Int` identities of 2 MiB or more fills range by range through a buffer of about 8
  ///   more bytes per source element; see
  ///   ``insertSourcePartitioned(_:into:partitions:room:next:duplicates:)``.
  @inlinable
  static func matchByHashing<Element: Diffable>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    into mapping: (
      sourceToTarget: UnsafeMutableBufferPointer<Int32>, targetToSource: UnsafeMutableBufferPointer<Int32>
    ),
    offset: Int32,
    findsTargetOnlyDuplicates: Bool,
    duplicates: inout [Identifier]
  ) -> Int where Element.DiffIdentifier == Identifier {
    let largest = max(source.count, target.count)
    guard IdentityTable<UInt32>.fits(indicesBelow: largest) else {
      return matchByHashing(
        source: source, target: target, into: mapping, offset: offset,
        findsTargetOnlyDuplicates: findsTargetOnlyDuplicates, duplicates: &duplicates,
        table: IdentityTable<UInt64>(capacity: source.count * 2 + 1, indicesBelow: largest))
    }
    return matchByHashing(
      source: source, target: target, into: mapping, offset: offset,
      findsTargetOnlyDuplicates: findsTargetOnlyDuplicates, duplicates: &duplicates,
      table: IdentityTable<UInt32>(capacity: source.count * 2 + 1, indicesBelow: largest))
  }

  /// ``matchByHashing(source:target:into:offset:findsTargetOnlyDuplicates:duplicates:)``
  /// with an empty `table`, which it deallocates.
  @inlinable
  static func matchByHashing<Element: Diffable, Slot>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    into mapping: (
      sourceToTarget: UnsafeMutableBufferPointer<Int32>, targetToSource: UnsafeMutableBufferPointer<Int32>
    ),
    offset: Int32,
    findsTargetOnlyDuplicates: Bool,
    duplicates: inout [Identifier],
    table: IdentityTable<Slot>
  ) -> Int where Element.DiffIdentifier == Identifier {
    defer { table.deallocate() }
    // Each identity's next source index, allocated at the first duplicate.
    var next: [Int32] = []
    // Filling range by range pays where hashing is cheap: `Hasher` on each
    // identity takes long enough to hide the table's cache misses.
    let partitions = IdentityTable<Slot>.hashesItself(Identifier.self) ? partitionCount(for: table) : 1
    if partitions > 1 {
      insertSourcePartitioned(
        source, into: table, partitions: partitions, room: partitionRoom(count: source.count, partitions: partitions),
        next: &next, duplicates: &duplicates)
    } else {
      insertSource(source, into: table, next: &next, duplicates: &duplicates)
    }
    return next.withUnsafeBufferPointer { next in
      matchTarget(
        target, source: source, table: table, into: mapping, offset: offset,
        findsTargetOnlyDuplicates: findsTargetOnlyDuplicates, next: next, duplicates: &duplicates)
    }
  }

  /// Hashes every source identity into `table`, back to front, so each
  /// identity's chain of source indices (the table holds the first, `next`
  /// the rest) runs front to back, and reports repeated identities.
  @inlinable
  static func insertSource<Element: Diffable, Slot>(
    _ source: UnsafeBufferPointer<Element>,
    into table: IdentityTable<Slot>,
    next: inout [Int32],
    duplicates: inout [Identifier]
  ) where Element.DiffIdentifier == Identifier {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.batchSize) { hashes in
      var end = source.count
      while end > 0 {
        let start = max(0, end - Self.batchSize)
        hashAhead(source, start..<end, into: hashes, touching: table)
        var index = end - 1
        while index >= start {
          let (slot, found) = table.probe(mixed: hashes[index - start]) { payload in
            // Only source indices are in the table while the source is inserted.
            source[Int(payload)].diffIdentifier == source[index].diffIdentifier
          }
          if found {
            if next.isEmpty { next = [Int32](repeating: -1, count: source.count) }
            next[index] = table.payload(at: slot)
            table.setPayload(Int32(index), at: slot)
            if table.markReported(at: slot) { duplicates.append(source[index].diffIdentifier) }
          } else {
            table.insert(mixed: hashes[index - start], payload: Int32(index), at: slot)
          }
          index -= 1
        }
        end = start
      }
    }
  }

  /// Hashes `elements[range]` into `hashes`, mixed for `table`, then reads the home slot of each, so that
  /// the cache lines are on their way, all at once, before the probes need
  /// them. The reads run in a loop of their own: a read that waits blocks
  /// every instruction after it from retiring, so reads spread among the
  /// hashing would wait one or two at a time.
  @inlinable
  static func hashAhead<Element: Diffable, Slot>(
    _ elements: UnsafeBufferPointer<Element>,
    _ range: Range<Int>,
    into hashes: UnsafeMutableBufferPointer<UInt64>,
    touching table: IdentityTable<Slot>
  ) where Element.DiffIdentifier == Identifier {
    let batch = UnsafeMutableBufferPointer(rebasing: hashes[0..<range.count])
    table.mix(into: batch) { elements[range.lowerBound + $0].diffIdentifier }
    var touched: Slot = 0
    for step in 0..<range.count { touched |= table.slots[table.home(mixed: hashes[step])] }
    IdentityTable<Slot>.keep(UInt64(truncatingIfNeeded: touched))
  }
}
