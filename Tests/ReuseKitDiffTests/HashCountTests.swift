import ReuseKitDiff
import ReuseKitTestSupport
import Testing

/// Counts how often the diff hashes and compares identities.
private final class Counter {
  var hashes = 0
  var equals = 0
  /// How often each element was hashed, by side (0 source, 1 target) and identity.
  var hashesByElement: [Pair: Int] = [:]

  struct Pair: Hashable {
    let side: Int
    let id: Int
  }
}

private struct Counted: Hashable, Diffable {
  let id: Int
  let counter: Counter
  /// Which side the element is on; not part of its identity.
  var side = 0

  static func == (lhs: Counted, rhs: Counted) -> Bool {
    lhs.counter.equals += 1
    return lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    counter.hashes += 1
    counter.hashesByElement[Counter.Pair(side: side, id: id), default: 0] += 1
    hasher.combine(id)
  }
}

@Suite struct HashCountTests {
  /// A timing-free cost check under `.mayRepeat`: each source element is
  /// hashed exactly once, each target element at most once, and `==` runs
  /// at most twice per target element plus once per duplicate.
  @Test func eachElementIsHashedAtMostOnce() {
    var edits = RandomEdits(seed: 0x5EED_0006)
    for _ in 0..<500 {
      let counter = Counter()
      let sourceIDs = edits.source(maxCount: 400).map(\.id)
      let targetIDs = edits.target(from: sourceIDs.map { Model(id: $0) }).map(\.id)
      let source = sourceIDs.map { Counted(id: $0, counter: counter) }
      let target = targetIDs.map { Counted(id: $0, counter: counter, side: 1) }
      let changes = StagedChangeset(source: source, target: target)
      let sourceHashes = counter.hashesByElement.filter { $0.key.side == 0 }.values.reduce(0, +)
      #expect(sourceHashes == source.count)
      #expect(counter.hashes <= source.count + target.count)
      let occurrences = Dictionary(targetIDs.map { ($0, 1) }, uniquingKeysWith: +)
      #expect(counter.hashesByElement.allSatisfy { $0.key.side == 0 || $0.value <= occurrences[$0.key.id, default: 0] })
      let sourceDuplicates = source.count - Set(sourceIDs).count
      #expect(counter.equals <= 2 * target.count + sourceDuplicates)
      _ = changes
    }
  }

  /// Under `.mayRepeat`, target elements that keep their order after a
  /// match are matched by comparing identities, not hashed; the source is
  /// hashed in full, so a duplicate anywhere is still found.
  @Test func targetRunsInOrderAreNotHashedUnderMayRepeat() {
    let counter = Counter()
    let source = (0..<1_000).map { Counted(id: $0, counter: counter) }
    var target = source.map { Counted(id: $0.id, counter: counter, side: 1) }
    target.insert(Counted(id: 5_000, counter: counter, side: 1), at: 500)
    target.append(Counted(id: 10, counter: counter, side: 1))
    let difference = Difference(from: source, to: target)
    #expect(difference.insertions == [500, 1_001])
    #expect(difference.duplicates == [target[1_001]])
    #expect(counter.hashes <= source.count + 4)
  }

  /// Under `.unique`, the untouched prefix and suffix hash nothing, no
  /// element is hashed twice, nothing is hashed when one side has nothing
  /// between the ends, and `==` runs a bounded number of times per element.
  @Test func untouchedEndsHashNothing() {
    var edits = RandomEdits(seed: 0x5EED_0009)
    for _ in 0..<500 {
      let counter = Counter()
      var seen = Set<Int>()
      let sourceIDs = edits.source(maxCount: 400).map(\.id).filter { seen.insert($0).inserted }
      seen = []
      let targetIDs = edits.target(from: sourceIDs.map { Model(id: $0) }).map(\.id).filter { seen.insert($0).inserted }
      let source = sourceIDs.map { Counted(id: $0, counter: counter) }
      let target = targetIDs.map { Counted(id: $0, counter: counter, side: 1) }
      let changes = StagedChangeset(source: source, target: target, identities: .unique)
      let shorter = min(source.count, target.count)
      let prefix = (0..<shorter).first { sourceIDs[$0] != targetIDs[$0] } ?? shorter
      let suffix =
        (0..<(shorter - prefix)).first { sourceIDs[sourceIDs.count - 1 - $0] != targetIDs[targetIDs.count - 1 - $0] }
        ?? shorter - prefix
      let trimmed =
        sourceIDs[..<prefix].map { Counter.Pair(side: 0, id: $0) }
        + sourceIDs[(source.count - suffix)...].map { Counter.Pair(side: 0, id: $0) }
        + targetIDs[..<prefix].map { Counter.Pair(side: 1, id: $0) }
        + targetIDs[(target.count - suffix)...].map { Counter.Pair(side: 1, id: $0) }
      #expect(trimmed.allSatisfy { counter.hashesByElement[$0] == nil })
      #expect(counter.hashesByElement.values.allSatisfy { $0 == 1 })
      if source.count == prefix + suffix || target.count == prefix + suffix { #expect(counter.hashes == 0) }
      let lookahead = 8
      #expect(counter.equals <= 2 + 2 * (source.count + target.count) + 2 * lookahead * (shorter + 1))
      _ = changes
    }
  }

  /// A few scattered edits in a long list: only the elements that do not
  /// line up with the other side are hashed.
  @Test func scatteredEditsHashOnlyWhatMoved() {
    let counter = Counter()
    let source = (0..<10_000).map { Counted(id: $0, counter: counter) }
    var target = source.map { Counted(id: $0.id, counter: counter, side: 1) }
    target.remove(at: 7_000)
    target.insert(Counted(id: 99_999, counter: counter, side: 1), at: 5_000)
    target.insert(target.remove(at: 2_000), at: 8_000)
    target.remove(at: 1_000)
    let difference = Difference(from: source, to: target, identities: .unique)
    #expect(difference.deletions == [1_000, 7_000])
    #expect(difference.insertions == [4_998])
    #expect(difference.moves.count == 1)
    #expect(counter.hashes <= 8)
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
