import ReuseKit
import ReuseKitTestSupport
import Testing

/// Deletion by a swipe, by identity, and the editing mode's cell state.
@MainActor
@Suite struct EditingTests {
  typealias Fixtures = InteractionFixtures

  @Test func aSwipeDeletesAnEditableItemByIdentity() {
    let (list, dataSource) = Fixtures.makeList()
    var deleted: [Int] = []
    dataSource.editing.didDeleteItem = { deleted.append($0.id) }
    // No handler: nothing is editable.
    #expect(!list.interaction.swipeToDelete(itemAt: ItemPath(item: 1, section: 0)))
    dataSource.editing.canEditItem = { $0.id.isMultiple(of: 2) }
    #expect(!list.interaction.swipeToDelete(itemAt: ItemPath(item: 1, section: 0)))
    #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 2, section: 0)))
    #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 0, section: 1)))
    #expect(deleted == [2, 100])
    #expect(Fixtures.ids(dataSource.snapshot()) == [[0, 1, 3, 4, 5, 6, 7, 8, 9], Array(101..<110)])
    #expect(list.numberOfItems(inSection: 0) == 9 && list.reloadCount == 0)
    // The row that takes the deleted one's place was not swiped.
    #expect(list.cell(at: ItemPath(item: 2, section: 0), as: StateView.self)?.view.state.isSwiped == false)
  }

  @Test func aSwipeDuringAPendingApplyDeletesFromTheSnapshotOnItsWay() async {
    let (list, dataSource) = Fixtures.makeList()
    dataSource.editing.canEditItem = { _ in true }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      dataSource.apply(Fixtures.snapshot([Array(0..<12), [100]]), diffing: .background) { done.resume() }
      #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 3, section: 0)))
    }
    while dataSource.isApplying { await Task.yield() }
    #expect(Fixtures.ids(dataSource.snapshot()) == [[0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11], [100]])
    #expect(list.numberOfItems(inSection: 0) == 11)
  }

  @Test func theEditingModeReachesEveryCell() {
    let (list, dataSource) = Fixtures.makeList()
    dataSource.editing.isEditing = true
    #expect(list.visibleItemPaths.allSatisfy { list.cell(at: $0, as: StateView.self)?.view.state.isEditing == true })
    list.viewport.offset = 150
    #expect(list.visibleItemPaths.allSatisfy { list.cell(at: $0, as: StateView.self)?.view.state.isEditing == true })
    dataSource.editing.isEditing = false
    #expect(list.visibleItemPaths.allSatisfy { list.cell(at: $0, as: StateView.self)?.view.state.isEditing == false })
  }
}
