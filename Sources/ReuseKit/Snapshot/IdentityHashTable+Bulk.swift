/// Changes to many entries at once, with no hashing: rewriting every
/// value, and keeping some of the entries.
extension IdentityHashTable {
  /// Rewrites every value in place, in one pass over the entries, with no
  /// hashing: the positions of many items after an insertion or deletion.
  ///
  /// - Complexity: O(n) for n entries.
  @inlinable
  mutating func updateValues(_ body: (inout Value) -> Void) {
    guard !entries.isEmpty else { return }
    entries.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { body(&buffer[index].value) }
    }
  }
}

extension IdentityHashTable {
  /// Adds `ids`, none of which the table holds, in order, as the last
  /// entries, the one at `offset` with the value `value(offset)`: the
  /// hashes of a batch first, then its probes, so that the probes' loads
  /// overlap (``HashBuckets/insertNew(count:hash:position:isSame:)``).
  ///
  /// - Returns: `false`, with the table as it was, when an identity of
  ///   `ids` repeats or the table holds it already.
  /// - Complexity: O(k) expected for k identities, amortized over growth,
  ///   one hash each.
  @inlinable
  mutating func insertNew(_ ids: some RandomAccessCollection<ID>, value: (Int) -> Value) -> Bool {
    guard !ids.isEmpty else { return true }
    let start = entries.count
    let added = ids.count
    reserveCapacity(start &+ added)
    // The buckets are moved out while they fill, so that the closures may
    // write the entries: each hash appends its identity's entry, in order.
    var buckets = HashBuckets()
    swap(&buckets, &table)
    let indexed = buckets.insertNew(
      count: added,
      hash: { offset in
        let id = ids[ids.index(ids.startIndex, offsetBy: offset)]
        let hash = id.hashValue
        entries.append(Entry(id: id, value: value(offset), tag: HashBuckets.tag(hash)))
        return hash
      },
      position: { start &+ $0 },
      isSame: { entries[$1].id == entries[start &+ $0].id })
    swap(&buckets, &table)
    guard indexed == added else {
      entries.removeSubrange((start &+ indexed)...)
      removeEntries(from: start)
      return false
    }
    return true
  }
}

extension IdentityHashTable {
  /// Keeps the entries whose value `body` keeps, after it rewrote it, in
  /// their order, and places them in the buckets again from their tags:
  /// many removals at once, with no hashing.
  ///
  /// - Complexity: O(n + b) for n entries and b buckets.
  @inlinable
  mutating func compact(_ body: (inout Value) -> Bool) {
    guard !entries.isEmpty else { return }
    var kept = 0
    entries.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices where body(&buffer[index].value) {
        // The copy left behind is released by an assignment over it or
        // with the tail below.
        if kept != index { buffer[kept] = buffer[index] }
        kept += 1
      }
    }
    guard kept < entries.count else { return }
    entries.removeLast(entries.count - kept)
    table.rebuild(entries.enumerated().lazy.map { (tag: $0.element.tag, position: $0.offset) })
  }
}

#if REUSEKIT_INTERNAL_CHECKS
  extension IdentityHashTable {
    /// Stops, naming what disagrees, unless every entry has one bucket,
    /// reached from its ideal bucket with no empty bucket between, and
    /// the buckets are at most three quarters full.
    ///
    /// - Complexity: O(b) for b buckets.
    func checkTable() {
      let buckets = table.buckets
      let used = buckets.reduce(0) { $0 + ($1 == 0 ? 0 : 1) }
      guard used == entries.count, used == table.count, entries.count * 4 <= buckets.count * 3 else {
        fatalError("IdentityHashTable: \(used) of \(buckets.count) buckets hold \(entries.count) entries")
      }
      let mask = buckets.count - 1
      for (position, entry) in entries.enumerated() {
        let wanted = UInt64(entry.tag) << 32 | UInt64(position + 1)
        var probe = Int(entry.tag) & mask
        while buckets[probe] != wanted {
          guard buckets[probe] != 0 else {
            fatalError(
              "IdentityHashTable: entry \(position) (\(entry.id)) is not reached from its bucket \(Int(entry.tag) & mask)"
            )
          }
          probe = (probe + 1) & mask
        }
      }
    }
  }
#endif
