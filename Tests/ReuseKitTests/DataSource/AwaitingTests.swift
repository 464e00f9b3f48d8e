import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Every apply has a form to await, and each returns with its change on
/// screen, even when the change is diffed off the main actor.
@MainActor
@Suite struct AwaitingTests {
  private static func make() -> (HeadlessList, DiffableDataSource<Int, Model>) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(ModelView.self, $0).deletable() }
    dataSource.backgroundDiffingThreshold = 1
    return (list, dataSource)
  }

  private static func snapshot(_ ids: Range<Int>) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids.map { Model(id: $0) })
    return snapshot
  }

  @Test func everyFormToAwaitReturnsWithItsChangeOnScreen() async {
    let (list, dataSource) = Self.make()
    dataSource.apply(Self.snapshot(0..<50), diffing: .background, completion: nil)
    #expect(dataSource.isApplying && list.visibleItemPaths.isEmpty, "not on screen yet without await")
    await dataSource.apply(Self.snapshot(0..<50), diffing: .background)
    #expect(list.visibleViewModels(of: ModelView.self).map(\.id) == Array(0..<10))
    await dataSource.applySnapshotUsingReloadData(Self.snapshot(5..<50))
    #expect(list.visibleViewModels(of: ModelView.self).map(\.id) == Array(5..<15))
    var tree = SectionSnapshot<Model>()
    tree.append([Model(id: 100)])
    tree.append([Model(id: 101), Model(id: 102)], to: Model(id: 100))
    await dataSource.apply(tree, to: 1)
    #expect(await dataSource.toggleExpansion(of: Model(id: 100)))
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1).map(\.id) == [100, 101, 102])
    #expect(!dataSource.isApplying)
  }

  @Test func aSwipesApplyIsAwaitedThroughAppliesFinished() async {
    let (list, dataSource) = Self.make()
    await dataSource.apply(Self.snapshot(0..<50))
    #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 0, section: 0)))
    #expect(dataSource.isApplying, "the swipe's apply is diffed off the main actor")
    await dataSource.appliesFinished()
    #expect(!dataSource.isApplying)
    #expect(list.visibleViewModels(of: ModelView.self).map(\.id) == Array(1..<11))
    await dataSource.appliesFinished()  // None under way: returns at once.
  }
}
