/// Which element of the source matches which element of the target, by
/// identity, with duplicates matched in order.
///
/// `sourceToTarget[i]` is the target index matched to source element `i`, or
/// negative when the element is deleted; `targetToSource` is the inverse.
@usableFromInline
struct IdentityMatching<Identifier: Hashable> {
  /// For each source element, its matched target index, or a negative number.
  @usableFromInline var sourceToTarget: [Int32]
  /// For each target element, its matched source index, or a negative number.
  @usableFromInline var targetToSource: [Int32]
  /// Identities that occur more than once in the source or in the target, each once.
  @usableFromInline var duplicates: [Identifier]
  /// How many leading elements match one for one (source `i` with target
  /// `i`): under ``IdentityGuarantee/unique``, found by comparing identities
  /// without hashing them; under ``IdentityGuarantee/mayRepeat``, read off
  /// the matching.
  @usableFromInline var prefixCount: Int
  /// How many trailing elements match one for one, found the same way.
  @usableFromInline var suffixCount: Int
  /// How many elements are matched, the ends included.
  @usableFromInline var matchedCount: Int

  /// Matches `source` to `target` by `diffIdentifier`.
  ///
  /// With ``IdentityGuarantee/unique``, identities are first compared from
  /// both ends inward; the untouched runs at the ends match one for one and
  /// are never hashed. The elements between them are walked in step, and
  /// only those that do not line up are hashed; see
  /// ``matchInStep(source:target:ranges:into:duplicates:)``. Under
  /// ``IdentityGuarantee/mayRepeat``, every source element is hashed exactly
  /// once, and target elements at most once: those that match the source
  /// element after the previous match are not hashed.
  ///
  /// - Complexity: O(n + m) expected. Elements matched without hashing cost
  ///   O(1) identity comparisons each; see
  ///   ``matchByHashing(source:target:into:offset:findsTargetOnlyDuplicates:duplicates:)``
  ///   for the rest.
  @inlinable
  init<Element: Diffable>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    identities: IdentityGuarantee
  ) where Element.DiffIdentifier == Identifier {
    let sourceCount = source.count
    let targetCount = target.count
    guard sourceCount < Int(Int32.max) && targetCount < Int(Int32.max) else {
      fatalError("ReuseKitDiff: collections of \(Int32.max) elements or more are not supported")
    }
    var prefix = 0
    var suffix = 0
    if identities == .unique {
      let shorter = min(sourceCount, targetCount)
      while prefix < shorter && source[prefix].diffIdentifier == target[prefix].diffIdentifier { prefix += 1 }
      while suffix < shorter - prefix
        && source[sourceCount - 1 - suffix].diffIdentifier == target[targetCount - 1 - suffix].diffIdentifier
      {
        suffix += 1
      }
    }
    var sourceToTarget = Self.trimmedMapping(
      count: sourceCount, prefix: prefix, suffix: suffix, shift: targetCount - sourceCount)
    var targetToSource = Self.trimmedMapping(
      count: targetCount, prefix: prefix, suffix: suffix, shift: sourceCount - targetCount)
    var duplicates: [Identifier] = []
    var matchedCount = prefix + suffix
    let sourceMiddle = prefix..<(sourceCount - suffix)
    let targetMiddle = prefix..<(targetCount - suffix)
    // With unique identities and one side's middle empty, the other side's
    // middle is all deleted or all inserted: nothing to hash.
    let hashes =
      identities == .mayRepeat
      ? !(sourceMiddle.isEmpty && targetMiddle.isEmpty) : !(sourceMiddle.isEmpty || targetMiddle.isEmpty)
    if hashes {
      sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
          guard identities == .mayRepeat else {
            matchedCount += Self.matchInStep(
              source: source, target: target, ranges: (sourceMiddle, targetMiddle),
              into: (sourceToTarget, targetToSource), duplicates: &duplicates)
            return
          }
          matchedCount += Self.matchByHashing(
            source: UnsafeBufferPointer(rebasing: source[sourceMiddle]),
            target: UnsafeBufferPointer(rebasing: target[targetMiddle]),
            into: (
              UnsafeMutableBufferPointer(rebasing: sourceToTarget[sourceMiddle]),
              UnsafeMutableBufferPointer(rebasing: targetToSource[targetMiddle])
            ),
            offset: Int32(prefix),
            findsTargetOnlyDuplicates: true,
            duplicates: &duplicates)
          (prefix, suffix) = Self.ends(of: UnsafeBufferPointer(targetToSource), sourceCount: sourceCount)
        }
      }
    }
    self.sourceToTarget = sourceToTarget
    self.targetToSource = targetToSource
    self.duplicates = duplicates
    prefixCount = prefix
    suffixCount = suffix
    self.matchedCount = matchedCount
  }

  /// How many leading target elements are matched one for one (target `i`
  /// with source `i`), and how many trailing ones, with the ends of the
  /// source. Under ``IdentityGuarantee/mayRepeat`` they are read off the
  /// matching, to spare the later stages the untouched ends.
  @inlinable
  static func ends(of targetToSource: UnsafeBufferPointer<Int32>, sourceCount: Int) -> (prefix: Int, suffix: Int) {
    let targetCount = targetToSource.count
    let shorter = min(sourceCount, targetCount)
    var prefix = 0
    while prefix < shorter && Int(targetToSource[prefix]) == prefix { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && Int(targetToSource[targetCount - 1 - suffix]) == sourceCount - 1 - suffix {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// `count` indices: the first `prefix` match themselves, the last `suffix`
  /// match their index plus `shift`, and those between are -1 (unmatched).
  @inlinable
  static func trimmedMapping(count: Int, prefix: Int, suffix: Int, shift: Int) -> [Int32] {
    // An empty literal when empty: `init(unsafeUninitializedCapacity: 0)`
    // writes the count into the standard library's shared empty storage, a
    // data race with any other thread's empty array.
    guard count > 0 else { return [] }
    return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<prefix { buffer[index] = Int32(truncatingIfNeeded: index) }
      for index in prefix..<(count - suffix) { buffer[index] = -1 }
      for index in (count - suffix)..<count { buffer[index] = Int32(truncatingIfNeeded: index + shift) }
      initialized = count
    }
  }
}

extension IdentityMatching: Sendable where Identifier: Sendable {}
