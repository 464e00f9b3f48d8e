import ReuseKit
import ReuseKitTestSupport
import Testing

/// Moving a section carries its items and its reload mark, and keeps every
/// index in step.
@Suite struct SnapshotSectionMoveTests {
  private static func snapshot() -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    snapshot.appendItems([4, 5], toSection: "c")
    return snapshot
  }

  /// Expects the sections of `snapshot` in this order, each with these items,
  /// and every item's path to agree.
  private func expectSections(
    _ snapshot: Snapshot<String, Int>, _ expected: [(String, [Int])],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(snapshot.sectionIdentifiers == expected.map(\.0), sourceLocation: sourceLocation)
    for (index, (section, items)) in expected.enumerated() {
      #expect(snapshot.itemIdentifiers(inSection: section) == items, sourceLocation: sourceLocation)
      #expect(snapshot.indexOfSection(section) == index, sourceLocation: sourceLocation)
      for (item, identifier) in items.enumerated() {
        #expect(
          snapshot.itemPath(of: identifier) == ItemPath(item: item, section: index), sourceLocation: sourceLocation)
      }
    }
  }

  @Test func aSectionMovedAfterALaterOneTakesItsItems() {
    var snapshot = Self.snapshot()
    snapshot.moveSection("a", afterSection: "b")
    expectSections(snapshot, [("b", [3]), ("a", [1, 2]), ("c", [4, 5])])
    #expect(snapshot.itemIdentifiers == [3, 1, 2, 4, 5])
  }

  @Test func aSectionMovedAfterTheLastOneEndsTheSnapshot() {
    var snapshot = Self.snapshot()
    snapshot.moveSection("a", afterSection: "c")
    expectSections(snapshot, [("b", [3]), ("c", [4, 5]), ("a", [1, 2])])
  }

  @Test func aSectionMovedAfterAnEarlierOneGoesBack() {
    var snapshot = Self.snapshot()
    snapshot.reloadSections(["c"])
    snapshot.moveSection("c", afterSection: "a")
    expectSections(snapshot, [("a", [1, 2]), ("c", [4, 5]), ("b", [3])])
    #expect(snapshot.reloadedSectionIdentifiers == ["c"])
  }

  @Test func aSectionMovedAfterTheOneBeforeItStaysPut() {
    var snapshot = Self.snapshot()
    snapshot.moveSection("b", afterSection: "a")
    expectSections(snapshot, [("a", [1, 2]), ("b", [3]), ("c", [4, 5])])
  }
}
