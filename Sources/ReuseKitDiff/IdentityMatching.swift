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

  /// Matches `source` to `target` by `diffIdentifier`.
  ///
  /// Every identity is hashed exactly once; the table is sized up front and
  /// never rehashes. `==` on identities runs once per target element whose
  /// identity occurs in the table, plus once per duplicate in the source.
  ///
  /// - Complexity: O(n + m) expected, with about 8 bytes per element of table
  ///   and 12 bytes per element of bookkeeping.
  @inlinable
  init<Element: Diffable>(source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>)
  where Element.DiffIdentifier == Identifier {
    let sourceCount = source.count
    let targetCount = target.count
    precondition(
      sourceCount < Int(Int32.max) && targetCount < Int(Int32.max),
      "ReuseKitDiff: collections of \(Int32.max) elements or more are not supported")
    var table = IdentityTable(capacityFor: sourceCount + targetCount)
    var next = [Int32](repeating: -1, count: sourceCount)
    var sourceToTarget = [Int32](repeating: -1, count: sourceCount)
    var targetToSource = [Int32](repeating: -1, count: targetCount)
    var duplicates: [Identifier] = []

    // Insert the source back to front, so each identity's chain of source
    // indices runs front to back.
    next.withUnsafeMutableBufferPointer { next in
      var index = sourceCount - 1
      while index >= 0 {
        let identifier = source[index].diffIdentifier
        let hash = identifier.hashValue
        let (slot, found) = table.probe(hash: hash) { payload in
          // Only source indices are in the table while the source is inserted.
          source[Int(payload)].diffIdentifier == identifier
        }
        if found {
          let head = table.payload(at: slot)
          next[index] = head
          table.setPayload(Int32(index), at: slot)
          if table.markReported(at: slot) { duplicates.append(identifier) }
        } else {
          table.insert(hash: hash, payload: Int32(index), seenInTarget: false, at: slot)
        }
        index -= 1
      }
    }

    next.withUnsafeBufferPointer { next in
      sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
          for index in 0..<targetCount {
            let identifier = target[index].diffIdentifier
            let hash = identifier.hashValue
            let (slot, found) = table.probe(hash: hash) { payload in
              payload >= 0
                ? source[Int(payload)].diffIdentifier == identifier
                : target[Int(~payload)].diffIdentifier == identifier
            }
            guard found else {
              table.insert(hash: hash, payload: ~Int32(index), seenInTarget: true, at: slot)
              continue
            }
            if table.markSeenInTarget(at: slot), table.markReported(at: slot) {
              duplicates.append(identifier)
            }
            let head = table.payload(at: slot)
            guard head >= 0 else { continue }
            sourceToTarget[Int(head)] = Int32(index)
            targetToSource[index] = head
            let following = next[Int(head)]
            table.setPayload(following >= 0 ? following : ~Int32(index), at: slot)
          }
        }
      }
    }
    self.sourceToTarget = sourceToTarget
    self.targetToSource = targetToSource
    self.duplicates = duplicates
  }
}
