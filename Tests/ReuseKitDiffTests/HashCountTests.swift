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
