import ReuseKit
import ReuseKitTestSupport
import Testing

/// A container that records the animation each apply's batches run under.
@MainActor
private final class RecordingContainer: ReusableViewContainer {
  let base = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
  var animations: [UpdateAnimation] = []
  var batches = 0

  func register<View: ConfigurableView>(_ viewType: View.Type) { base.register(viewType) }
  func setDataProvider(_ provider: ContainerDataProvider?) { base.setDataProvider(provider) }
  var isVisible: Bool { base.isVisible }
  var numberOfSections: Int { base.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
  func reloadData() { base.reloadData() }
  func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    batches += 1
    try base.performBatchUpdates(update, updateData: updateData)
  }
  func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool) {}
  func scrollToBottom(animated: Bool) {}
  var sticksToBottom = false
  var visibleItemPaths: [ItemPath] { base.visibleItemPaths }
  func reconfigureItems(at itemPaths: [ItemPath]) { base.reconfigureItems(at: itemPaths) }
  func performUpdates(animation: UpdateAnimation, _ body: () -> Void) {
    animations.append(animation)
    body()
  }
}

/// Each apply's animation reaches the container; every option diffs, and
/// only a reload by request or above the threshold reloads.
@MainActor
@Suite struct UpdateAnimationTests {
  @Test func everyAnimationDiffsAndReachesTheContainer() {
    let container = RecordingContainer()
    let dataSource = DiffableDataSource<Int, Model>(container) { .view(StateView.self, $0) }
    let custom = UpdateAnimation(insertions: .left, deletions: .right)
    for (count, animation) in [(5, UpdateAnimation.automatic), (6, .fade), (7, .none), (8, custom)] {
      dataSource.apply(InteractionFixtures.snapshot([Array(0..<count)]), animation: animation, completion: nil)
    }
    #expect(container.animations == [.automatic, .fade, .none, custom])
    #expect(container.batches == 4 && dataSource.reloadCount == 0)
    #expect(!UpdateAnimation.none.isAnimated && custom.isAnimated && custom.reloads == .automatic)
    // A reload by request, or above the threshold, is not a batch.
    dataSource.applySnapshotUsingReloadData(InteractionFixtures.snapshot([Array(0..<3)]))
    dataSource.reloadDataThreshold = 2
    dataSource.apply(InteractionFixtures.snapshot([Array(10..<20)]), animation: .none, completion: nil)
    #expect(container.batches == 4 && dataSource.reloadCount == 2)
    #expect(container.base.visibleViewModels(of: StateView.self).map(\.id) == Array(10..<20))
  }
}
