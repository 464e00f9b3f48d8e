import ReuseKitDiff
import ReuseKitTestSupport
import Testing

/// Counts how often the diff hashes and compares identities.
private final class Counter {
  var hashes = 0
  var equals = 0
}

private struct Counted: Hashable, Diffable {
  let id: Int
  let counter: Counter

  static func == (lhs: Counted, rhs: Counted) -> Bool {
    lhs.counter.equals += 1
    return lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    counter.hashes += 1
    hasher.combine(id)
  }
}

@Suite struct HashCountTests {
  /// A timing-free cost check: each element is hashed exactly once, and `==`
  /// runs at most once per target element plus once per duplicate.
  @Test func eachElementIsHashedExactlyOnce() {
    var edits = RandomEdits(seed: 0x5EED_0006)
    for _ in 0..<500 {
      let counter = Counter()
      let sourceIDs = edits.source(maxCount: 400).map(\.id)
      let targetIDs = edits.target(from: sourceIDs.map { Model(id: $0) }).map(\.id)
      let source = sourceIDs.map { Counted(id: $0, counter: counter) }
      let target = targetIDs.map { Counted(id: $0, counter: counter) }
      let changes = StagedChangeset(source: source, target: target)
      #expect(counter.hashes == source.count + target.count)
      let sourceDuplicates = source.count - Set(sourceIDs).count
      #expect(counter.equals <= target.count + sourceDuplicates)
      _ = changes
    }
  }

  /// Under `.unique`, the untouched prefix and suffix hash nothing, each
  /// element between them is hashed exactly once, and nothing is hashed when
  /// one side has nothing between them.
  @Test func untouchedEndsHashNothing() {
    var edits = RandomEdits(seed: 0x5EED_0009)
    for _ in 0..<500 {
      let counter = Counter()
      var seen = Set<Int>()
      let sourceIDs = edits.source(maxCount: 400).map(\.id).filter { seen.insert($0).inserted }
      seen = []
      let targetIDs = edits.target(from: sourceIDs.map { Model(id: $0) }).map(\.id).filter { seen.insert($0).inserted }
      let source = sourceIDs.map { Counted(id: $0, counter: counter) }
      let target = targetIDs.map { Counted(id: $0, counter: counter) }
      let changes = StagedChangeset(source: source, target: target, identities: .unique)
      let shorter = min(source.count, target.count)
      let prefix = (0..<shorter).first { sourceIDs[$0] != targetIDs[$0] } ?? shorter
      let suffix =
        (0..<(shorter - prefix)).first { sourceIDs[sourceIDs.count - 1 - $0] != targetIDs[targetIDs.count - 1 - $0] }
        ?? shorter - prefix
      let middles = (source.count - prefix - suffix, target.count - prefix - suffix)
      #expect(counter.hashes == (middles.0 == 0 || middles.1 == 0 ? 0 : middles.0 + middles.1))
      #expect(counter.equals <= target.count + 2)
      _ = changes
    }
  }

  @Test func appendingPrependingAndEditingInPlaceHashNothing() {
    let counter = Counter()
    let source = (0..<1_000).map { Counted(id: $0, counter: counter) }
    let fresh = (1_000..<1_010).map { Counted(id: $0, counter: counter) }
    _ = Difference(from: source, to: source + fresh, identities: .unique)
    _ = Difference(from: source, to: fresh + source, identities: .unique)
    _ = Difference(from: source, to: source, identities: .unique)
    _ = Difference(from: source, to: Array(source[0..<500] + fresh + source[500...]), identities: .unique)
    #expect(counter.hashes == 0)
  }

  @Test func sectionedDiffHashesEachItemAndSectionOnce() {
    let counter = Counter()
    let source = (0..<20).map { section in
      DiffSection(
        model: Counted(id: section, counter: counter),
        items: (0..<50).map { Counted(id: section * 100 + $0, counter: counter) })
    }
    let target = source.reversed().map { section in
      DiffSection(model: section.model, items: section.items.reversed())
    }
    _ = SectionedStagedChangeset(source: source, target: target)
    #expect(counter.hashes == 2 * (20 + 20 * 50))
  }
}
