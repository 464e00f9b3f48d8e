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
    ("a repeated item", "supplied item identifiers are not unique. Duplicate identifiers: [7]"),
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
}
