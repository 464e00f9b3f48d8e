import ReuseKit
import ReuseKitTestSupport
import Testing

/// Context menus on a headless list: carried by each item's configuration,
/// opened by a touch and hold, and chosen from for the item they were opened
/// on, by identity, whatever an apply did meanwhile.
@MainActor
@Suite struct ContextMenuTests {
  /// A list of `ids`, each row with a menu: "Share", a "Move to" submenu
  /// with "Work", a disabled "Archive", a hidden "Debug", and an inline
  /// group with Delete; `chosen` records each handler that runs.
  @MainActor
  final class Fixture {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    var chosen: [String] = []
    var deleted: [Int] = []
    var previews = 0
    lazy var dataSource = DiffableDataSource<Int, Model>(list) { [unowned self] model in
      .view(ModelView.self, model).contextMenu(
        ContextMenu([
          .action(
            MenuAction(title: "Share", systemImage: "square.and.arrow.up") { self.chosen.append("Share \(model.id)") }),
          .submenu(
            ContextMenu(
              title: "Move to", [.action(MenuAction(title: "Work") { self.chosen.append("Work \(model.id)") })])),
          .action(MenuAction(title: "Archive", attributes: .disabled) { self.chosen.append("Archive") }),
          .action(MenuAction(title: "Debug", attributes: .hidden) { self.chosen.append("Debug") }),
          .inline(ContextMenu([.action(.delete())])),
        ]),
        preview: {
          self.previews += 1
          return .view(LabelView.self, "preview \(model.id)")
        })
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

    var ids: [Int] { dataSource.snapshot().itemIdentifiers.map(\.id) }
  }

  @Test func aTouchAndHoldOpensTheItemsMenuAndAChoiceRunsForThatItem() {
    let fixture = Fixture([1, 2, 3])
    let menu = fixture.list.interaction.openContextMenu(itemAt: ItemPath(item: 1, section: 0))?.menu
    #expect(menu?.children.count == 5)
    #expect(menu?.action(at: [1, 0])?.title == "Work")
    #expect(menu?.action(at: [1]) == nil, "a submenu is not an action")
    #expect(menu?.action(at: [4, 0])?.deletesItem == true)
    #expect(menu?.action(at: [9]) == nil)
    #expect(fixture.list.interaction.openedContextMenu?.itemPath == ItemPath(item: 1, section: 0))
    #expect(fixture.list.interaction.performContextMenuAction(at: [1, 0]))
    #expect(fixture.chosen == ["Work 2"])
    #expect(fixture.list.interaction.openedContextMenu == nil, "choosing closes the menu")
    #expect(!fixture.list.interaction.performContextMenuAction(at: [0]))
  }

  @Test func theMenusDeleteDeletesItsItemByIdentityAfterAnApplyMovedIt() {
    let fixture = Fixture([1, 2, 3])
    fixture.list.interaction.openContextMenu(itemAt: ItemPath(item: 0, section: 0))
    fixture.apply([9, 2, 1, 3])
    #expect(fixture.list.interaction.openedContextMenu?.itemPath == ItemPath(item: 2, section: 0))
    #expect(fixture.list.interaction.performContextMenuAction(at: [4, 0]))
    #expect(fixture.ids == [9, 2, 3], "item 1 is deleted, not item 9, which sits at its old path")
    #expect(fixture.deleted == [1])
  }

  @Test func afterAnApplyDeletedItsItemTheMenuChoosesNothing() {
    let fixture = Fixture([1, 2, 3])
    fixture.list.interaction.openContextMenu(itemAt: ItemPath(item: 2, section: 0))
    fixture.apply([1, 2])
    #expect(fixture.list.interaction.openedContextMenu == nil)
    #expect(!fixture.list.interaction.performContextMenuAction(at: [0]))
    #expect(fixture.chosen.isEmpty && fixture.ids == [1, 2])
  }

  @Test func disabledAndHiddenActionsCannotBeChosenAndLeaveTheMenuOpen() {
    let fixture = Fixture([1])
    fixture.list.interaction.openContextMenu(itemAt: ItemPath(item: 0, section: 0))
    #expect(!fixture.list.interaction.performContextMenuAction(at: [2]))
    #expect(!fixture.list.interaction.performContextMenuAction(at: [3]))
    #expect(fixture.chosen.isEmpty)
    #expect(fixture.list.interaction.openedContextMenu != nil)
    fixture.list.interaction.dismissContextMenu()
    #expect(fixture.list.interaction.openedContextMenu == nil)
  }

  @Test func thePreviewIsMadeOnlyWhenAsked() {
    let fixture = Fixture([1, 2])
    let configuration = fixture.list.interaction.openContextMenu(itemAt: ItemPath(item: 1, section: 0))
    #expect(fixture.previews == 0)
    #expect(configuration?.previewProvider?().reuseIdentifier == ReuseIdentifier(LabelView.self))
    #expect(fixture.previews == 1)
  }

  @Test func aMenuAndSwipeActionsNeverShowTogether() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 20)
    let dataSource = DiffableDataSource<Int, Model>(list) { model in
      .view(ModelView.self, model).deletable().contextMenu(ContextMenu([.action(MenuAction(title: "Share") {})]))
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1), Model(id: 2)])
    dataSource.apply(snapshot, completion: nil)
    list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)
    list.interaction.openContextMenu(itemAt: ItemPath(item: 1, section: 0))
    #expect(list.interaction.openedSwipeActions == nil && list.interaction.openedContextMenu?.itemPath.item == 1)
    list.interaction.swipe(itemAt: ItemPath(item: 0, section: 0), edge: .right)
    #expect(list.interaction.openedContextMenu == nil && list.interaction.openedSwipeActions?.itemPath.item == 0)
  }

  @Test func aTouchAndHoldOnOneOfSeveralSelectedItemsOpensTheSelectionsMenuForAllOfThem() {
    let fixture = Fixture([1, 2, 3, 4])
    fixture.dataSource.selection.allowsMultipleSelection = true
    fixture.dataSource.selection.contextMenu = { [unowned fixture] models in
      ContextMenu([
        .action(MenuAction(title: "Share \(models.count)") { fixture.chosen.append("Share \(models.map(\.id))") }),
        .action(.delete(title: "Delete \(models.count)")),
      ])
    }
    fixture.dataSource.selection.selectItem(withID: 2)
    fixture.dataSource.selection.selectItem(withID: 4)
    let interaction = fixture.list.interaction
    #expect(
      interaction.openContextMenu(itemAt: ItemPath(item: 3, section: 0))?.menu.action(at: [0])?.title == "Share 2")
    #expect(interaction.openedContextMenu?.itemPaths == [ItemPath(item: 3, section: 0), ItemPath(item: 1, section: 0)])
    fixture.apply([0, 1, 2, 3, 4])
    #expect(interaction.performContextMenuAction(at: [0]))
    #expect(fixture.chosen == ["Share [4, 2]"], "the held item first, by identity after the apply")
    #expect(
      interaction.openContextMenu(itemAt: ItemPath(item: 0, section: 0))?.menu.children.count == 5,
      "unselected: its own")
    interaction.openContextMenu(itemAt: ItemPath(item: 2, section: 0))
    #expect(interaction.performContextMenuAction(at: [1]))
    #expect(fixture.ids == [0, 1, 3] && fixture.deleted.sorted() == [2, 4], "delete removes every item of the menu")
  }
}
