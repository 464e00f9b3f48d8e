import ReuseKit
import ReuseKitTestSupport
import Testing

/// A container of an app's own, that implements only what
/// ``ReusableViewContainer`` requires: a data source shows its snapshots
/// through it.
@MainActor
private final class MinimalContainer: ReusableViewContainer {
  let base = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)

  var isVisible: Bool { base.isVisible }
  var visibleItemPaths: [ItemPath] { base.visibleItemPaths }
  func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
    base.reloadContent(content, mappingItemPaths: mappingItemPaths)
  }
  func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
    base.commit(update, completion: completion)
  }
  func scroll(to target: ScrollTarget, animated: Bool) { base.scroll(to: target, animated: animated) }
}

@MainActor
@Suite struct MinimalContainerTests {
  @Test func theDefaultsShowEverySnapshot() {
    let container = MinimalContainer()
    let dataSource = DiffableDataSource<String, Model>(container) { .view(ModelView.self, $0) }
    dataSource.supplementaryViewProvider = { _, section in .view(LabelView.self, section) }
    var snapshot = Snapshot<String, Model>()
    snapshot.appendSections(["a"])
    snapshot.appendItems((0..<20).map { Model(id: $0) })
    var finished = false
    dataSource.apply(snapshot, animation: .none) { finished = true }
    #expect(finished)
    snapshot.deleteSections(["a"])
    snapshot.appendSections(["b"])
    snapshot.appendItems((5..<9).map { Model(id: $0) })
    dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
    #expect(container.base.visibleViewModels(of: ModelView.self) == (5..<9).map { Model(id: $0) })
    // Headers come with the content the container was handed.
    #expect(container.base.visibleSupplementaryViewModels(ofKind: .header, of: LabelView.self) == ["b"])
  }
}
