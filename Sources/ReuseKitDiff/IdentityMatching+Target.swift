extension IdentityMatching {
  /// Matches each target element, front to back, to the first unmatched
  /// source element with its identity in `table`, and reports identities
  /// seen twice.
  ///
  /// When the source has no duplicates (`next` is empty), a target element
  /// is first compared with the source element after the previous match, so
  /// runs that keep their order are neither hashed nor looked up: a
  /// duplicate of such an element still finds its source twin matched when
  /// it looks it up. A batch is hashed ahead, and its home slots loaded,
  /// only when the previous batch needed the table.
  ///
  /// With `findsTargetOnlyDuplicates`, an identity the source lacks is added
  /// to `table` at the empty slot its lookup found, until the table is 3/5
  /// full, so that lookups that miss stay short; later ones are set aside
  /// (their hashes and indices, 12 bytes for each target element left at
  /// the first of them) and go into a second table after the pass, sized
  /// for them at a load of at most 1/2; see
  /// ``insertPending(_:_:of:into:duplicates:)``. Lookups of identities
  /// hashed through `Hasher` read the slots of `table` by windows of 8;
  /// see ``IdentityTable/probeByWindows(mixed:_:)``.
  ///
  /// - Returns: How many target elements were matched.
  /// - Complexity: O(m) expected.
  @inlinable
  static func matchTarget<Element: Diffable, Slot>(
    _ target: UnsafeBufferPointer<Element>,
    source: UnsafeBufferPointer<Element>,
    table: IdentityTable<Slot>,
    into mapping: (
      sourceToTarget: UnsafeMutableBufferPointer<Int32>, targetToSource: UnsafeMutableBufferPointer<Int32>
    ),
    offset: Int32,
    findsTargetOnlyDuplicates: Bool,
    next: UnsafeBufferPointer<Int32>,
    duplicates: inout [Identifier]
  ) -> Int where Element.DiffIdentifier == Identifier {
    let (sourceToTarget, targetToSource) = mapping
    let predicts = next.isEmpty
    var matched = 0
    // How many more target-only identities the table takes, and where the rest go.
    var room = findsTargetOnlyDuplicates ? max(0, Int(table.capacity) * 3 / 5 - source.count) : 0
    // The target-only identities that do not fit: their hashes and indices.
    var pending: (hashes: UnsafeMutableBufferPointer<UInt64>, indices: UnsafeMutableBufferPointer<Int32>, count: Int)?
    defer {
      pending?.hashes.deallocate()
      pending?.indices.deallocate()
    }
    var predicted = 0
    var lookups = 0
    let byWindows = !IdentityTable<Slot>.hashesItself(Identifier.self)
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.batchSize) { hashes in
      var start = 0
      while start < target.count {
        let end = min(target.count, start + Self.batchSize)
        // Hash a batch ahead, and load its home slots, only where the
        // previous batch needed the table; elsewhere hash on demand.
        let ahead = !predicts || lookups > Self.batchSize / 8
        if ahead {
          hashAhead(target, start..<end, into: hashes, touching: table)
        }
        lookups = 0
        for index in start..<end {
          if predicts && predicted < source.count && sourceToTarget[predicted] < 0
            && source[predicted].diffIdentifier == target[index].diffIdentifier
          {
            sourceToTarget[predicted] = Int32(index) + offset
            targetToSource[index] = Int32(predicted) + offset
            predicted += 1
            matched += 1
            continue
          }
          lookups += 1
          let mixed =
            ahead ? hashes[index - start] : table.mixed(target[index].diffIdentifier)
          let identifier = target[index].diffIdentifier
          let holds = { (payload: Int32) in
            payload >= 0
              ? source[Int(payload)].diffIdentifier == identifier
              : target[Int(~payload)].diffIdentifier == identifier
          }
          // Windows are measured to pay where `Hasher` hashes the identities;
          // identities the table hashes itself keep the slot-by-slot probe.
          let (slot, found) =
            byWindows ? table.probeByWindows(mixed: mixed, holds) : table.probe(mixed: mixed, holds)
          guard found else {
            guard findsTargetOnlyDuplicates else { continue }
            if room > 0 {
              room -= 1
              table.insert(mixed: mixed, payload: ~Int32(index), at: slot)
            } else {
              var rest =
                pending ?? (.allocate(capacity: target.count - index), .allocate(capacity: target.count - index), 0)
              rest.hashes[rest.count] = mixed
              rest.indices[rest.count] = Int32(truncatingIfNeeded: index)
              rest.count += 1
              pending = rest
            }
            continue
          }
          let head = table.payload(at: slot)
          // A head that is already matched was matched by prediction, so
          // this is a second occurrence in the target. A head that is not
          // matched yet after an earlier lookup matched this identity
          // follows a duplicate in the source, reported already.
          let exhausted = head < 0 || sourceToTarget[Int(head)] >= 0
          if exhausted, table.markReported(at: slot) { duplicates.append(identifier) }
          guard !exhausted else { continue }
          sourceToTarget[Int(head)] = Int32(index) + offset
          targetToSource[index] = head + offset
          predicted = Int(head) + 1
          matched += 1
          let following = predicts ? -1 : next[Int(head)]
          table.setPayload(following >= 0 ? following : ~Int32(index), at: slot)
        }
        start = end
      }
    }
    if let pending {
      let rest = IdentityTable<Slot>(capacity: pending.count * 2 + 1, indicesBelow: target.count)
      defer { rest.deallocate() }
      insertPending(
        UnsafeBufferPointer(rebasing: pending.hashes[..<pending.count]),
        UnsafeBufferPointer(rebasing: pending.indices[..<pending.count]),
        of: target, into: rest, duplicates: &duplicates)
    }
    return matched
  }

  /// Inserts the target-only identities at `indices` of `target`, whose
  /// hashes are `hashes`, into the empty `table`, in order, and reports
  /// those seen twice.
  ///
  /// ``matchTarget(_:source:table:into:offset:findsTargetOnlyDuplicates:next:duplicates:)``
  /// sets them aside once its table is full enough, and they go in after
  /// its pass: then the table is the only memory read at random, and stays
  /// in cache, where during the pass it shared the cache with the target
  /// and the other table.
  @inlinable
  static func insertPending<Element: Diffable, Slot>(
    _ hashes: UnsafeBufferPointer<UInt64>,
    _ indices: UnsafeBufferPointer<Int32>,
    of target: UnsafeBufferPointer<Element>,
    into table: IdentityTable<Slot>,
    duplicates: inout [Identifier]
  ) where Element.DiffIdentifier == Identifier {
    for position in hashes.indices {
      let index = Int(indices[position])
      let identifier = target[index].diffIdentifier
      let (slot, found) = table.probe(mixed: hashes[position]) {
        target[Int(~$0)].diffIdentifier == identifier
      }
      if !found {
        table.insert(mixed: hashes[position], payload: ~Int32(truncatingIfNeeded: index), at: slot)
      } else if table.markReported(at: slot) {
        duplicates.append(identifier)
      }
    }
  }
}
