import ReuseKitTestSupport
import Testing

@testable import ReuseKit

#if REUSEKIT_INTERNAL_CHECKS
  /// State broken behind a mutator's back, as a bug in a mutator would break
  /// it, stops the next mutator with a message that names what disagrees:
  /// the checks run, and they catch a fault both in a value they check in
  /// full and in one they sample. Each case runs in its own process.
  @Suite struct BrokenInvariantTests {
    nonisolated static let cases: [(name: String, message: String)] = [
      ("snapshot: an item indexed at the wrong path", "Snapshot: item 1 is at {length = 2, path = 0 - 0}"),
      ("snapshot: a reload mark for a deleted item", "Snapshot: item 99 is marked for reload"),
      ("snapshot, sampled: a section missing from its index", "Snapshot: the section index holds 4 entries for 5"),
      ("snapshot, sampled: an insert without reindexing", "its index says"),
      ("snapshot: an unindexed item also in the index", "item 2 is at {length = 2, path = 0 - 1}, left out of"),
      ("snapshot: a mark while a section is unindexed", "Snapshot: items are marked while section 0 is left out"),
      ("snapshot: an index bucket emptied", "IdentityHashTable: 3 of 8 buckets hold 4 entries"),
      ("snapshot: an index bucket moved past an empty one", "IdentityHashTable: entry 0 (1) is not reached"),
      ("engine: a tree node out of step", "in the tree, "),
      ("engine, sampled: heights changed without the tree", "LayoutEngine: slot "),
      ("engine: slot starts out of step", "LayoutEngine: section 0 holds 3 items in 1 columns and 6 slots"),
      ("engine: a pending report for a missing item", "LayoutEngine: pending report 0"),
    ]

    @Test(arguments: cases)
    func aBrokenInvariantStopsTheNextMutator(name: String, message: String) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
        recordCoverageWhenTrapping()
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        var large = Snapshot<Int, Int>()
        large.appendSections(Array(0..<5))
        large.appendItems(Array(100..<2_100), toSection: 0)
        var list = ListLayout(sectionCounts: [3, 2], width: 100, arrangement: ListArrangement())
        var longList = ListLayout(sectionCounts: [5_000], width: 100, arrangement: ListArrangement())
        switch name {
        case "snapshot: an item indexed at the wrong path":
          snapshot.itemIndex[1] = ItemPath(item: 2, section: 0)
          snapshot.reloadItems([2])
        case "snapshot: a reload mark for a deleted item":
          snapshot.reloadedItems.insert(99)
          snapshot.appendItems([4])
        case "snapshot, sampled: a section missing from its index":
          large.sectionIndex[3] = nil
          large.appendItems([5_000], toSection: 4)
        case "snapshot, sampled: an insert without reindexing":
          large.storedSections[0].items.insert(5_000, at: 0)
          large.itemIndex[5_000] = ItemPath(item: 0, section: 0)
          large.reloadItems([5_000])
        case "snapshot: an unindexed item also in the index":
          var two = Snapshot<Int, Int>()
          two.appendSections([0, 1])
          two.appendItems([1, 2, 3], toSection: 0)
          two.appendItems([4], toSection: 1)
          two.replaceItemsIndexingLater(inSection: 0, with: [1, 2, 3])
          two.itemIndex[4] = nil
          two.itemIndex[2] = ItemPath(item: 1, section: 0)
          two.clearMarks()
        case "snapshot: a mark while a section is unindexed":
          snapshot.replaceItemsIndexingLater(inSection: 0, with: [1, 2, 3])
          snapshot.reloadedItems.insert(1)
          snapshot.checkInvariants()
        case "snapshot: an index bucket emptied":
          let table = snapshot.itemIndex.base.table
          snapshot.itemIndex.base.table.buckets[table.buckets.firstIndex { $0 != 0 }!] = 0
          snapshot.appendItems([4])
        case "snapshot: an index bucket moved past an empty one":
          // Item 1's bucket moves to an empty one: its own bucket, empty now,
          // ends every probe for it. The mutator that finds it adds no item,
          // which could fill that bucket again and, by its hash, leave item 1
          // reachable.
          var buckets = snapshot.itemIndex.base.table.buckets
          let own = buckets.firstIndex { $0 & 0xFFFF_FFFF == 1 }!
          let empty = buckets.indices.first { buckets[$0] == 0 }!
          (buckets[own], buckets[empty]) = (0, buckets[own])
          snapshot.itemIndex.base.table.buckets = buckets
          snapshot.appendSections([1])
        case "engine: a tree node out of step":
          list.engine.tree.add(5, at: 1)
          list.setHeaderHeight(0, forSection: 0)
        case "engine, sampled: heights changed without the tree":
          longList.engine.heights = Array(repeating: 1, count: 5_000)
          longList.setHeaderHeight(0, forSection: 0)
        case "engine: slot starts out of step":
          list.engine.slotStarts[1] += 1
          list.setHeight(10, for: ItemPath(item: 0, section: 0))
        case "engine: a pending report for a missing item":
          list.engine.pending.append(LayoutEngine.PendingHeight(path: ItemPath(item: 3, section: 0), height: 1))
          list.reportHeight(10, for: ItemPath(item: 0, section: 0))
        default: return  // An unknown name exits cleanly, which fails the expectation.
        }
      }
      #expect(standardError(of: result).contains(message), "\(name)")
    }
  }
#endif
