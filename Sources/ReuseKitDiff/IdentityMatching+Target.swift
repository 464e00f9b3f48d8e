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
  /// full, so that lookups that miss stay short; later ones go to a second
  /// table, sized for the rest of the target at a load of at most 1/2.
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
    var overflow: IdentityTable<Slot>?
    defer { overflow?.deallocate() }
    var predicted = 0
    var lookups = 0
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
          let (slot, found) = table.probe(mixed: mixed) { payload in
            payload >= 0
              ? source[Int(payload)].diffIdentifier == identifier
              : target[Int(~payload)].diffIdentifier == identifier
          }
          guard found else {
            guard findsTargetOnlyDuplicates else { continue }
            if room > 0 {
              room -= 1
              table.insert(mixed: mixed, payload: ~Int32(index), at: slot)
            } else {
              let rest =
                overflow
                ?? IdentityTable<Slot>(
                  capacity: (target.count - index) * 2 + 1, indicesBelow: target.count)
              overflow = rest
              let (slot, found) = rest.probe(mixed: mixed) { target[Int(~$0)].diffIdentifier == identifier }
              if !found {
                rest.insert(mixed: mixed, payload: ~Int32(index), at: slot)
              } else if rest.markReported(at: slot) {
                duplicates.append(identifier)
              }
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
    return matched
  }
}
