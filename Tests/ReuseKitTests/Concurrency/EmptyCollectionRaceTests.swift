import ReuseKit
import ReuseKitTestSupport
import Testing

/// Diffs and layouts of empty collections, built on many threads at once.
///
/// `Array(unsafeUninitializedCapacity: 0)` hands back the standard library's
/// shared empty-array storage and still writes the count into it, which
/// ThreadSanitizer reports as a data race with any other thread's empty
/// array. The diff and the layout avoid that initializer for zero elements;
/// this test fails under `swift test --sanitize=thread` when they do not.
@Suite struct EmptyCollectionRaceTests {
  @Test func emptyDiffsAndLayoutsOnManyThreads() async {
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var total = 0
          for round in 0..<200 {
            let items = (round + task) % 2 == 0 ? [Int]() : [round]
            total += Difference(from: [Int](), to: items).insertions.count
            total += Difference(from: items, to: [Int]()).deletions.count
            total += StagedChangeset(source: [Int](), target: [Int]()).stages.count
            let sections = [DiffSection<Int, Int>]()
            total += SectionedStagedChangeset(source: sections, target: sections).stages.count
            let layout = ListLayout(sectionCounts: [], width: 100, arrangement: ListArrangement())
            total += Int(layout.contentSize.height)
          }
          return total
        }
      }
      var total = 0
      for await part in group { total += part }
      #expect(total == 8 * 200, "one insertion or deletion per round")
    }
  }
}
