extension IdentityMatching {
  /// How many hashes are computed ahead of the table work that uses them, so
  /// that the table's cache misses of one batch overlap.
  @usableFromInline static var batchSize: Int { 64 }

  /// An unmatched source element's entry in `sourceToTarget` while matching:
  /// negative, with 31 bits of its hash.
  @inlinable
  static func unmatchedMark(_ hash: Int) -> Int32 {
    Int32(bitPattern: UInt32(truncatingIfNeeded: hash) | 0x8000_0000)
  }

  /// Matches `source` to `target` through a hash table of the source,
  /// writing each match into `mapping`, whose entries must all be negative,
  /// as indices plus `offset`. Unmatched entries stay negative.
  ///
  /// Every identity is hashed exactly once, and the table is sized up front
  /// and never grows. `==` on identities runs at most once per target
  /// element, plus once per duplicate. When `findsTargetOnlyDuplicates` is
  /// set, identities that only the target has join the same table as they
  /// are met, at the empty slot their lookup just found, to find their
  /// duplicates; see ``matchTarget(_:source:table:into:offset:findsTargetOnlyDuplicates:next:duplicates:)``.
  ///
  /// - Returns: How many target elements were matched.
  /// - Complexity: O(n + m) expected; 16 bytes of table per source element,
  ///   at a load of at most 1/2, plus 12 per target-only identity beyond
  ///   three fifths of the source count.
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
    let table = IdentityTable(capacity: source.count * 2 + 1)
    defer { table.deallocate() }
    // Each identity's next source index, allocated at the first duplicate.
    var next: [Int32] = []
    insertSource(source, into: table, marking: mapping.sourceToTarget, next: &next, duplicates: &duplicates)
    return next.withUnsafeBufferPointer { next in
      matchTarget(
        target, source: source, table: table, into: mapping, offset: offset,
        findsTargetOnlyDuplicates: findsTargetOnlyDuplicates, next: next, duplicates: &duplicates)
    }
  }

  /// Hashes every source identity into `table`, back to front, so each
  /// identity's chain of source indices (the table holds the first, `next`
  /// the rest) runs front to back. Marks each element unmatched in
  /// `sourceToTarget` with its hash, and reports repeated identities.
  @inlinable
  static func insertSource<Element: Diffable>(
    _ source: UnsafeBufferPointer<Element>,
    into table: IdentityTable,
    marking sourceToTarget: UnsafeMutableBufferPointer<Int32>,
    next: inout [Int32],
    duplicates: inout [Identifier]
  ) where Element.DiffIdentifier == Identifier {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.batchSize) { hashes in
      var end = source.count
      while end > 0 {
        let start = max(0, end - Self.batchSize)
        for index in start..<end {
          let hash = source[index].diffIdentifier.hashValue
          hashes[index - start] = hash
          sourceToTarget[index] = Self.unmatchedMark(hash)
        }
        table.touchHomes(of: UnsafeBufferPointer(rebasing: hashes[0..<(end - start)]))
        var index = end - 1
        while index >= start {
          let (slot, found) = table.probe(hash: hashes[index - start]) { payload in
            // Only source indices are in the table while the source is inserted.
            source[Int(payload)].diffIdentifier == source[index].diffIdentifier
          }
          if found {
            if next.isEmpty { next = [Int32](repeating: -1, count: source.count) }
            next[index] = table.payload(at: slot)
            table.setPayload(Int32(index), at: slot)
            if table.markReported(at: slot) { duplicates.append(source[index].diffIdentifier) }
          } else {
            table.insert(hash: hashes[index - start], payload: Int32(index), seenInTarget: false, at: slot)
          }
          index -= 1
        }
        end = start
      }
    }
  }
}
