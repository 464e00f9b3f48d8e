/// The difference between two collections: what was deleted, inserted, moved
/// and updated, matched by identity.
///
/// ```swift
/// let difference = Difference(from: [1, 2, 3, 4], to: [2, 3, 4, 1])
/// difference.moves  // [0 -> 3]: the element 1 moves; 2, 3 and 4 keep their order
/// ```
///
/// Moves are minimal: their number is the number of matched elements minus
/// the length of the longest run of matched elements that keeps its order.
/// Moving the first of 1,000 elements to the end is one move; reversing n
/// elements is n − 1 moves.
///
/// Duplicate identities never trap. They are matched in order (the first
/// occurrence in the source with the first in the target, and so on), the
/// rest become deletions or insertions, and ``duplicates`` names them.
public struct Difference<Identifier: Hashable> {
  /// Source indices of deleted elements, ascending.
  public var deletions: [Int]
  /// Target indices of inserted elements, ascending.
  public var insertions: [Int]
  /// Moved elements, from their source index to their target index, ascending by target.
  public var moves: [Move<Int>]
  /// Matched elements whose content changed, ascending by target.
  public var updates: [Update<Int>]
  /// Identities that occur more than once in the source or in the target, each listed once.
  public var duplicates: [Identifier]
  /// How many elements of the source were matched to an element of the target.
  public var matchedCount: Int

  /// Whether the two collections are the same, element for element.
  public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty }

  /// The difference that turns `source` into `target`.
  ///
  /// Each element's identity is hashed exactly once, and the hash table is
  /// sized up front and never grows.
  ///
  /// - Complexity: O(n + m) expected time for n source and m target elements,
  ///   plus O(k log k) for the k matched elements that are out of order; about
  ///   30 bytes of scratch memory per element.
  @inlinable
  public init<C: Collection>(from source: C, to target: C)
  where C.Element: Diffable, C.Element.DiffIdentifier == Identifier {
    let sourceArray = source as? [C.Element] ?? Array(source)
    let targetArray = target as? [C.Element] ?? Array(target)
    self = sourceArray.withUnsafeBufferPointer { source in
      targetArray.withUnsafeBufferPointer { target in
        Difference(source: source, target: target, matching: IdentityMatching(source: source, target: target))
      }
    }
  }

  @inlinable
  init<Element: Diffable>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    matching: IdentityMatching<Identifier>
  ) where Element.DiffIdentifier == Identifier {
    var deletions: [Int] = []
    var insertions: [Int] = []
    var updates: [Update<Int>] = []
    var moves: [Move<Int>] = []
    var matchedCount = 0
    matching.sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
      for index in 0..<source.count where sourceToTarget[index] < 0 { deletions.append(index) }
    }
    matching.targetToSource.withUnsafeBufferPointer { targetToSource in
      let staying = longestIncreasingSubsequence(targetToSource)
      for index in 0..<target.count {
        let sourceIndex = Int(targetToSource[index])
        if sourceIndex < 0 {
          insertions.append(index)
          continue
        }
        matchedCount += 1
        if !staying[index] { moves.append(Move(from: sourceIndex, to: index)) }
        if !source[sourceIndex].isContentEqual(to: target[index]) {
          updates.append(Update(source: sourceIndex, target: index))
        }
      }
    }
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self.duplicates = matching.duplicates
    self.matchedCount = matchedCount
  }
}

extension Difference: Equatable where Identifier: Equatable {}
extension Difference: Sendable where Identifier: Sendable {}
