import ReuseKitDiff
import ReuseKitTestSupport
import Testing

@Suite struct DifferenceTests {
  @Test func movingTheFirstToTheEndIsOneMove() {
    let source = Array(0..<1000)
    let target = Array(1..<1000) + [0]
    let difference = Difference(from: source, to: target)
    #expect(difference.moves == [Move(from: 0, to: 999)])
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
  }

  @Test(arguments: [0, 1, 2, 10, 257])
  func reversingIsCountMinusOneMoves(count: Int) {
    let difference = Difference(from: Array(0..<count), to: (0..<count).reversed())
    #expect(difference.moves.count == max(0, count - 1))
  }

  @Test func swappingTwoIsOneMove() {
    let difference = Difference(from: ["a", "b", "c", "d"], to: ["a", "c", "b", "d"])
    #expect(difference.moves.count == 1)
  }

  @Test func updatesAreMatchedIdentitiesWithNewContent() {
    let source = [Model(id: 1), Model(id: 2), Model(id: 3)]
    let target = [Model(id: 3), Model(id: 1, value: 9), Model(id: 2)]
    let difference = Difference(from: source, to: target)
    #expect(difference.updates == [Update(source: 0, target: 1)])
    #expect(difference.moves == [Move(from: 2, to: 0)])
  }

  @Test func duplicatesAreMatchedInOrderAndReported() {
    let difference = Difference(from: ["a", "b", "a", "c"], to: ["a", "c", "c", "a", "a"])
    // Both a's match; the first c matches; the second c and the third a are inserted; b is deleted.
    #expect(difference.deletions == [1])
    #expect(difference.insertions == [2, 4])
    #expect(Set(difference.duplicates) == ["a", "c"])
    #expect(difference.duplicates.count == 2)
  }

  /// Identities only the target has, more of them than the source's table
  /// has room for, so that later ones go to a second table: every repeated
  /// one is reported once, and all are inserted.
  @Test(arguments: [0, 1, 5, 40])
  func manyTargetOnlyDuplicatesAreReported(sourceCount: Int) {
    var edits = RandomEdits(seed: 0x5EED_000B)
    for _ in 0..<200 {
      let source = (0..<sourceCount).map { $0 }
      let target = (0..<edits.int(0...120)).map { _ in
        edits.chance(0.2) && sourceCount > 0 ? edits.int(0...(sourceCount - 1)) : 1_000 + edits.int(0...60)
      }
      let difference = Difference(from: source, to: target)
      let reference = referenceMatching(source: source, target: target)
      #expect(difference.insertions == reference.indices.filter { reference[$0] == nil })
      let repeated = Set(target.filter { id in target.filter { $0 == id }.count > 1 })
      #expect(Set(difference.duplicates) == repeated)
      #expect(difference.duplicates.count == repeated.count)
    }
  }

  @Test func emptySides() {
    #expect(Difference(from: [Int](), to: []).isEmpty)
    #expect(Difference(from: [1, 2], to: []).deletions == [0, 1])
    #expect(Difference(from: [], to: [1, 2]).insertions == [0, 1])
  }

  /// 20,000 seeded cases checked against a dictionary-of-queues matching and
  /// an LIS reference.
  @Test func matchesTheReferenceAndMovesAreMinimal() {
    var edits = RandomEdits(seed: 0x5EED_0001)
    for _ in 0..<20_000 {
      let source = edits.source(maxCount: edits.chance(0.1) ? 300 : 40)
      let target = edits.target(from: source)
      let difference = Difference(from: source, to: target)
      let reference = referenceMatching(source: source.map(\.id), target: target.map(\.id))
      let matched = reference.compactMap { $0 }
      #expect(difference.matchedCount == matched.count)
      #expect(difference.insertions == reference.indices.filter { reference[$0] == nil })
      let kept = Set(matched)
      #expect(difference.deletions == source.indices.filter { !kept.contains($0) })
      #expect(difference.moves.count == matched.count - referenceLISLength(matched))
      for move in difference.moves { #expect(reference[move.destination] == move.source) }
      let expectedUpdates = reference.indices.compactMap { index in
        reference[index].flatMap { source[$0] != target[index] ? Update(source: $0, target: index) : nil }
      }
      #expect(difference.updates == expectedUpdates)
      var counts: [Int: (Int, Int)] = [:]
      for model in source { counts[model.id, default: (0, 0)].0 += 1 }
      for model in target { counts[model.id, default: (0, 0)].1 += 1 }
      #expect(Set(difference.duplicates) == Set(counts.filter { $0.value.0 > 1 || $0.value.1 > 1 }.keys))
      #expect(difference.duplicates.count == Set(difference.duplicates).count)
    }
  }
}
