import ReuseKit
import ReuseKitUIKit
import UIKit

@testable import UIKitGallery

private func p(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// A data source whose items carry swipe actions, a menu with a preview,
/// and list accessories, on a table or a collection view with ReuseKit's
/// delegates; every handler logs the item it ran for.
@MainActor
final class ActionsFixture {
  /// What ran, for which items.
  final class Log { var entries: [String] = [] }

  let recorded = Log()
  var log: [String] { recorded.entries }
  let dataSource: LineSource
  let delegate: NSObject

  init(table: UITableView) {
    let delegate = ReuseTableViewDelegate()
    table.delegate = delegate
    self.delegate = delegate
    dataSource = LineSource(table, cellProvider: Self.provider(recorded))
    dataSource.selection.allowsMultipleSelection = true
    install()
  }

  init(grid: UICollectionView) {
    let delegate = ReuseCollectionViewDelegate()
    grid.delegate = delegate
    self.delegate = delegate
    grid.collectionViewLayout = grid.reuse.makeCompositionalLayout()
    dataSource = LineSource(grid, cellProvider: Self.provider(recorded))
    dataSource.selection.allowsMultipleSelection = true
    dataSource.sectionLayout = { topic in
      topic.id == 0 ? .list(appearance: .insetGrouped) : .grid(columns: .count(2), itemHeight: .fixed(44))
    }
    install()
  }

  /// Items under 100 have Flag and Delete at their trailing edge and Done
  /// at the leading one; items from 100 are only deletable, and show
  /// Delete alone.
  private static func provider(_ log: Log) -> @MainActor (Line) -> ViewConfiguration {
    { [weak log] line in
      let base = ViewConfiguration.view(StateView.self, "\(line.id)").deletable()
      guard line.id < 100 else { return base }
      return base.swipeActions([
        SwipeAction(title: "Flag", tint: .orange) { done in
          log?.entries.append("flag \(line.id)")
          done(true)
        },
        .delete(),
      ])
      .swipeActions(edge: .leading, [SwipeAction(title: "Done") { _ in log?.entries.append("done \(line.id)") }])
      .contextMenu(
        ContextMenu([.action(MenuAction(title: "Pin") { log?.entries.append("pin \(line.id)") }), .action(.delete())]),
        preview: { .view(StateView.self, "preview \(line.id)") }
      )
      .accessories([.disclosureIndicator, .delete])
    }
  }

  private func install() {
    dataSource.selection.contextMenu = { [recorded] lines in
      ContextMenu([.action(MenuAction(title: "Pin all") { recorded.entries.append("pin \(lines.map(\.id))") })])
    }
    keptAlive.append(delegate)
  }

  func apply(_ sections: [[Int]]) {
    dataSource.apply(sectioned(sections), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
  }

  var ids: [[Int]] {
    dataSource.snapshot().sectionIdentifiers.map { dataSource.snapshot().itemIdentifiers(inSection: $0).map(\.id) }
  }
}

/// A table and a collection view in windows, each with a fixture.
@MainActor
private func makeTable(_ sections: [[Int]]) -> (UITableView, ActionsFixture) {
  let table = UITableView(frame: .zero, style: .plain)
  let fixture = ActionsFixture(table: table)
  keptAlive += [fixture, window(showing: table, size: CGSize(width: 390, height: 440))]
  fixture.apply(sections)
  return (table, fixture)
}

@MainActor
private func makeGrid(_ sections: [[Int]]) -> (UICollectionView, ActionsFixture) {
  let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let fixture = ActionsFixture(grid: grid)
  keptAlive += [fixture, window(showing: grid, size: CGSize(width: 390, height: 600))]
  fixture.apply(sections)
  return (grid, fixture)
}

/// Swipe actions, list sections and context menus through the adapters,
/// run against the model's UIKit.
@MainActor
let contextualActionAdapterTests: [ModelTest] = [
  ModelTest(
    name: "swipe.adapter.tableActionsActOnTheirItemByIdentityThroughApplies",
    cites:
      "UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:); UIContextualAction.h "
      + "completionHandler; the model keeps open actions on their row through updates"
  ) {
    let (table, fixture) = makeTable([[1, 2, 3, 100]])
    let trailing = table.modelShowSwipeActions(rowAt: p(1), edge: .trailing)
    try expect(trailing?.actions.map(\.title) == ["Flag", "Delete"], "the item's actions")
    try expect(trailing?.actions.first?.backgroundColor?.modelSystemName == "systemOrange", "tinted")
    fixture.apply([[0, 1, 3, 2, 100]])
    try expect(
      table.modelOpenSwipeRow == p(3), "the actions followed the row: \(String(describing: table.modelOpenSwipeRow))")
    table.modelTapSwipeAction(at: 0)
    try expect(fixture.log == ["flag 2"], "Flag ran for its item, not for the row now at 1: \(fixture.log)")
    try expect(table.modelOpenSwipeRow == nil, "and its completion closed the actions")
    let leading = table.modelShowSwipeActions(rowAt: p(0), edge: .leading)
    fixture.apply([[1, 3, 2, 100]])
    var performed: Bool?
    if let done = leading?.actions.first { done.handler(done, table) { performed = $0 } }
    try expect(
      performed == false && fixture.log == ["flag 2"], "an action of a deleted item does nothing: \(fixture.log)")
    table.modelFullySwipe(rowAt: p(3), edge: .trailing)
    try expect(fixture.ids == [[1, 3, 2]], "a full swipe on a deletable item deletes it by identity: \(fixture.ids)")
    table.modelShowSwipeActions(rowAt: p(2), edge: .trailing)
    fixture.apply([[2, 1, 3]])
    table.modelTapSwipeAction(at: 1)
    try expect(fixture.ids == [[1, 3]], "Delete deletes the item it was opened on after a move: \(fixture.ids)")
  },
  ModelTest(
    name: "swipe.adapter.collectionListSectionShowsActionsAccessoriesAndTheListBackground",
    cites:
      "UICollectionLayoutListConfiguration swipe providers (UICollectionLayoutList.h:93 and 97, "
      + "https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct); "
      + "UICollectionViewListCell.accessories; UICollectionViewCell.backgroundConfiguration; inset-grouped margins "
      + "guessed by the model"
  ) {
    let (grid, fixture) = makeGrid([[1, 2, 3], [10, 11]])
    let listCell = grid.cellForItem(at: p(1)) as? UICollectionViewListCell
    try expect(
      listCell?.frame.minX == 20 && listCell?.frame.width == 350,
      "inset grouped: \(String(describing: listCell?.frame))")
    try expect(listCell?.accessories.map(\.modelKind) == [.disclosureIndicator, .delete], "accessories")
    try expect(listCell?.backgroundConfiguration?.modelName == "listGroupedCell", "the list's background")
    let gridCell = grid.cellForItem(at: p(0, 1)) as? UICollectionViewListCell
    try expect(gridCell?.backgroundConfiguration?.modelName == "clear" && gridCell?.accessories.isEmpty == true, "grid")
    try expect(grid.modelShowSwipeActions(itemAt: p(0, 1), edge: .trailing) == nil, "no swipe outside a list")
    try expect(grid.modelShowSwipeActions(itemAt: p(2), edge: .trailing)?.actions.count == 2, "swiped in the list")
    fixture.apply([[0, 1, 2, 3], [10, 11]])
    try expect(grid.modelOpenSwipeItem == p(3), "followed its item")
    grid.modelTapSwipeAction(at: 0)
    try expect(fixture.log == ["flag 3"], "by identity: \(fixture.log)")
    grid.modelTapAccessory(.delete, itemAt: p(1))
    try expect(grid.modelOpenSwipeItem == p(1), "the delete accessory shows the trailing actions")
    fixture.apply([[1, 0, 2, 3], [10, 11]])
    grid.modelTapSwipeAction(at: 1)
    try expect(fixture.ids == [[0, 2, 3], [10, 11]], "and Delete deletes its item where it moved: \(fixture.ids)")
  },
  ModelTest(
    name: "menu.adapter.menusActByIdentityWithTheirPreviewAndASelectionMenuOnIOS16",
    cites:
      "UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:); UICollectionView.h "
      + "collectionView(_:contextMenuConfigurationForItemsAt:point:) (iOS 16) and the single-item method (iOS 15)"
  ) {
    let (table, tableFixture) = makeTable([[1, 2, 3]])
    try expect(table.modelOpenContextMenu(rowAt: p(1))?.children.map(\.title) == ["Pin", "Delete"], "the item's menu")
    let preview = table.modelOpenMenu?.preview?.view.subviews.first as? UILabel
    try expect(preview?.text == "preview 2", "the preview's view: \(String(describing: preview?.text))")
    tableFixture.apply([[3, 1, 2]])
    try expect(
      table.modelChooseMenuAction(at: [0]) && tableFixture.log == ["pin 2"], "by identity: \(tableFixture.log)")
    table.modelOpenContextMenu(rowAt: p(0))
    tableFixture.apply([[1, 2, 3]])
    table.modelChooseMenuAction(at: [1])
    try expect(tableFixture.ids == [[1, 2]], "Delete deleted 3 where it moved: \(tableFixture.ids)")
    let (grid, fixture) = makeGrid([[1, 2, 3], [10]])
    fixture.dataSource.selection.selectItem(withID: 1)
    fixture.dataSource.selection.selectItem(withID: 3)
    try expect(
      grid.modelOpenContextMenu(itemAt: p(2), selected: [p(0), p(2)])?.children.map(\.title) == ["Pin all"], "")
    try expect(
      grid.modelChooseMenuAction(at: [0]) && fixture.log == ["pin [3, 1]"], "the held item first: \(fixture.log)")
    grid.modelMenuSystemVersion = 15
    try expect(grid.modelOpenContextMenu(itemAt: p(2), selected: [p(0), p(2)])?.children.count == 2, "iOS 15: its own")
  },
  ModelTest(
    name: "sample.contactsSwipeAndMenuActOnTheirPersonByIdentity",
    cites:
      "UIKitGallery: ContactsViewController; UICollectionLayoutListConfiguration's swipe-action providers; "
      + "UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)"
  ) {
    useModelRunLoop()
    let controller = ContactsViewController()
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIKitModelRunLoop.main.runUntilIdle()
    let list = try collectionView(in: controller.view)
    let cell = list.cellForItem(at: p(1)) as? UICollectionViewListCell
    try expect(cell?.accessories.map(\.modelKind) == [.disclosureIndicator], "a disclosure indicator")
    try expect(list.modelShowSwipeActions(itemAt: p(1), edge: .leading)?.actions.map(\.title) == ["Favorite"], "")
    var snapshot = controller.dataSource.snapshot()
    snapshot.moveItem(snapshot.itemIdentifiers[1], beforeItem: snapshot.itemIdentifiers[0])
    controller.dataSource.apply(snapshot, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    list.modelTapSwipeAction(at: 0)
    UIKitModelRunLoop.main.runUntilIdle()
    let grace = controller.dataSource.snapshot().itemIdentifiers.first { $0.id == "Grace" }
    try expect(grace?.isFavorite == true, "Grace, swiped at row 1 and moved to 0, is the favourite")
    let favorite = list.cellForItem(at: p(0)) as? UICollectionViewListCell
    try expect(favorite?.accessories.map(\.modelKind) == [.checkmark, .disclosureIndicator], "and shows a checkmark")
    try expect(list.modelOpenContextMenu(itemAt: p(2))?.children.map(\.title) == ["Favorite", "Delete"], "menu")
    try expect(list.modelOpenMenu?.preview != nil, "with a preview")
    list.modelChooseMenuAction(at: [1])
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(!controller.dataSource.snapshot().itemIdentifiers.contains { $0.id == "Edsger" }, "Edsger deleted")
  },
]
