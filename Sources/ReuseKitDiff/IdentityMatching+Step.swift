extension IdentityMatching {
  /// How far ahead, on either side, a mismatch in the walk looks for the
  /// element that lets the two sides line up again.
  @usableFromInline static var lookahead: Int { 8 }

  /// Matches `source[ranges.source]` to `target[ranges.target]` for identities
  /// known to be unique: walks both in step, matching equal identities
  /// without hashing them, and hashes only the elements that do not line up.
  ///
  /// At a mismatch, the walk compares each side's element with the next
  /// ``lookahead`` elements of the other side. A hit means the elements it
  /// skips are inserted, deleted or moved, and the sides line up again.
  /// Without a hit, both elements are set aside and the walk goes on
  /// without looking ahead until two elements match. Elements set aside are
  /// then matched through ``matchByHashing(source:target:into:offset:findsTargetOnlyDuplicates:duplicates:)``.
  /// Unique identities make every match forced, so matching in step gives
  /// the same matching as hashing everything.
  ///
  /// - Returns: How many elements were matched.
  /// - Complexity: O(n + m) expected, with O(``lookahead``) identity
  ///   comparisons per element at most; elements set aside are copied once.
  @inlinable
  static func matchInStep<Element: Diffable>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    ranges: (source: Range<Int>, target: Range<Int>),
    into mapping: (
      sourceToTarget: UnsafeMutableBufferPointer<Int32>, targetToSource: UnsafeMutableBufferPointer<Int32>
    ),
    duplicates: inout [Identifier]
  ) -> Int where Element.DiffIdentifier == Identifier {
    let (sourceToTarget, targetToSource) = mapping
    // Every element the walk does not match is set aside, so the runs set
    // aside are the gaps between matches: each is recorded when a match ends it.
    var aside: (source: [Range<Int>], target: [Range<Int>]) = ([], [])
    var gapStart = (source: ranges.source.lowerBound, target: ranges.target.lowerBound)
    var matched = 0
    var sourceIndex = ranges.source.lowerBound
    var targetIndex = ranges.target.lowerBound
    var looksAhead = true
    while sourceIndex < ranges.source.upperBound && targetIndex < ranges.target.upperBound {
      if source[sourceIndex].diffIdentifier == target[targetIndex].diffIdentifier {
        if gapStart.source < sourceIndex { aside.source.append(gapStart.source..<sourceIndex) }
        if gapStart.target < targetIndex { aside.target.append(gapStart.target..<targetIndex) }
        sourceToTarget[sourceIndex] = Int32(truncatingIfNeeded: targetIndex)
        targetToSource[targetIndex] = Int32(truncatingIfNeeded: sourceIndex)
        matched += 1
        sourceIndex += 1
        targetIndex += 1
        gapStart = (sourceIndex, targetIndex)
        looksAhead = true
        continue
      }
      var skip = (source: 1, target: 1)
      if looksAhead {
        looksAhead = false
        for distance in 1...Self.lookahead {
          if sourceIndex + distance < ranges.source.upperBound
            && source[sourceIndex + distance].diffIdentifier == target[targetIndex].diffIdentifier
          {
            skip = (distance, 0)
            break
          }
          if targetIndex + distance < ranges.target.upperBound
            && source[sourceIndex].diffIdentifier == target[targetIndex + distance].diffIdentifier
          {
            skip = (0, distance)
            break
          }
        }
      }
      sourceIndex += skip.source
      targetIndex += skip.target
    }
    if gapStart.source < ranges.source.upperBound { aside.source.append(gapStart.source..<ranges.source.upperBound) }
    if gapStart.target < ranges.target.upperBound { aside.target.append(gapStart.target..<ranges.target.upperBound) }
    guard !aside.source.isEmpty && !aside.target.isEmpty else { return matched }
    if aside.source == [ranges.source] && aside.target == [ranges.target] {
      // Nothing lined up: hash the ranges in place.
      return matchByHashing(
        source: UnsafeBufferPointer(rebasing: source[ranges.source]),
        target: UnsafeBufferPointer(rebasing: target[ranges.target]),
        into: (
          UnsafeMutableBufferPointer(rebasing: sourceToTarget[ranges.source]),
          UnsafeMutableBufferPointer(rebasing: targetToSource[ranges.target])
        ),
        offset: Int32(truncatingIfNeeded: ranges.source.lowerBound),
        findsTargetOnlyDuplicates: false,
        duplicates: &duplicates)
    }
    return matched + matchSetAside(source: source, target: target, aside: aside, into: mapping, duplicates: &duplicates)
  }

  /// Copies the elements set aside, in order, matches the copies by hashing,
  /// and writes the matches back at the elements' own positions.
  @inlinable
  static func matchSetAside<Element: Diffable>(
    source: UnsafeBufferPointer<Element>,
    target: UnsafeBufferPointer<Element>,
    aside: (source: [Range<Int>], target: [Range<Int>]),
    into mapping: (
      sourceToTarget: UnsafeMutableBufferPointer<Int32>, targetToSource: UnsafeMutableBufferPointer<Int32>
    ),
    duplicates: inout [Identifier]
  ) -> Int where Element.DiffIdentifier == Identifier {
    let sourcePositions = aside.source.flatMap { $0 }
    let targetPositions = aside.target.flatMap { $0 }
    let sourceElements = sourcePositions.map { source[$0] }
    let targetElements = targetPositions.map { target[$0] }
    var sourceToTarget = [Int32](repeating: -1, count: sourceElements.count)
    var targetToSource = [Int32](repeating: -1, count: targetElements.count)
    let matched = sourceElements.withUnsafeBufferPointer { source in
      targetElements.withUnsafeBufferPointer { target in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
          targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            matchByHashing(
              source: source, target: target, into: (sourceToTarget, targetToSource), offset: 0,
              findsTargetOnlyDuplicates: false, duplicates: &duplicates)
          }
        }
      }
    }
    for (index, origin) in targetToSource.enumerated() where origin >= 0 {
      let sourcePosition = sourcePositions[Int(origin)]
      mapping.sourceToTarget[sourcePosition] = Int32(truncatingIfNeeded: targetPositions[index])
      mapping.targetToSource[targetPositions[index]] = Int32(truncatingIfNeeded: sourcePosition)
    }
    return matched
  }
}
