import ReuseKit
import Testing

/// Snapshots of `Sendable` types built, copied and read on many threads at
/// once. The index is built by the mutating calls themselves, never lazily
/// on a read, so copies that share it can be read anywhere; this test fails
/// under `swift test --sanitize=thread` when a read writes shared state.
@Suite struct SnapshotOffMainTests {
  @Test func snapshotsBuiltAndReadOnManyThreads() async {
    var shared = Snapshot<Int, Int>()
    shared.appendSections([0, 1])
    shared.appendItems(Array(0..<3_000), toSection: 0)
    shared.appendItems(Array(3_000..<3_100), toSection: 1)
    let base = shared
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          // Each task reads the shared copy and edits copies of its own.
          var found = 0
          for id in stride(from: task, to: 3_100, by: 8) where base.itemPath(forID: id) != nil { found += 1 }
          var own = base
          own.appendItems(Array((10_000 * (task + 1))..<(10_000 * (task + 1) + 50)), toSection: 1)
          own.deleteItems(Array(stride(from: task, to: 3_000, by: 16)))
          var built = Snapshot<Int, Int>()
          built.appendSections([task])
          built.appendItems(Array(0..<500))
          return found + own.numberOfItems + built.numberOfItems
        }
      }
      var total = 0
      for await part in group { total += part }
      let perTask = { (task: Int) in
        Array(stride(from: task, to: 3_100, by: 8)).count + 3_100 + 50
          - Array(stride(from: task, to: 3_000, by: 16)).count + 500
      }
      #expect(total == (0..<8).map(perTask).reduce(0, +))
    }
    #expect(base.numberOfItems == 3_100 && base.itemPath(forID: 3_050) == ItemPath(item: 50, section: 1))
  }
}
