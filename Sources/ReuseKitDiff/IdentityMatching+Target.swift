extension IdentityMatching {
  /// Matches each target element, front to back, to the first unmatched
  /// source element with its identity in `table`, and reports identities
  /// seen twice.
  ///
  /// When the source has no duplicates (`next` is empty), a target element
  /// is first compared with the source element after the previous match, so
  /// runs that keep their order never touch the table. The home slots of a
  /// batch are loaded ahead only when the previous batch needed the table.
  ///
  /// With `findsTargetOnlyDuplicates`, an identity the source lacks is added
  /// to `table` at the empty slot its lookup found, until the table is 4/5
  /// full; later ones go to a second table sized for the rest of the target.
  ///
  /// - Returns: How many target elements were matched.
  /// - Complexity: O(m) expected.
  @inlinable
  static func matchTarget<Element: Diffable>(
    _ target: UnsafeBufferPointer<Element>,
    source: UnsafeBufferPointer<Element>,
    table: IdentityTable,
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
    var room = findsTargetOnlyDuplicates ? max(0, Int(table.capacity) * 4 / 5 - source.count) : 0
    var overflow: IdentityTable?
    defer { overflow?.deallocate() }
    var predicted = 0
    var lookups = 0
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.batchSize) { hashes in
      var start = 0
      while start < target.count {
        let end = min(target.count, start + Self.batchSize)
        for index in start..<end { hashes[index - start] = target[index].diffIdentifier.hashValue }
        if lookups > Self.batchSize / 8 {
          table.touchHomes(of: UnsafeBufferPointer(rebasing: hashes[0..<(end - start)]))
        }
        lookups = 0
        for index in start..<end {
          let hash = hashes[index - start]
          // One load checks that the predicted element is unmatched and has
          // the same hash, so a failed prediction costs no `==`.
          if predicts && predicted < source.count && sourceToTarget[predicted] == Self.unmatchedMark(hash)
            && source[predicted].diffIdentifier == target[index].diffIdentifier
          {
            sourceToTarget[predicted] = Int32(index) + offset
            targetToSource[index] = Int32(predicted) + offset
            predicted += 1
            matched += 1
            continue
          }
          lookups += 1
          let identifier = target[index].diffIdentifier
          let (slot, found) = table.probe(hash: hash) { payload in
            payload >= 0
              ? source[Int(payload)].diffIdentifier == identifier
              : target[Int(~payload)].diffIdentifier == identifier
          }
          guard found else {
            guard findsTargetOnlyDuplicates else { continue }
            if room > 0 {
              room -= 1
              table.insert(hash: hash, payload: ~Int32(index), seenInTarget: true, at: slot)
            } else {
              let rest = overflow ?? IdentityTable(capacity: (target.count - index) * 3 / 2 + 1)
              overflow = rest
              let (slot, found) = rest.probe(hash: hash) { target[Int(~$0)].diffIdentifier == identifier }
              if !found {
                rest.insert(hash: hash, payload: ~Int32(index), seenInTarget: true, at: slot)
              } else if rest.markReported(at: slot) {
                duplicates.append(identifier)
              }
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
