import ReuseKitTestSupport
import Testing

@testable import ReuseKit

#if REUSEKIT_INTERNAL_CHECKS
  /// Each check of a snapshot's indexes and marks stops the next mutator
  /// with its own message when the state it guards is broken behind the
  /// mutator's back. Each case runs in its own process.
  @Suite struct SnapshotInvariantTests {
    nonisolated static let cases: [(name: String, message: String)] = [
      ("an item index entry for no item", "Snapshot: the item index holds 4 entries for 3 items"),
      ("two sections swapped in the section index", "Snapshot: section 0 is at 0, its index says 1"),
      ("a reload mark for a missing section", "Snapshot: section 99 is marked for reload but is not in the snapshot"),
    ]

    @Test(arguments: cases)
    func aBrokenSnapshotStopsTheNextMutator(name: String, message: String) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
        recordCoverageWhenTrapping()
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2, 3], toSection: 0)
        switch name {
        case "an item index entry for no item":
          snapshot.itemIndex[42] = ItemPath(item: 0, section: 1)
          snapshot.reloadItems([2])
        case "two sections swapped in the section index":
          snapshot.sectionIndex[0] = 1
          snapshot.sectionIndex[1] = 0
          snapshot.reloadItems([2])
        case "a reload mark for a missing section":
          snapshot.reloadedSections.insert(99)
          snapshot.appendItems([4])
        default: return  // An unknown name exits cleanly, which fails the expectation.
        }
      }
      #expect(standardError(of: result).contains(message), "\(name)")
    }
  }
#endif
