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

  /// Matches `source` to `target` through one hash table, writing each match
  /// into `mapping`, whose entries must all be negative, as indices plus
  /// `offset`. Unmatched entries stay negative.
  ///
  /// Every identity is hashed exactly once, and the table is sized up front
  /// and never grows: for the source, plus the target when
  /// `findsTargetOnlyDuplicates` is set, since identities that only the
  /// target has are then added to the same table as they are met, to find
  /// their duplicates. `==` on identities runs at most once per target
  /// element, plus once per duplicate.
  ///
  /// When the source has no duplicate identities, a target element is first
  /// compared with the source element after the previous match, so runs that
  /// keep their order never touch the table.
  ///
  /// - Complexity: O(n + m) expected; 12 bytes of table per source element
  ///   (a load of at most 2/3), or 10 bytes per source and target element (at
  ///   most 4/5) when `findsTargetOnlyDuplicates` is set.
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
  ) where Element.DiffIdentifier == Identifier {
    let (sourceToTarget, targetToSource) = mapping
    let sourceCount = source.count
    let targetCount = target.count
    let table =
      findsTargetOnlyDuplicates
      ? IdentityTable(capacity: (sourceCount + targetCount) + (sourceCount + targetCount) / 4 + 1)
      : IdentityTable(capacity: sourceCount + sourceCount / 2 + 1)
    defer { table.deallocate() }
    // Each identity's next source index, allocated at the first duplicate.
    var next: [Int32] = []
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.batchSize) { hashes in
      // Insert the source back to front, so each identity's chain of source
      // indices runs front to back.
      var end = sourceCount
      while end > 0 {
        let start = max(0, end - Self.batchSize)
        for index in start..<end {
          let hash = source[index].diffIdentifier.hashValue
          hashes[index - start] = hash
          sourceToTarget[index] = Self.unmatchedMark(hash)
        }
        // Start every home slot's load of the batch at once.
        var touched: UInt64 = 0
        for offset in 0..<(end - start) { touched |= table.touch(hashes[offset]) }
        IdentityTable.keep(touched)
        var index = end - 1
        while index >= start {
          let (slot, found) = table.probe(hash: hashes[index - start]) { payload in
            // Only source indices are in the table while the source is inserted.
            source[Int(payload)].diffIdentifier == source[index].diffIdentifier
          }
          if found {
            if next.isEmpty { next = [Int32](repeating: -1, count: sourceCount) }
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

      let predicts = duplicates.isEmpty
      var predicted = 0
      var start = 0
      while start < targetCount {
        let end = min(targetCount, start + Self.batchSize)
        for index in start..<end { hashes[index - start] = target[index].diffIdentifier.hashValue }
        for index in start..<end {
          let hash = hashes[index - start]
          // One load checks that the predicted element is unmatched and has
          // the same hash, so a failed prediction costs no `==`.
          if predicts && predicted < sourceCount && sourceToTarget[predicted] == Self.unmatchedMark(hash)
            && source[predicted].diffIdentifier == target[index].diffIdentifier
          {
            sourceToTarget[predicted] = Int32(index) + offset
            targetToSource[index] = Int32(predicted) + offset
            predicted += 1
            continue
          }
          let identifier = target[index].diffIdentifier
          let (slot, found) = table.probe(hash: hash) { payload in
            payload >= 0
              ? source[Int(payload)].diffIdentifier == identifier
              : target[Int(~payload)].diffIdentifier == identifier
          }
          guard found else {
            // Only the target has this identity: keep it, to find its duplicates.
            if findsTargetOnlyDuplicates {
              table.insert(hash: hash, payload: ~Int32(index), seenInTarget: true, at: slot)
            }
            continue
          }
          let seenBefore = table.markSeenInTarget(at: slot)
          let head = table.payload(at: slot)
          // A head that is already matched was matched by prediction, so
          // this is a second occurrence in the target.
          let exhausted = head < 0 || sourceToTarget[Int(head)] >= 0
          if seenBefore || exhausted, table.markReported(at: slot) { duplicates.append(identifier) }
          guard !exhausted else { continue }
          sourceToTarget[Int(head)] = Int32(index) + offset
          targetToSource[index] = head + offset
          predicted = Int(head) + 1
          let following = predicts ? -1 : next[Int(head)]
          table.setPayload(following >= 0 ? following : ~Int32(index), at: slot)
        }
        start = end
      }
    }
  }
}
