import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// An apply that the container held back (a UIKit view with uncommitted
/// updates, a headless container's pass) starts when the container is free:
/// a person's drop meanwhile joins it, so that it neither undoes the drop
/// nor leaves a second apply to redo it.
@MainActor
@Suite struct ApplyQueueResumeTests {
  typealias Queue = ApplyQueue<Int, Model>

  @Test func aHeldRequestTakesADropThatCameMeanwhile() throws {
    var queue = Queue()
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1, 2].map { Model(id: $0) }, toSection: 0)
    let action = queue.enqueue(
      Queue.Request(
        snapshot: snapshot, animation: .automatic, usingReloadData: false, diffing: .automatic, completions: []))
    guard case .run(let request) = action else {
      Issue.record("the first apply runs")
      return
    }
    let held = queue.generation
    #expect(queue.resume(request, heldSince: held).snapshot.itemIdentifiers.map(\.id) == [0, 1, 2])
    var moved = snapshot
    moved.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
    queue.takeMove(of: Model(id: 0), like: moved)
    let resumed = queue.resume(request, heldSince: held)
    #expect(resumed.snapshot.itemIdentifiers.map(\.id) == [1, 2, 0], "the held apply takes the drop")
    queue.finished()
    guard case .wait = queue.startNext() else {
      Issue.record("nothing waits: the drop joined the held apply")
      return
    }
  }
}
