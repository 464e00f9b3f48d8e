import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Each bulk operation of a snapshot hashes an identity at most as often as
/// its documentation says, counted by an identity that counts its own
/// `hash(into:)` calls. The invariant checks hash too, so they are paused
/// while a count runs and run in full afterwards.
@Suite struct SnapshotHashCountTests {
  let counter = HashCounter()

  func ids(_ range: Range<Int>) -> [Counted] { range.map { Counted(id: $0, counter: counter) } }

  /// The hashes `body` makes, with the invariant checks paused.
  func hashes(_ body: () -> Void) -> Int {
    let before = counter.hashes
    InternalChecks.$paused.withValue(true) { body() }
    return counter.hashes - before
  }

  /// Runs the full invariant checks, where they are compiled in.
  func check(_ snapshots: Snapshot<Int, Counted>...) {
    #if REUSEKIT_INTERNAL_CHECKS
      for snapshot in snapshots { snapshot.checkAllInvariants() }
    #endif
  }

  /// A snapshot of `count` items in one section.
  func snapshot(_ count: Int) -> Snapshot<Int, Counted> {
    var snapshot = Snapshot<Int, Counted>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids(0..<count))
    return snapshot
  }

  @Test(arguments: [10, 5_000])
  func appendingNItemsHashesEachOnce(count: Int) {
    var snapshot = Snapshot<Int, Counted>()
    snapshot.appendSections([0])
    let items = ids(0..<count)
    #expect(hashes { snapshot.appendItems(items) } == count)
    // Growing past the first batch rehashes nothing already there.
    let more = ids(count..<(3 * count))
    #expect(hashes { snapshot.appendItems(more) } == 2 * count)
    check(snapshot)
  }

  @Test(arguments: [10, 100, 2_000])
  func appendingToACopyHashesEachOnce(count: Int) {
    // A copy shares the index: a few items go to its recent part, many to
    // a copy of the shared part; either way each is hashed once.
    let original = snapshot(5_000)
    var copy = original
    let items = ids(5_000..<(5_000 + count))
    #expect(hashes { copy.appendItems(items) } == count)
    #expect(hashes { _ = copy.itemPath(forID: items[count - 1]) } == 1)
    #expect(hashes { _ = copy.itemPath(forID: items[0]) } == 1)
    #expect(original.numberOfItems == 5_000 && copy.numberOfItems == 5_000 + count)
    check(copy)
  }

  @Test func insertingItemsHashesEachNewOneOnceAndTheRestAtMostOnce() {
    var snapshot = snapshot(2_000)
    let anchor = Counted(id: 1_000, counter: counter)
    // The anchor, the new items, and at most each item after them.
    #expect(hashes { snapshot.insertItems(ids(5_000..<5_010), beforeItem: anchor) } <= 1 + 10 + 1_000)
    // Near the start, the items after move in one pass, with no hashing.
    let first = Counted(id: 0, counter: counter)
    #expect(hashes { snapshot.insertItems(ids(6_000..<6_010), beforeItem: first) } == 1 + 10)
    check(snapshot)
  }

  @Test(arguments: [1, 10, 2_500, 5_000])
  func deletingKOfNHashesAtMostKPlusN(deleted: Int) {
    let count = 5_000
    var fromTheEnd = snapshot(count)
    let last = ids((count - deleted)..<count)
    #expect(hashes { fromTheEnd.deleteItems(last) } <= deleted + count)
    var spread = snapshot(count)
    let everyOther = ids(0..<count).enumerated().filter { $0.offset % (count / deleted) == 0 }.map(\.element)
    #expect(hashes { spread.deleteItems(everyOther) } <= everyOther.count + count)
    // From the start, every item moves: in one pass, with no more hashing.
    var fromTheStart = snapshot(count)
    #expect(hashes { fromTheStart.deleteItems(ids(0..<deleted)) } == deleted)
    #expect(fromTheStart.numberOfItems == count - deleted)
    check(fromTheEnd, spread, fromTheStart)
  }

  @Test func markingKReloadsOrReconfiguresHashesAtMostTwiceEach() {
    var snapshot = snapshot(5_000)
    let half = ids(0..<2_500)
    #expect(hashes { snapshot.reloadItems(half) } <= 2 * half.count)
    #expect(hashes { snapshot.reconfigureItems(ids: ids(2_500..<5_000)) } <= 2 * 2_500)
    #expect(hashes { snapshot.reloadItems(ids: ids(4_000..<4_100)) } <= 2 * 100)
    #expect(snapshot.reloadedItemIdentifiers.count == 2_600 && snapshot.reconfiguredItemIdentifiers.count == 2_500)
  }

  @Test func aLookupByIdentityHashesOnceAndRebuildsNothing() {
    let snapshot = snapshot(5_000)
    let probes = ids(0..<5_000)
    #expect(hashes { for id in probes { _ = snapshot.itemPath(forID: id) } } == 5_000)
    #expect(hashes { _ = snapshot.item(withID: probes[7]) } == 1)
    #expect(hashes { _ = snapshot.itemPath(forID: Counted(id: -1, counter: counter)) } == 1)
  }

  @Test func aSectionSnapshotHashesEachItemOnce() {
    var outline = SectionSnapshot<Counted>()
    let parents = ids(0..<100)
    #expect(hashes { outline.append(parents) } == 100)
    for (index, parent) in parents.enumerated() {
      let children = ids((1_000 + 10 * index)..<(1_010 + 10 * index))
      // The children, and the parent they go under.
      #expect(hashes { outline.append(children, to: parent) } == 10 + 1)
    }
    #expect(hashes { outline.expand(parents) } == 100)
    #expect(hashes { outline.collapse(Array(parents[..<50])) } == 50)
    #expect(hashes { _ = outline.visibleItems } == 0)
    #expect(outline.visibleItems.count == 100 + 50 * 10)
    #if REUSEKIT_INTERNAL_CHECKS
      outline.checkAllInvariants()
    #endif
  }
}
