import ReuseKit
import ReuseKitTestSupport
import Testing

/// An identifier the snapshot does not hold, in every mutation: `perform`
/// throws an error that names it and changes nothing (deletes ignore it, as
/// UIKit's do); the trapping methods stop with the same message.
@Suite struct UnknownIdentifierTests {
  typealias Mutation = Snapshot<Int, Int>.Mutation

  /// Sections 0 and 1; items 1 and 2 in section 0, item 3 in section 1.
  static func snapshot() -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1, 2], toSection: 0)
    snapshot.appendItems([3], toSection: 1)
    return snapshot
  }

  /// Every mutation that names an existing section or item, given section 9
  /// or item 99 instead, with the error it must throw (`nil`: ignored).
  static let cases: [(Mutation, SnapshotMutationError?)] = [
    (.insertSectionsBefore([5], 9), .unknownSection("9")),
    (.insertSectionsAfter([5], 9), .unknownSection("9")),
    (.deleteSections([9]), nil),
    (.moveSectionBefore(9, 0), .unknownSection("9")),
    (.moveSectionBefore(0, 9), .unknownSection("9")),
    (.moveSectionAfter(9, 0), .unknownSection("9")),
    (.moveSectionAfter(0, 9), .unknownSection("9")),
    (.reloadSections([0, 9]), .reloadOfUnknownSection("9")),
    (.appendItems([5], toSection: 9), .unknownSection("9")),
    (.insertItemsBefore([5], 99), .unknownItem("99")),
    (.insertItemsAfter([5], 99), .unknownItem("99")),
    (.deleteItems([99]), nil),
    (.moveItemBefore(99, 1), .unknownItem("99")),
    (.moveItemBefore(1, 99), .unknownItem("99")),
    (.moveItemAfter(99, 1), .unknownItem("99")),
    (.moveItemAfter(1, 99), .unknownItem("99")),
    (.reloadItems([1, 99]), .reloadOfUnknownItem("99")),
    (.reconfigureItems([99]), .reconfigureOfUnknownItem("99")),
  ]

  @Test(arguments: cases)
  func performThrowsOrIgnoresAndChangesNothing(mutation: Mutation, expected: SnapshotMutationError?) {
    var snapshot = Self.snapshot()
    let thrown: SnapshotMutationError?
    do {
      try snapshot.perform(mutation)
      thrown = nil
    } catch {
      thrown = error
    }
    #expect(thrown == expected, "\(mutation)")
    let unchanged = Self.snapshot()
    #expect(snapshot.sections == unchanged.sections)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func queriesAnswerNilForAnUnknownItemOrSection() {
    let snapshot = Self.snapshot()
    #expect(snapshot.itemPath(of: 99) == nil)
    #expect(snapshot.indexOfItem(99) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
    #expect(snapshot.indexOfSection(9) == nil)
  }

  @Test func theTrappingMethodsStopWithTheMessage() async {
    let insert = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = UnknownIdentifierTests.snapshot()
      snapshot.insertItems([5], beforeItem: 99)
    }
    #expect(standardError(of: insert).contains("Item identifier was not found in the snapshot: 99"))
    let reload = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = UnknownIdentifierTests.snapshot()
      snapshot.reloadSections([9])
    }
    #expect(standardError(of: reload).contains("Attempted to reload section identifier that does not exist"))
  }

  @Test func countingTheItemsOfAnUnknownSectionStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      _ = UnknownIdentifierTests.snapshot().numberOfItems(inSection: 9)
    }
    #expect(standardError(of: result).contains("Section identifier was not found: 9"))
  }
}
