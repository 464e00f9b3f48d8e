import ReuseKit
import ReuseKitTestSupport
import Testing

/// Appending finds a repeated identity in the same pass that records the
/// items, in both parts of a shared index: a fresh snapshot's, and a copy's
/// that shares a large index with the snapshot it came from. Either way the
/// error names the identity and the snapshot is left as it was.
@Suite struct SnapshotRepeatTests {
  /// A snapshot of 2,000 items, large enough that its copies share its index.
  static func large() -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Array(0..<2_000), toSection: 0)
    return snapshot
  }

  /// Checks that `snapshot` holds exactly the items of `model`, by identity.
  static func expectHolds(_ snapshot: Snapshot<Int, Int>, _ model: [[Int]], absent: [Int]) {
    #expect(snapshot.sections.map(\.items) == model)
    for (section, items) in model.enumerated() {
      for (item, id) in items.enumerated() where snapshot.itemPath(forID: id) != ItemPath(item: item, section: section)
      {
        Issue.record("\(id) is at \(String(describing: snapshot.itemPath(forID: id))), not \(item) of \(section)")
        return
      }
    }
    for id in absent { #expect(snapshot.itemPath(forID: id) == nil, "\(id) is found") }
  }

  @Test(arguments: [3, 200])
  func aRepeatInACopyThrowsAndLeavesTheCopyAsItWas(pageSize: Int) {
    let original = Self.large()
    // A few new items go to the copy's recent part, many to its own index.
    var copy = original
    let page = Array(5_000..<(5_000 + pageSize))
    #expect(throws: SnapshotMutationError.duplicateItemsSupplied(["5000"])) {
      try copy.perform(.appendItems(page + [5_000], toSection: 1))
    }
    #expect(throws: SnapshotMutationError.itemsAlreadyExist(["1999"])) {
      try copy.perform(.appendItems(page + [1_999], toSection: 1))
    }
    Self.expectHolds(copy, [Array(0..<2_000), []], absent: page)
    try? copy.perform(.appendItems(page, toSection: 1))
    Self.expectHolds(copy, [Array(0..<2_000), page], absent: [])
    Self.expectHolds(original, [Array(0..<2_000), []], absent: page)
  }

  @Test func aRepeatInsertedNearTheStartThrowsAndLeavesThePathsAsTheyWere() {
    // Many items after the insertion move in one pass before the new ones
    // are recorded; a repeat moves them back.
    var snapshot = Self.large()
    #expect(throws: SnapshotMutationError.itemsAlreadyExist(["7"])) {
      try snapshot.perform(.insertItemsBefore([9_000, 9_001, 7], 1))
    }
    Self.expectHolds(snapshot, [Array(0..<2_000), []], absent: [9_000, 9_001])
  }

  @Test func validatingAndDeduplicatingStillNameEveryRepeat() {
    let sections = [
      DiffSection<Int, Int>(model: 0, items: Array(0..<500) + [3, 7]),
      DiffSection<Int, Int>(model: 1, items: [7, 900, 900]),
    ]
    #expect(
      throws: SnapshotError.duplicateItemsSupplied(
        ["3", "7", "900"], type: "Int", call: "Snapshot<Int, Int>(validating:)")
    ) {
      _ = try Snapshot(validating: sections)
    }
    let (snapshot, report) = Snapshot.deduplicating(sections)
    #expect(report.droppedItems == [3, 7, 7, 900])
    #expect(snapshot.numberOfItems == 501)
  }

  @Test func aRepeatFromCodeStopsNamingIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var copy = Self.large()
      copy.appendItems([4_000, 4_001, 4_000], toSection: 1)
    }
    #expect(standardError(of: result).contains("appendItems(_:toSection:): items are not unique"))
    #expect(standardError(of: result).contains("4000"))
  }
}
