import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Deletion by a swipe, by identity, and the editing mode's cell state.
@MainActor
@Suite struct EditingTests {
  typealias Fixtures = InteractionFixtures

  @Test func aSwipeDeletesAnEditableItemByIdentity() {
    // No item says it may be deleted: nothing is.
    let (undeletable, _) = Fixtures.makeList()
    #expect(!undeletable.interaction.swipeToDelete(itemAt: ItemPath(item: 1, section: 0)))
    let (list, dataSource) = Fixtures.makeList(deletable: { $0.id.isMultiple(of: 2) })
    var deleted: [Int] = []
    dataSource.editing.didDeleteItem = { deleted.append($0.id) }
    #expect(!list.interaction.swipeToDelete(itemAt: ItemPath(item: 1, section: 0)))
    #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 2, section: 0)))
    #expect(list.interaction.swipeToDelete(itemAt: ItemPath(item: 0, section: 1)))
    #expect(deleted == [2, 100])
    #expect(Fixtures.ids(dataSource.snapshot()) == [[0, 1, 3, 4, 5, 6, 7, 8, 9], Array(101..<110)])
    #expect(list.numberOfItems(inSection: 0) == 9 && dataSource.reloadCount == 0)
    // The row that takes the deleted one's place was not swiped.
    #expect(list.cell(at: ItemPath(item: 2, section: 0), as: StateView.self)?.view.state.isSwiped == false)
  }

  @Test func aSwipeDuringAPendingApplyDeletesFromTheSnapshotOnItsWay() async {
    let (list, dataSource) = Fixtures.makeList(deletable: { _ in true })
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

/// Items a person may not select show as disabled, and a tap leaves them.
@MainActor
@Suite struct DisabledItemTests {
  @Test func itemsThatMayNotBeSelectedAreDisabledAndIgnoreTaps() {
    let (list, dataSource) = InteractionFixtures.makeList()
    dataSource.selection.canSelectItem = { $0.id != 4 }
    let view = list.cell(at: ItemPath(item: 4, section: 0), as: StateView.self)?.view
    #expect(view?.state.isDisabled == true)
    #expect(list.cell(at: ItemPath(item: 3, section: 0), as: StateView.self)?.view.state.isDisabled == false)
    list.interaction.tap(itemAt: ItemPath(item: 4, section: 0))
    #expect(dataSource.selection.selectedIDs.isEmpty)
    // Code still selects it.
    dataSource.selection.selectItem(withID: 4)
    #expect(view?.state == CellState(isSelected: true, isDisabled: true))
    dataSource.selection.canSelectItem = nil
    #expect(view?.state.isDisabled == false)
  }
}

/// A drag to a place that does not exist is a programmer's error, with a
/// message that names the item and the place.
@MainActor
@Suite struct BadMoveTests {
  @Test func aDropOutsideTheSectionsStopsAndNamesTheItemAndThePlace() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let (list, _) = InteractionFixtures.makeList(movable: { _ in true })
        list.interaction.moveItem(from: ItemPath(item: 7, section: 0), to: ItemPath(item: 11, section: 1))
      }
    }
    let message = standardError(of: result)
    #expect(
      message.contains(
        "HeadlessList interaction.moveItem(from:to:): cannot move item {length = 2, path = 0 - 7} to "
          + "{length = 2, path = 1 - 11}: without it, section 1 holds 10 items"), "\(message)")
  }

  @Test func aMoveOfNoItemStopsAndNamesThePath() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = Snapshot<Int, Model>()
      snapshot.appendSections([0])
      snapshot.appendItems([Model(id: 1), Model(id: 2)])
      snapshot.moveItem(at: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))
    }
    #expect(standardError(of: result).contains("Snapshot<Int, Model>.moveItem(at:to:): no item at"))
  }

  @Test func aMoveToNoPlaceStopsAndNamesTheItemAndThePlace() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = Snapshot<Int, Model>()
      snapshot.appendSections([0])
      snapshot.appendItems([Model(id: 1), Model(id: 2)])
      snapshot.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 3))
    }
    #expect(
      standardError(of: result).contains(
        "Snapshot<Int, Model>.moveItem(at:to:): cannot move 1 to {length = 2, path = 3 - 0}; without it the sections "
          + "hold [1] items"), "\(standardError(of: result))")
  }
}
