import ReuseKitTestSupport
import Testing

@testable import ReuseKitDiff

/// The source table of a large diff fills range by range; it must end up
/// holding what the plain insert gives: the same first index per identity,
/// the same chains of later ones, and the same repeated identities.
@Suite struct PartitionedInsertTests {
  /// Small sources with many repeats, cut into a few ranges with buffers
  /// small enough to fill early, checked against the plain insert.
  @Test func matchesThePlainInsert() {
    var edits = RandomEdits(seed: 0x5EED_0010)
    for _ in 0..<2_000 {
      let count = edits.int(0...300)
      let distinct = edits.int(1...max(1, count))
      let source = (0..<count).map { _ in edits.int(0...(distinct - 1)) }
      let partitions = edits.int(1...8)
      let room = edits.int(1...(count / partitions + 2))
      source.withUnsafeBufferPointer { source in
        let plain = IdentityTable<UInt32>(capacity: 2 * count + 1, indicesBelow: count)
        let ranged = IdentityTable<UInt32>(capacity: 2 * count + 1, indicesBelow: count)
        defer {
          plain.deallocate()
          ranged.deallocate()
        }
        var plainNext: [Int32] = []
        var rangedNext: [Int32] = []
        var plainDuplicates: [Int] = []
        var rangedDuplicates: [Int] = []
        IdentityMatching<Int>.insertSource(source, into: plain, next: &plainNext, duplicates: &plainDuplicates)
        IdentityMatching<Int>.insertSourcePartitioned(
          source, into: ranged, partitions: partitions, room: room, next: &rangedNext, duplicates: &rangedDuplicates)
        #expect(rangedNext == plainNext)
        #expect(Set(rangedDuplicates) == Set(plainDuplicates))
        #expect(rangedDuplicates.count == plainDuplicates.count)
        for id in Set(source) {
          let mixed = plain.mixed(id)
          let (plainSlot, plainFound) = plain.probe(mixed: mixed) { source[Int($0)] == id }
          let (rangedSlot, rangedFound) = ranged.probe(mixed: mixed) { source[Int($0)] == id }
          #expect(plainFound && rangedFound)
          #expect(ranged.payload(at: rangedSlot) == plain.payload(at: plainSlot))
          #expect(ranged.slots[rangedSlot] & ranged.reportedBit == plain.slots[plainSlot] & plain.reportedBit)
        }
      }
    }
  }

  /// A source whose table is cut into ranges, with repeats and moves,
  /// checked end to end against the reference matching.
  @Test func aLargeDiffMatchesTheReference() {
    var edits = RandomEdits(seed: 0x5EED_0011)
    let source = (0..<300_000).map { _ in edits.int(0...249_999) }
    var target = Array(source[1_000..<250_000]) + (0..<5_000).map { _ in 250_000 + edits.int(0...3_999) }
    var generator = SeededGenerator(seed: 0x5EED_0012)
    target[0..<2_000].shuffle(using: &generator)
    let difference = Difference(from: source, to: target)
    let reference = referenceMatching(source: source, target: target)
    let matched = reference.compactMap { $0 }
    #expect(difference.matchedCount == matched.count)
    #expect(difference.moves.count == matched.count - referenceLISLength(matched))
    #expect(difference.insertions == reference.indices.filter { reference[$0] == nil })
    var counts: [Int: (Int, Int)] = [:]
    for id in source { counts[id, default: (0, 0)].0 += 1 }
    for id in target { counts[id, default: (0, 0)].1 += 1 }
    #expect(Set(difference.duplicates) == Set(counts.filter { $0.value.0 > 1 || $0.value.1 > 1 }.keys))
    #expect(difference.duplicates.count == Set(difference.duplicates).count)
  }
}
