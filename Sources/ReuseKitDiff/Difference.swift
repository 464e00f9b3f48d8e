/// The difference between two collections: what was deleted, inserted, moved
/// and updated, matched by identity.
///
/// ```swift
/// let difference = Difference(from: [1, 2, 3, 4], to: [2, 3, 4, 1])
/// let moves = difference.moves  // [0 -> 3]: the element 1 moves; 2, 3 and 4 keep their order
/// ```
///
/// Moves are minimal: their number is the number of matched elements minus
/// the length of the longest run of matched elements that keeps its order.
/// Moving the first of 1,000 elements to the end is one move; reversing n
/// elements is n − 1 moves.
///
/// Duplicate identities never trap. They are matched in order (the first
/// occurrence in the source with the first in the target, and so on), the
/// rest become deletions or insertions, and ``duplicates`` names them. Under
/// ``IdentityGuarantee/unique``, a promise that identities do not repeat,
/// the diff skips most of that search; see there.
@usableFromInline package struct Difference<Identifier: Hashable> {
  /// Source indices of deleted elements, ascending.
  @usableFromInline package var deletions: [Int]
  /// Target indices of inserted elements, ascending.
  @usableFromInline package var insertions: [Int]
  /// Moved elements, from their source index to their target index, ascending by target.
  @usableFromInline package var moves: [Move<Int>]
  /// Matched elements whose content changed, ascending by target.
  @usableFromInline package var updates: [Update<Int>]
  /// Identities that occur more than once in the source or in the target, each listed once.
  @usableFromInline package var duplicates: [Identifier]
  /// How many elements of the source were matched to an element of the target.
  @usableFromInline package var matchedCount: Int

  /// Whether the two collections are the same, element for element.
  @usableFromInline package var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// The difference that turns `source` into `target`.
  ///
  /// Each element's identity is hashed at most once, and the hash table is
  /// sized up front and never grows. With ``IdentityGuarantee/unique``, the
  /// untouched runs at both ends are found by comparing identities and are
  /// not hashed at all, so appending, prepending or changing a few elements
  /// of a long collection costs less than hashing it.
  ///
  /// - Parameters:
  ///   - source: The collection before the change.
  ///   - target: The collection after it.
  ///   - identities: Whether identities may repeat (the default; every
  ///     duplicate is found) or are known to be unique.
  /// - Complexity: O(n + m) expected time for n source and m target elements,
  ///   plus O(k log k) for the k matched elements that are out of order.
  ///   Scratch memory is about 12 bytes per source element and 4 per target
  ///   element, plus 12 per target element after the first target-only
  ///   identity beyond one fifth of the source count and 8 per such
  ///   identity (16 from 2^26 elements on), and 8 more per
  ///   source element while the source goes in, for `Int` identities beyond
  ///   262,144 elements; under
  ///   ``IdentityGuarantee/unique``, 4 bytes per element plus 8 per source
  ///   element that does not line up with the target.
  @inlinable
  package init<C: Collection>(from source: C, to target: C, identities: IdentityGuarantee = .mayRepeat)
  where C.Element: Diffable, C.Element.DiffIdentifier == Identifier {
    let sourceArray = source as? [C.Element] ?? Array(source)
    let targetArray = target as? [C.Element] ?? Array(target)
    self = sourceArray.withUnsafeBufferPointer { source in
      targetArray.withUnsafeBufferPointer { target in
        Difference(
          source: source, target: target,
          matching: IdentityMatching(source: source, target: target, identities: identities))
      }
    }
  }

  @inlinable
  init<Element: Diffable>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    matching: IdentityMatching<Identifier>
  ) where Element.DiffIdentifier == Identifier {
    var updates: [Update<Int>] = []
    var moves: [Move<Int>] = []
    let prefix = matching.prefixCount
    let suffix = matching.suffixCount
    // The untouched ends match one for one: only their content can differ.
    for index in 0..<prefix where !source[index].isContentEqual(to: target[index]) {
      updates.append(Update(source: index, target: index))
    }
    let middle = prefix..<(target.count - suffix)
    let sourceMiddle = prefix..<(source.count - suffix)
    // With nothing matched between the ends, every element between them is
    // deleted or inserted: no mapping to read, nothing moves or updates.
    let nothingBetween = matching.matchedCount == prefix + suffix
    let deletions =
      nothingBetween
      ? Array(sourceMiddle)
      : matching.sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
        Self.unmatched(
          UnsafeBufferPointer(rebasing: sourceToTarget[sourceMiddle]), offset: prefix,
          count: source.count - matching.matchedCount)
      }
    let insertions =
      nothingBetween
      ? Array(middle)
      : matching.targetToSource.withUnsafeBufferPointer { targetToSource in
        // The ends keep their order and come before and after every other
        // match, so they belong to every longest increasing subsequence.
        let middleToSource = UnsafeBufferPointer(rebasing: targetToSource[middle])
        let staying = longestIncreasingSubsequence(middleToSource)
        for index in middle {
          let sourceIndex = Int(targetToSource[index])
          if sourceIndex < 0 { continue }
          if !staying[index - prefix] { moves.append(Move(from: sourceIndex, to: index)) }
          if !source[sourceIndex].isContentEqual(to: target[index]) {
            updates.append(Update(source: sourceIndex, target: index))
          }
        }
        return Self.unmatched(middleToSource, offset: prefix, count: target.count - matching.matchedCount)
      }
    let shift = source.count - target.count
    for index in (target.count - suffix)..<target.count where !source[index + shift].isContentEqual(to: target[index]) {
      updates.append(Update(source: index + shift, target: index))
    }
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self.duplicates = matching.duplicates
    self.matchedCount = matching.matchedCount
  }

  /// The positions (plus `offset`) of the `count` negative entries of `mapping`.
  @inlinable
  static func unmatched(_ mapping: UnsafeBufferPointer<Int32>, offset: Int, count: Int) -> [Int] {
    // An empty literal when empty: `init(unsafeUninitializedCapacity: 0)`
    // writes into the standard library's shared empty storage.
    guard count > 0 else { return [] }
    return [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
      var written = 0
      for (index, value) in mapping.enumerated() where value < 0 {
        guard written < count else {
          fatalError("ReuseKitDiff: the matching's count is off")
        }
        buffer[written] = index + offset
        written += 1
      }
      guard written == count else {
        fatalError("ReuseKitDiff: the matching's count is off")
      }
      initialized = written
    }
  }
}

extension Difference: Equatable where Identifier: Equatable {}
extension Difference: Sendable where Identifier: Sendable {}
