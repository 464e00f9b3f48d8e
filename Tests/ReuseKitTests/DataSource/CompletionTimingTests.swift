import ReuseKit
import ReuseKitTestSupport
import Testing

/// An apply's completion runs once the container says its animations
/// ended, which the data source asks for as such, not as an empty commit.
@MainActor
@Suite struct CompletionTimingTests {
  /// A container that animates: what it is asked to run after its
  /// animations waits until the test ends them.
  final class AnimatingContainer: ReusableViewContainer {
    var isVisible: Bool { true }
    var visibleItemPaths: [ItemPath] { [] }
    private(set) var transitionsPerCommit: [Int] = []
    private var afterAnimations: [@MainActor () -> Void] = []

    func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {}
    func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
      transitionsPerCommit.append(update.transitions.count)
      if let completion { afterAnimations.append(completion) }
    }
    func scroll(to target: ScrollTarget, animated: Bool) {}
    func performAfterAnimations(_ work: @escaping @MainActor () -> Void) { afterAnimations.append(work) }

    func endAnimations() {
      let waiting = afterAnimations
      afterAnimations = []
      for work in waiting { work() }
    }
  }

  @Test func aCompletionWaitsForTheAnimationsAndNoCommitIsEmpty() {
    let container = AnimatingContainer()
    let dataSource = DiffableDataSource<Int, Model>(container) { .view(MessageView.self, $0) }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<3).map { Model(id: $0) })
    var completed = 0
    dataSource.apply(snapshot) { completed += 1 }
    snapshot.deleteItems(ids: [1])
    dataSource.apply(snapshot) { completed += 1 }
    #expect(completed == 0, "the animations run")
    #expect(!container.transitionsPerCommit.contains(0), "\(container.transitionsPerCommit)")
    container.endAnimations()
    #expect(completed == 2)
  }
}
