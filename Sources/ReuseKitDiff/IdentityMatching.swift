/// Which element of the source matches which element of the target, by
/// identity, with duplicates matched in order.
///
/// `sourceToTarget[i]` is the target index matched to source element `i`, or
/// `-1` when the element is deleted; `targetToSource` is the inverse.
@usableFromInline
struct IdentityMatching<Identifier: Hashable> {
  /// For each source element, its matched target index, or -1.
  @usableFromInline var sourceToTarget: [Int32]
  /// For each target element, its matched source index, or -1.
  @usableFromInline var targetToSource: [Int32]
  /// Identities that occur more than once in the source or in the target, each once.
  @usableFromInline var duplicates: [Identifier]

  /// How many hashes are computed ahead of the table work that uses them, so
  /// that the table's cache misses of one batch overlap.
  @usableFromInline static var batchSize: Int { 64 }

  /// Matches `source` to `target` by `diffIdentifier`.
  ///
  /// Every identity is hashed exactly once; the tables are sized up front and
  /// never rehash. `==` on identities runs at most once per target element,
  /// plus once per duplicate.
  ///
  /// When the source has no duplicate identities, a target element is first
  /// compared with the source element after the previous match (by a stored
  /// hash, then `==`), so runs that keep their order never touch the table.
  ///
  /// - Complexity: O(n + m) expected, with about 12 bytes of table and
  ///   16 bytes of bookkeeping per source element, and 4 bytes per target element.
  @inlinable
  init<Element: Diffable>(source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>)
  where Element.DiffIdentifier == Identifier {
    let sourceCount = source.count
    let targetCount = target.count
    precondition(
      sourceCount < Int(Int32.max) && targetCount < Int(Int32.max),
      "ReuseKitDiff: collections of \(Int32.max) elements or more are not supported")
    let table = IdentityTable(capacityFor: sourceCount)
    defer { table.deallocate() }
    // Each identity's next source index, allocated at the first duplicate.
    var next: [Int32] = []
    // Written in full by the first pass below. With no elements, an empty
    // literal: `init(unsafeUninitializedCapacity: 0)` writes the count into
    // the standard library's shared empty storage, a data race with any
    // other thread's empty array.
    var sourceHashes =
      sourceCount == 0 ? [] : [UInt32](unsafeUninitializedCapacity: sourceCount) { $1 = sourceCount }
    var sourceToTarget = [Int32](repeating: -1, count: sourceCount)
    // Written in full by the second pass below; empty as above.
    var targetToSource =
      targetCount == 0 ? [] : [Int32](unsafeUninitializedCapacity: targetCount) { $1 = targetCount }
    var duplicates: [Identifier] = []
    var unmatched: [(hash: Int, index: Int32)] = []
    var hashes = [Int](repeating: 0, count: Self.batchSize)

    do {
      sourceHashes.withUnsafeMutableBufferPointer { sourceHashes in
        hashes.withUnsafeMutableBufferPointer { hashes in
          // Insert the source back to front, so each identity's chain of
          // source indices runs front to back.
          var end = sourceCount
          while end > 0 {
            let start = max(0, end - Self.batchSize)
            for index in start..<end {
              let hash = source[index].diffIdentifier.hashValue
              hashes[index - start] = hash
              sourceHashes[index] = UInt32(truncatingIfNeeded: hash)
            }
            // Start every home slot's load of the batch at once.
            var touched: UInt64 = 0
            for offset in 0..<(end - start) { touched |= table.touch(hashes[offset]) }
            IdentityTable.keep(touched)
            var index = end - 1
            while index >= start {
              let hash = hashes[index - start]
              let (slot, found) = table.probe(hash: hash) { payload in
                // Only source indices are in the table while the source is inserted.
                source[Int(payload)].diffIdentifier == source[index].diffIdentifier
              }
              if found {
                if next.isEmpty { next = [Int32](repeating: -1, count: sourceCount) }
                next[index] = table.payload(at: slot)
                table.setPayload(Int32(index), at: slot)
                if table.markReported(at: slot) { duplicates.append(source[index].diffIdentifier) }
              } else {
                table.insert(hash: hash, payload: Int32(index), seenInTarget: false, at: slot)
              }
              index -= 1
            }
            end = start
          }
        }
      }
    }

    let predicts = duplicates.isEmpty
    next.withUnsafeBufferPointer { next in
      sourceHashes.withUnsafeBufferPointer { sourceHashes in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
          targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            hashes.withUnsafeMutableBufferPointer { hashes in
              var predicted = 0
              var start = 0
              while start < targetCount {
                let end = min(targetCount, start + Self.batchSize)
                for index in start..<end { hashes[index - start] = target[index].diffIdentifier.hashValue }
                for index in start..<end {
                  let hash = hashes[index - start]
                  targetToSource[index] = -1
                  if predicts && predicted < sourceCount && sourceHashes[predicted] == UInt32(truncatingIfNeeded: hash)
                    && sourceToTarget[predicted] < 0
                    && source[predicted].diffIdentifier == target[index].diffIdentifier
                  {
                    sourceToTarget[predicted] = Int32(index)
                    targetToSource[index] = Int32(predicted)
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
                    unmatched.append((hash, Int32(index)))
                    continue
                  }
                  let seenBefore = table.markSeenInTarget(at: slot)
                  let head = table.payload(at: slot)
                  // A head that is already matched was matched by prediction,
                  // so this is a second occurrence in the target.
                  let exhausted = head < 0 || sourceToTarget[Int(head)] >= 0
                  if seenBefore || exhausted, table.markReported(at: slot) { duplicates.append(identifier) }
                  guard !exhausted else { continue }
                  sourceToTarget[Int(head)] = Int32(index)
                  targetToSource[index] = head
                  predicted = Int(head) + 1
                  let following = predicts ? -1 : next[Int(head)]
                  table.setPayload(following >= 0 ? following : ~Int32(index), at: slot)
                }
                start = end
              }
            }
          }
        }
      }
    }

    // Identities only the target has: find their duplicates with the hashes already computed.
    if unmatched.count > 1 {
      let inserted = IdentityTable(capacityFor: unmatched.count)
      defer { inserted.deallocate() }
      for (hash, index) in unmatched {
        let (slot, found) = inserted.probe(hash: hash) { payload in
          target[Int(payload)].diffIdentifier == target[Int(index)].diffIdentifier
        }
        if found {
          if inserted.markReported(at: slot) { duplicates.append(target[Int(index)].diffIdentifier) }
        } else {
          inserted.insert(hash: hash, payload: index, seenInTarget: true, at: slot)
        }
      }
    }
    self.sourceToTarget = sourceToTarget
    self.targetToSource = targetToSource
    self.duplicates = duplicates
  }
}

extension IdentityMatching: Sendable where Identifier: Sendable {}
