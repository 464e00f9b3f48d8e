import ReuseKit
import ReuseKitTestSupport
import Testing

/// Swipe actions on a headless list: carried by each item's configuration,
/// shown by a swipe at a screen edge, and performed on the item they were
/// opened for, by identity, whatever an apply did meanwhile.
@MainActor
@Suite struct SwipeActionTests {
  /// A list of `ids`, each row with a "Flag" and a Delete action at its
  /// trailing edge and a "Pin" at its leading edge; `performed` records
  /// the title and item of every handler that runs.
  @MainActor
  final class Fixture {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    var performed: [String] = []
    var deleted: [Int] = []
    lazy var dataSource = DiffableDataSource<Int, Model>(list) { [unowned self] model in
      .view(ModelView.self, model)
        .swipeActions(edge: .leading, [SwipeAction(title: "Pin") { done in self.record("Pin", model, done) }])
        .swipeActions(
          edge: .trailing, allowsFullSwipe: model.id != 3,
          [SwipeAction(title: "Flag", tint: .orange) { done in self.record("Flag", model, done) }, .delete()])
    }

    init(_ ids: [Int]) {
      dataSource.editing.didDeleteItem = { [unowned self] in deleted.append($0.id) }
      apply(ids)
    }

    func apply(_ ids: [Int]) {
      var snapshot = Snapshot<Int, Model>()
      snapshot.appendSections([0])
      snapshot.appendItems(ids.map { Model(id: $0) })
      dataSource.apply(snapshot, completion: nil)
    }

    func record(_ title: String, _ model: Model, _ done: @MainActor (Bool) -> Void) {
      performed.append("\(title) \(model.id)")
      done(true)
    }

    var ids: [Int] { dataSource.snapshot().itemIdentifiers.map(\.id) }
  }

  @Test func aSwipeShowsTheItemsActionsAtThatEdgeAndATapRunsTheOneTapped() {
    let fixture = Fixture([1, 2, 3])
    let actions = fixture.list.interaction.swipe(itemAt: ItemPath(item: 1, section: 0), edge: .right)
    #expect(actions?.actions.map(\.title) == ["Flag", "Delete"])
    #expect(actions?.actions.map(\.style) == [.normal, .destructive])
    #expect(fixture.list.cell(at: ItemPath(item: 1, section: 0), as: ModelView.self)?.state.isSwiped == true)
    #expect(fixture.list.interaction.openedSwipeActions?.edge == .trailing)
    #expect(fixture.list.interaction.performSwipeAction(at: 0))
    #expect(fixture.performed == ["Flag 2"])
    #expect(fixture.list.interaction.openedSwipeActions == nil, "the handler's completion closes them")
    #expect(fixture.list.cell(at: ItemPath(item: 1, section: 0), as: ModelView.self)?.state.isSwiped == false)
    #expect(
      fixture.list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .left)?.actions.map(\.title) == [
        "Pin"
      ])
  }

  @Test func rightToLeftTheEdgesSwapSides() {
    let fixture = Fixture([1, 2])
    fixture.list.isRightToLeft = true
    #expect(
      fixture.list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)?.actions.map(\.title) == [
        "Pin"
      ])
    #expect(fixture.list.interaction.openedSwipeActions?.edge == .leading)
    #expect(
      fixture.list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .left)?.actions.map(\.title) == [
        "Flag", "Delete",
      ])
  }

  @Test func aDeleteActionDeletesItsItemByIdentityThroughTheEditingPath() {
    let fixture = Fixture([1, 2, 3])
    fixture.list.interaction.swipe(itemAt: ItemPath(item: 2, section: 0), edge: .right)
    #expect(fixture.list.interaction.performSwipeAction(at: 1))
    #expect(fixture.ids == [1, 2])
    #expect(fixture.deleted == [3])
    #expect(fixture.list.interaction.openedSwipeActions == nil)
  }

  @Test func anActionAfterAnApplyMovedItsItemActsOnThatItemNotOnTheOldPath() {
    let fixture = Fixture([1, 2, 3])
    fixture.list.interaction.swipe(itemAt: ItemPath(item: 1, section: 0), edge: .right)
    fixture.apply([7, 8, 1, 3, 2])
    #expect(fixture.list.interaction.openedSwipeActions?.itemPath == ItemPath(item: 4, section: 0))
    #expect(fixture.list.interaction.performSwipeAction(at: 1))
    #expect(fixture.ids == [7, 8, 1, 3], "item 2 is deleted, not item 1, which sits at its old path")
    fixture.list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)
    fixture.apply([8, 7, 1, 3])
    #expect(fixture.list.interaction.performSwipeAction(at: 0))
    #expect(fixture.performed == ["Flag 7"])
  }

  @Test func anActionAfterAnApplyDeletedItsItemDoesNothing() {
    let fixture = Fixture([1, 2, 3])
    fixture.list.interaction.swipe(itemAt: ItemPath(item: 1, section: 0), edge: .right)
    fixture.apply([1, 3])
    #expect(fixture.list.interaction.openedSwipeActions == nil)
    #expect(!fixture.list.interaction.performSwipeAction(at: 0))
    #expect(!fixture.list.interaction.performSwipeAction(at: 1))
    #expect(fixture.performed.isEmpty && fixture.ids == [1, 3] && fixture.deleted.isEmpty)
  }

  @Test func openActionsAreTheItemsActionsAfterAnApplyChangesIt() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    var performed: [String] = []
    let dataSource = DiffableDataSource<Int, Model>(list) { model in
      let title = model.value == 0 ? "Flag" : "Unflag"
      return .view(ModelView.self, model).swipeActions([
        SwipeAction(title: title) { done in
          performed.append("\(title) \(model.id)")
          done(true)
        }
      ])
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1), Model(id: 2)])
    dataSource.apply(snapshot, completion: nil)
    list.interaction.swipe(itemAt: ItemPath(item: 1, section: 0), edge: .right)
    snapshot.replaceItem(Model(id: 2, value: 1))
    dataSource.apply(snapshot, completion: nil)
    #expect(list.interaction.openedSwipeActions?.configuration.actions.map(\.title) == ["Unflag"])
    #expect(list.interaction.performSwipeAction(at: 0))
    #expect(performed == ["Unflag 2"])
  }

  @Test func aLateOrSecondCompletionClosesOnlyTheActionsItWasPerformedFrom() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    var completions: [@MainActor (Bool) -> Void] = []
    let dataSource = DiffableDataSource<Int, Model>(list) { model in
      .view(ModelView.self, model).swipeActions([SwipeAction(title: "Ask") { done in completions.append(done) }])
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1)])
    dataSource.apply(snapshot, completion: nil)
    let row = ItemPath(item: 0, section: 0)
    list.interaction.swipe(itemAt: row, edge: .right)
    #expect(list.interaction.performSwipeAction(at: 0))
    #expect(list.interaction.openedSwipeActions != nil, "open until the handler is done")
    list.interaction.closeSwipeActions()
    list.interaction.swipe(itemAt: row, edge: .right)
    completions[0](false)
    #expect(list.interaction.openedSwipeActions != nil, "a late completion leaves a later opening open")
    #expect(list.interaction.performSwipeAction(at: 0))
    completions[1](true)
    #expect(list.interaction.openedSwipeActions == nil)
    list.interaction.swipe(itemAt: row, edge: .right)
    completions[1](true)
    #expect(list.interaction.openedSwipeActions != nil, "a second call closes nothing")
  }

  @Test func actionsCloseWhenTheirItemScrollsAwayAndStayClosedWhenItComesBack() {
    let fixture = Fixture(Array(1...30))
    fixture.list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)
    fixture.list.viewport.offset = 400
    #expect(fixture.list.interaction.openedSwipeActions == nil)
    #expect(!fixture.list.interaction.performSwipeAction(at: 1))
    fixture.list.viewport.offset = 0
    #expect(fixture.list.interaction.openedSwipeActions == nil, "its cell was reused: the swipe ended")
    #expect(fixture.ids.count == 30 && fixture.performed.isEmpty)
  }

  @Test func aFullSwipePerformsTheFirstActionWhenTheItemAllowsIt() {
    let fixture = Fixture([1, 2, 3])
    #expect(fixture.list.interaction.fullySwipe(itemAt: ItemPath(item: 0, section: 0), edge: .right))
    #expect(!fixture.list.interaction.fullySwipe(itemAt: ItemPath(item: 2, section: 0), edge: .right))
    #expect(fixture.performed == ["Flag 1"])
    #expect(fixture.list.interaction.openedSwipeActions?.itemPath == ItemPath(item: 2, section: 0), "item 3 stays open")
  }

  @Test func aDeletableItemWithoutActionsOfItsOwnShowsDeleteAloneAndAnEmptyListShowsNothing() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    let dataSource = DiffableDataSource<Int, Model>(list) { model in
      let configuration = ViewConfiguration.view(ModelView.self, model).deletable()
      return model.id == 2 ? configuration.swipeActions(edge: .trailing, []) : configuration
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1), Model(id: 2)])
    dataSource.apply(snapshot, completion: nil)
    let delete = list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)
    #expect(delete?.actions.map(\.deletesItem) == [true] && delete?.performsFirstActionWithFullSwipe == true)
    #expect(list.interaction.swipe(itemAt: ItemPath(item: 1, section: 0), edge: .right) == nil)
    #expect(list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .left) == nil)
    #expect(list.interaction.openedSwipeActions == nil)
  }
}
