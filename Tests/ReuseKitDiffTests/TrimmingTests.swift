import ReuseKitDiff
import ReuseKitTestSupport
import Testing

/// The untouched ends: found without hashing under `.unique`, and never a
/// place where a duplicate hides under `.mayRepeat`.
@Suite struct TrimmingTests {
  /// Checks `difference` against the dictionary-of-queues reference, which
  /// matches duplicates in order and lists every repeated identity.
  private func expectMatchesReference(
    _ difference: Difference<String>, source: [String], target: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reference = referenceMatching(source: source, target: target)
    let matched = reference.compactMap { $0 }
    #expect(difference.insertions == reference.indices.filter { reference[$0] == nil }, sourceLocation: sourceLocation)
    #expect(
      difference.deletions == source.indices.filter { !Set(matched).contains($0) }, sourceLocation: sourceLocation)
    #expect(difference.moves.count == matched.count - referenceLISLength(matched), sourceLocation: sourceLocation)
    let repeated = Set(source.filter { id in source.filter { $0 == id }.count > 1 })
      .union(target.filter { id in target.filter { $0 == id }.count > 1 })
    #expect(Set(difference.duplicates) == repeated, sourceLocation: sourceLocation)
    #expect(difference.duplicates.count == repeated.count, sourceLocation: sourceLocation)
  }

  /// A twin in an untouched end, or both twins in them, is found and reported.
  @Test(arguments: [
    (["a", "b"], ["a", "b", "a"]),
    (["a", "b"], ["b", "a", "b"]),
    (["a", "x", "a"], ["a", "a"]),
    (["x", "a", "a", "a"], ["a", "a"]),
    (["a", "a", "b"], ["a", "a", "b"]),
    (["a", "b", "c"], ["a", "c", "b", "a"]),
    (["a", "b", "c", "b"], ["a", "b", "c", "b"]),
  ])
  func duplicatesAcrossTheUntouchedEndsAreReported(source: [String], target: [String]) {
    expectMatchesReference(Difference(from: source, to: target), source: source, target: target)
  }

  @Test func untouchedEndsAreMatchedOneForOne() {
    let source = ["a", "b", "c", "d", "e"]
    let target = ["a", "b", "x", "d", "c", "e"]
    let difference = Difference(from: source, to: target, identities: .unique)
    #expect(difference.insertions == [2])
    #expect(difference.moves.count == 1)
    #expect(difference.matchedCount == 5)
  }

  @Test func contentChangesInTheUntouchedEndsAreUpdates() {
    let source = (0..<10).map { Model(id: $0) }
    var target = source
    target[0].value = 1
    target[9].value = 1
    target.insert(Model(id: 99), at: 5)
    let difference = Difference(from: source, to: target, identities: .unique)
    #expect(difference.updates == [Update(source: 0, target: 0), Update(source: 9, target: 10)])
    #expect(difference.insertions == [5])
    #expect(Difference(from: source, to: source, identities: .unique).isEmpty)
  }

  /// 20,000 seeded cases with unique identities: the promise changes nothing
  /// in the difference.
  @Test func uniqueIdentitiesGiveTheSameDifference() {
    var edits = RandomEdits(seed: 0x5EED_0007)
    for _ in 0..<20_000 {
      let source = firstOccurrences(edits.source(maxCount: edits.chance(0.1) ? 300 : 40))
      let target = firstOccurrences(edits.target(from: source))
      let unique = Difference(from: source, to: target, identities: .unique)
      #expect(unique == Difference(from: source, to: target))
      #expect(unique.duplicates.isEmpty)
    }
  }

  /// 20,000 seeded cases that break the promise: replaying the stages still
  /// gives the target, and the moves are the fewest for the matching made.
  @Test func brokenPromiseStillGivesACorrectDifference() {
    var edits = RandomEdits(seed: 0x5EED_0008)
    for _ in 0..<20_000 {
      let source = edits.source(maxCount: edits.chance(0.1) ? 300 : 40)
      let target = edits.target(from: source)
      let changes = StagedChangeset(source: source, target: target, identities: .unique)
      var data = [DiffSection(model: 0, items: source)]
      for index in changes.stages.indices {
        let next = [DiffSection(model: 0, items: changes.data(afterStage: index))]
        data = ReplayReference.apply(changes.stages[index], to: data, next: next)
        #expect(ReplayReference.isSame(data, next))
      }
      #expect(data[0].items == target)
      let difference = changes.difference
      var matching = [Int?](repeating: nil, count: target.count)
      var matched = Set(0..<target.count).subtracting(difference.insertions)
      for move in difference.moves { matching[move.destination] = move.source }
      // Elements that stay keep their order, so the rest pair up in order.
      let staying = Array(
        Set(0..<source.count).subtracting(difference.deletions).subtracting(difference.moves.map(\.source))
      )
      .sorted()
      matched.subtract(difference.moves.map(\.destination))
      for (sourceIndex, targetIndex) in zip(staying, matched.sorted()) { matching[targetIndex] = sourceIndex }
      for (targetIndex, sourceIndex) in matching.enumerated() {
        if let sourceIndex { #expect(source[sourceIndex].id == target[targetIndex].id) }
      }
      let pairs = matching.compactMap { $0 }
      #expect(difference.moves.count == pairs.count - referenceLISLength(pairs))
    }
  }

  private func firstOccurrences(_ models: [Model]) -> [Model] {
    var seen = Set<Int>()
    return models.filter { seen.insert($0.id).inserted }
  }
}
