import ReuseKit
import ReuseKitTestSupport
import Testing

/// A container of an app's own, that implements only what
/// ``ReusableViewContainer`` requires and takes the defaults for the rest:
/// a data source still shows its snapshots through it.
@MainActor
private final class MinimalContainer: ReusableViewContainer {
  let base = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)

  func register<View: ConfigurableView>(_ viewType: View.Type) { base.register(viewType) }
  func setDataProvider(_ provider: ContainerDataProvider?) { base.setDataProvider(provider) }
  var isVisible: Bool { base.isVisible }
  var numberOfSections: Int { base.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
  func reloadData() { base.reloadData() }
  func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    try base.performBatchUpdates(update, updateData: updateData)
  }
  func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool) {
    base.scrollToItem(at: itemPath, at: position, animated: animated)
  }
  func scrollToBottom(animated: Bool) { base.scrollToBottom(animated: animated) }
  var sticksToBottom: Bool {
    get { base.sticksToBottom }
    set { base.sticksToBottom = newValue }
  }
  var visibleItemPaths: [ItemPath] { base.visibleItemPaths }
  func reconfigureItems(at itemPaths: [ItemPath]) { base.reconfigureItems(at: itemPaths) }
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
    dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(container.base.visibleViewModels(of: ModelView.self) == (5..<9).map { Model(id: $0) })
    // Headers come through the data provider; the default reconfiguration,
    // when the provider was set, did nothing.
    #expect(container.base.visibleSupplementaryViewModels(ofKind: .header, of: LabelView.self) == ["b"])
  }
}
