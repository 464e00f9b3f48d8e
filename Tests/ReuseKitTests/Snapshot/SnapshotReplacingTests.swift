import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Replacing a section's items at once, as a data source does with a
/// section snapshot's visible rows.
@Suite struct SnapshotReplacingTests {
  static func snapshot() -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    return snapshot
  }

  @Test func theSectionTakesTheNewItemsAndTheOldOnesAreForgotten() {
    var snapshot = Self.snapshot()
    snapshot.reloadItems([1, 3])
    snapshot.reconfigureItems([2, 4])
    snapshot.replaceItems(inSection: 0, with: [3, 5])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 5] && snapshot.itemIdentifiers(inSection: "b") == [4])
    #expect(snapshot.itemPath(of: 5) == ItemPath(item: 1, section: 0) && snapshot.itemPath(of: 1) == nil)
    #expect(snapshot.reloadedItemIdentifiers == [3] && snapshot.reconfiguredItemIdentifiers == [4])
    #expect(snapshot.numberOfItems == 3)
  }

  @Test(arguments: [
    ("a repeated item", "items are not unique: the identity 7 appears more than once"),
    ("an item of another section", "Item identifier that already exists: [4]"),
  ])
  func aBadReplacementStopsNamingTheIdentity(name: String, message: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
      recordCoverageWhenTrapping()
      var snapshot = SnapshotReplacingTests.snapshot()
      snapshot.replaceItems(inSection: 0, with: name == "a repeated item" ? [7, 8, 7] : [1, 4])
    }
    #expect(standardError(of: result).contains(message), "\(name)")
  }

  /// Replacements that keep a prefix and a suffix of the section, or few of
  /// its items (the paths of the index kept, rewritten and rebuilt), give
  /// the index of a snapshot built from scratch.
  @Test(arguments: 0..<UInt64(PropertyTestBudget.cases(200)))
  func aReplacementIndexesAsAFreshSnapshotDoes(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let counts = (0..<3).map { _ in Int.random(in: 0...12, using: &generator) }
    var next = 0
    let sections = counts.map { count in
      defer { next += count }
      return Array(next..<(next + count))
    }
    let replaced = Int.random(in: 0..<3, using: &generator)
    let old = sections[replaced]
    let kept = (Int.random(in: 0...old.count, using: &generator), Int.random(in: 0...old.count, using: &generator))
    let prefix = old.prefix(min(kept.0, kept.1))
    let suffix = old.suffix(old.count - max(kept.0, kept.1))
    let middle = old[prefix.count..<(old.count - suffix.count)].shuffled(using: &generator)
      .filter { _ in Bool.random(using: &generator) }
    let fresh = Array(100..<(100 + Int.random(in: 0...15, using: &generator)))
    let items = Array(prefix) + (middle + fresh).shuffled(using: &generator) + Array(suffix)

    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    for (name, values) in zip(["a", "b", "c"], sections) { snapshot.appendItems(values, toSection: name) }
    snapshot.replaceItems(inSection: replaced, with: items)
    var expected = Snapshot<String, Int>()
    expected.appendSections(["a", "b", "c"])
    for (index, name) in ["a", "b", "c"].enumerated() {
      expected.appendItems(index == replaced ? items : sections[index], toSection: name)
    }
    #expect(snapshot.itemIdentifiers == expected.itemIdentifiers && snapshot.numberOfItems == expected.numberOfItems)
    for item in sections.flatMap({ $0 }) + fresh {
      #expect(snapshot.itemPath(of: item) == expected.itemPath(of: item), "item \(item), seed \(seed)")
    }
  }

  @Test(arguments: [
    ([1, 1], "items are not unique: the identity 1 appears more than once"),
    ([1, 2, 7, 8, 2, 3], "items are not unique: the identity 2 appears more than once"),
    ([1, 4, 4, 3], "Item identifier that already exists: [4]"),
    ([1, 2, 3, 2, 4], "items are not unique: the identity 2 appears more than once"),
  ])
  func aBadReplacementNamesItsFirstBadItem(items: [Int], message: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [items] in
      recordCoverageWhenTrapping()
      var snapshot = SnapshotReplacingTests.snapshot()
      snapshot.replaceItems(inSection: 0, with: items)
    }
    #expect(standardError(of: result).contains(message), "\(items)")
  }
}
