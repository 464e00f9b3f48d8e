import ReuseKitTestSupport
import Testing

@testable import ReuseKit

#if REUSEKIT_INTERNAL_CHECKS
  /// A section snapshot's storage broken behind its mutators' back stops
  /// the next mutator with a message that names what disagrees, in a
  /// snapshot checked in full and in one that is sampled.
  @Suite struct OutlineBrokenInvariantTests {
    nonisolated static let cases: [(name: String, message: String)] = [
      ("an index entry in the wrong slot", "the index names slot 0 of 3 for another item's hash"),
      ("a child lost by its parent", "a walk from the roots reaches 2 of 3 items"),
      ("a child listed by two parents", "item 2 names parent slot 0 at level 1, but is a child of slot 1 at level 1"),
      ("a ring of children that misses its last", "item 1 in slot 0 is reached twice"),
      ("a ring of children that leads past the end", "the ring of children of item 1 reaches slot 3 of 3"),
      ("a level out of step", "item 2 names parent slot 0 at level 5, but is a child of slot 0 at level 1"),
      ("a free slot that holds an item", "the free slots [0] repeat, or hold an item"),
      ("a count out of step", "3 items and 1 free slots for 3 slots"),
      ("an expansion flag missing", "3 items and 0 free slots for 3 slots, 2 expansion flags"),
      ("sampled: roots lost", "is not among its parent's children"),
      ("sampled: levels out of step", "but is a child of slot -1 at level 0"),
      ("sampled: the index shifted", "its index says"),
    ]

    @Test(arguments: cases)
    func aBrokenInvariantStopsTheNextMutator(name: String, message: String) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
        recordCoverageWhenTrapping()
        var outline = SectionSnapshot<Int>()
        outline.append([1, 3])
        outline.append([2], to: 1)
        var large = SectionSnapshot<Int>()
        large.append(Array(0..<2_000))
        switch name {
        case "an index entry in the wrong slot":
          // The bucket of item 2 names slot 0 instead.
          let bucket = outline.slots.bucket(of: 2, tag: HashBuckets.tag(2.hashValue))
          outline.slots.move(bucket, to: 0)
        case "a child lost by its parent": outline.nodes[0].lastChild = -1
        case "a child listed by two parents": outline.nodes[1].lastChild = 2
        case "a ring of children that misses its last": outline.nodes[0].next = 0
        case "a ring of children that leads past the end": outline.nodes[2].next = 3
        case "a level out of step": outline.nodes[2].level = 5
        case "a free slot that holds an item":
          outline.nodes.append(outline.nodes[0])
          outline.expansion.append(false)
          outline.freeSlots.append(0)
        case "a count out of step": outline.freeSlots.append(1)
        case "an expansion flag missing": outline.expansion.removeLast()
        case "sampled: roots lost": large.nodes[499].next = 1_999
        case "sampled: levels out of step": for slot in large.nodes.indices { large.nodes[slot].level = 7 }
        default:
          // Every bucket names the next slot.
          for bucket in large.slots.buckets.indices where large.slots.buckets[bucket] != 0 {
            large.slots.move(bucket, to: Int(large.slots.buckets[bucket] & 0xFFFF_FFFF) % 2_000)
          }
        }
        outline.expand([3])
        large.expand([0])
      }
      #expect(standardError(of: result).contains(message), "\(name)")
    }

    @Test func aLargeSnapshotWithFreeSlotsPassesItsSampledChecks() {
      var large = SectionSnapshot<Int>()
      large.append(Array(0..<2_000))
      large.delete(Array(0..<600))
      large.expand([1_000])
      #expect(large.freeSlots.count == 600 && large.rootItems.first == 600)
      large.checkAllInvariants()
    }
  }
#endif
