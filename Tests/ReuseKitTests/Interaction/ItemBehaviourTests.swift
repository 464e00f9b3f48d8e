import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// What a person may do with an item travels with the item's
/// configuration: an item whose configuration forbids a move or a delete
/// is neither moved nor deleted, and nothing changes.
@MainActor
@Suite struct ItemBehaviourTests {
  typealias Fixtures = InteractionFixtures

  @Test func anItemWhoseConfigurationForbidsAMoveOrADeleteStaysWhereItIs() {
    let pinned = [0, 100]
    let (list, dataSource) = Fixtures.makeList(
      deletable: { !pinned.contains($0.id) }, movable: { !pinned.contains($0.id) })
    var heard = 0
    dataSource.editing.didDeleteItem = { _ in heard += 1 }
    dataSource.editing.didReorder = { _ in heard += 1 }
    let before = Fixtures.ids(dataSource.snapshot())
    let (batches, first) = (dataSource.batchUpdateCount, ItemPath(item: 0, section: 0))

    #expect(!list.interaction.moveItem(from: first, to: ItemPath(item: 3, section: 0)))
    #expect(!list.interaction.swipeToDelete(itemAt: first))
    #expect(!list.interaction.swipeToDelete(itemAt: ItemPath(item: 0, section: 1)))
    #expect(Fixtures.ids(dataSource.snapshot()) == before && dataSource.batchUpdateCount == batches && heard == 0)
    #expect(!list.content.isMovable(at: first) && !list.content.isDeletable(at: first))
    #expect(!list.content.entersEditingMode(at: first))

    // Its neighbour says it may: it moves, and then it goes.
    #expect(list.interaction.moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0)))
    #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 3, section: 0)))
    #expect(Fixtures.ids(dataSource.snapshot())[0] == [0, 2, 3, 4, 5, 6, 7, 8, 9] && heard == 2)
  }

  @Test func theCellProviderRunsOncePerItemForEveryQuestionOfAStage() {
    var calls = 0
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) {
      calls += 1
      return .view(StateView.self, $0).movable()
    }
    dataSource.apply(Fixtures.snapshot([Array(0..<3)]), completion: nil)
    let afterApply = calls
    for _ in 0..<3 {
      for item in 0..<3 { _ = list.content.isMovable(at: ItemPath(item: item, section: 0)) }
    }
    #expect(calls == afterApply, "the configurations the cells were made with answer")
    dataSource.selection.selectItem(withID: 1)
    _ = list.content.isMovable(at: ItemPath(item: 1, section: 0))
    #expect(calls == afterApply, "a change of state keeps the stage's configurations")
  }
}
