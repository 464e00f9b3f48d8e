import ReuseKit
import ReuseKitTestSupport
import Testing

/// A container that records the animation each apply's batches run under.
@MainActor
private final class RecordingContainer: ReusableViewContainer {
  let base = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
  var animations: [UpdateAnimation] = []
  var batches = 0

  var isVisible: Bool { base.isVisible }
  var visibleItemPaths: [ItemPath] { base.visibleItemPaths }
  var sticksToBottom = false
  func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
    base.reloadContent(content, mappingItemPaths: mappingItemPaths)
  }
  func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
    let batches = update.transitions.filter { !$0.isRefresh }
    self.batches += batches.count
    if !batches.isEmpty { animations.append(update.animation) }
    base.commit(update, completion: completion)
  }
  func scroll(to target: ScrollTarget, animated: Bool) {}
}

/// Each apply's animation reaches the container; every option diffs, and
/// only a reload by request or above the threshold reloads.
@MainActor
@Suite struct UpdateAnimationTests {
  @Test func everyAnimationDiffsAndReachesTheContainer() {
    let container = RecordingContainer()
    let dataSource = DiffableDataSource<Int, Model>(container) { .view(StateView.self, $0) }
    let custom = UpdateAnimation(insertions: .left, deletions: .right)
    let fade = UpdateAnimation(insertions: .fade, deletions: .fade, reloads: .fade)
    for (count, animation) in [(5, UpdateAnimation.automatic), (6, fade), (7, .none), (8, custom)] {
      dataSource.apply(InteractionFixtures.snapshot([Array(0..<count)]), animation: animation, completion: nil)
    }
    #expect(container.animations == [.automatic, fade, .none, custom])
    #expect(container.batches == 4 && dataSource.reloadCount == 0)
    #expect(!UpdateAnimation.none.isAnimated && custom.isAnimated && custom.reloads == .automatic)
    // A reload by request, or above the threshold, is not a batch.
    dataSource.applySnapshotUsingReloadData(InteractionFixtures.snapshot([Array(0..<3)]), completion: nil)
    dataSource.reloadDataThreshold = 2
    dataSource.apply(InteractionFixtures.snapshot([Array(10..<20)]), animation: .none, completion: nil)
    #expect(container.batches == 4 && dataSource.reloadCount == 2)
    #expect(container.base.visibleViewModels(of: StateView.self).map(\.id) == Array(10..<20))
  }
}
