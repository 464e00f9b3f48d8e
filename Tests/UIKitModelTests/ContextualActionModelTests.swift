import UIKit

private func p(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// A list cell with a label, as an app registers one.
final class LabelListCell: UICollectionViewListCell, UIKitModelReusableViewClass {}

/// A delegate whose swipe actions and menus capture the title the row
/// showed when UIKit asked for them, as an app's delegate does, and record
/// what ran.
final class ContextualDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var titles: () -> [String] = { [] }
  var ran: [String] = []
  var menuPaths: [[IndexPath]] = []

  func flag(_ path: IndexPath) -> UISwipeActionsConfiguration {
    let title = titles()[path.item]
    return UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
        self?.ran.append("flag \(title)")
        done(true)
      }
    ])
  }

  func menu(_ paths: [IndexPath]) -> UIContextMenuConfiguration {
    menuPaths.append(paths)
    let names = paths.map { titles()[$0.item] }.joined(separator: ",")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Pin") { _ in self?.ran.append("pin \(names)") },
        UIMenu(
          title: "", options: .displayInline,
          children: [UIAction(title: "Off", attributes: .disabled) { _ in self?.ran.append("off \(names)") }]),
      ])
    }
  }

  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { flag(indexPath) }

  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  { menu([indexPath]) }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { menu([indexPath]) }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? { menu(indexPaths) }
}

/// A delegate written before iOS 16: the single-item menu method only.
final class SingleItemMenuDelegate: NSObject, UICollectionViewDelegate {
  let base: ContextualDelegate
  init(_ base: ContextualDelegate) { self.base = base }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { base.menu([indexPath]) }
}

/// A compositional collection view: section 0 an inset-grouped list whose
/// trailing provider is the delegate's, section 1 a plain group of rows.
@MainActor
private func makeListGrid(_ sections: [[String]], cell: UIKitModelReusableViewClass.Type)
  -> (UICollectionView, EditableDataSource, ContextualDelegate, UIWindow)
{
  let delegate = ContextualDelegate()
  let layout = UICollectionViewCompositionalLayout { [weak delegate] index, environment in
    guard index == 0 else {
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      return NSCollectionLayoutSection(group: group)
    }
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.trailingSwipeActionsConfigurationProvider = { path in delegate?.flag(path) }
    return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
  }
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  grid.register(cell, forCellWithReuseIdentifier: "Label")
  let dataSource = EditableDataSource(sections)
  delegate.titles = { [weak dataSource] in dataSource?.sections[0] ?? [] }
  keptAlive += [dataSource, delegate]
  grid.dataSource = dataSource
  grid.delegate = delegate
  return (grid, dataSource, delegate, window(showing: grid, size: CGSize(width: 390, height: 600)))
}

/// The model's swipe actions, list sections and context menus (UIKit's
/// behaviour, without ReuseKit).
@MainActor
let contextualActionModelTests: [ModelTest] = [
  ModelTest(
    name: "swipe.model.tableActionsFollowTheirRowAndTrailingNilIsDelete",
    cites:
      "UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:): \"Return nil if you want the "
      + "table to display the default set of actions\"; UIContextualAction.h: \"call the completionHandler to reset "
      + "the context to its normal state\"; through updates Apple is silent: the actions stay open on their row"
  ) {
    let (table, dataSource, _, _) = makeEditableTable([["a", "b", "c", "d"]])
    let delegate = ContextualDelegate()
    keptAlive.append(delegate)
    delegate.titles = { [weak dataSource] in dataSource?.sections[0] ?? [] }
    table.delegate = delegate
    let trailing = table.modelShowSwipeActions(rowAt: p(1), edge: .trailing)
    try expect(trailing?.actions.map(\.title) == ["Delete"], "trailing nil is the default Delete")
    try expect(table.isEditing, "a swiped table is in swipe-to-delete mode")
    table.modelTapSwipeAction(at: 0)
    try expect(dataSource.sections[0] == ["a", "c", "d"], "Delete commits: \(dataSource.sections[0])")
    try expect(table.modelOpenSwipeRow == nil && !table.isEditing, "and the actions close")
    try expect(table.modelShowSwipeActions(rowAt: p(1), edge: .leading)?.actions.map(\.title) == ["Flag"], "leading")
    dataSource.sections[0].insert("z", at: 0)
    table.insertRows(at: [p(0)], with: .none)
    try expect(
      table.modelOpenSwipeRow == p(2), "open actions follow their row: \(String(describing: table.modelOpenSwipeRow))")
    table.modelTapSwipeAction(at: 0)
    try expect(delegate.ran == ["flag c"], "the handler UIKit was given runs: \(delegate.ran)")
    try expect(table.modelOpenSwipeRow == nil, "its completion closes the actions")
    table.modelShowSwipeActions(rowAt: p(1), edge: .leading)
    dataSource.sections[0].remove(at: 1)
    table.deleteRows(at: [p(1)], with: .none)
    try expect(table.modelOpenSwipeRow == nil && !table.isEditing, "deleting the row closes its actions")
  },
  ModelTest(
    name: "swipe.model.collectionShowsActionsOnListCellsInListSectionsOnly",
    cites:
      "UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider; UICollectionViewListCell: "
      + "\"a collection view cell that provides list features\" (WWDC20 \"Lists in UICollectionView\"); "
      + "inset-grouped margins are not documented: the model guesses 20 points"
  ) {
    let (grid, _, delegate, _) = makeListGrid([["a", "b", "c"], ["x", "y"]], cell: LabelListCell.self)
    try expect(grid.cellForItem(at: p(0))?.frame.minX == 20, "the inset-grouped list is inset")
    try expect(grid.modelShowSwipeActions(itemAt: p(0, 1), edge: .trailing) == nil, "no actions outside a list")
    try expect(grid.modelShowSwipeActions(itemAt: p(1), edge: .leading) == nil, "no leading provider")
    try expect(grid.modelShowSwipeActions(itemAt: p(1), edge: .trailing)?.actions.count == 1, "trailing")
    grid.modelTapSwipeAction(at: 0)
    try expect(delegate.ran == ["flag b"] && grid.modelOpenSwipeItem == nil, "ran and closed: \(delegate.ran)")
    (grid.cellForItem(at: p(2)) as? UICollectionViewListCell)?.accessories = [.delete(displayed: .always)]
    grid.modelTapAccessory(.delete, itemAt: p(2))
    try expect(grid.modelOpenSwipeItem == p(2), "a delete accessory without a handler shows the trailing actions")
    let (plain, _, _, _) = makeListGrid([["a"]], cell: LabelCollectionCell.self)
    try expect(plain.modelShowSwipeActions(itemAt: p(0), edge: .trailing) == nil, "no actions on a plain cell")
  },
  ModelTest(
    name: "menu.model.multiItemMenuOnIOS16SingleItemBeforeAndDisabledActionsDoNothing",
    cites:
      "UICollectionView.h, collectionView(_:contextMenuConfigurationForItemsAt:point:) (iOS 16): \"an array with "
      + "multiple index paths indicates that the menu was invoked on an item within a multiple selection\"; "
      + "collectionView(_:contextMenuConfigurationForItemAt:point:) deprecated in iOS 16; UIMenuElement.Attributes.disabled"
  ) {
    let (grid, _, delegate, _) = makeListGrid([["a", "b", "c"]], cell: LabelListCell.self)
    try expect(grid.modelOpenContextMenu(itemAt: p(1), selected: [p(0), p(1)])?.children.count == 2, "menu")
    try expect(delegate.menuPaths == [[p(1), p(0)]], "iOS 16: the held item first: \(delegate.menuPaths)")
    try expect(!grid.modelChooseMenuAction(at: [1, 0]), "a disabled action cannot be chosen")
    try expect(grid.modelChooseMenuAction(at: [0]) && delegate.ran == ["pin b,a"], "chosen: \(delegate.ran)")
    try expect(grid.modelOpenMenu == nil, "the menu closed")
    let older = SingleItemMenuDelegate(delegate)
    grid.delegate = older
    grid.modelOpenContextMenu(itemAt: p(2), selected: [p(0)])
    try expect(delegate.menuPaths.last == [p(2)], "without the iOS 16 method, the single-item one")
    grid.delegate = delegate
    grid.modelMenuSystemVersion = 15
    grid.modelOpenContextMenu(itemAt: p(0), selected: [p(1)])
    try expect(delegate.menuPaths.last == [p(0)], "iOS 15: the held item alone")
    let (table, _, _, _) = makeEditableTable([["a", "b"]])
    table.delegate = delegate
    try expect(table.modelOpenContextMenu(rowAt: p(1)) != nil && table.modelChooseMenuAction(at: [0]), "table")
    try expect(delegate.ran.last == "pin b", "the table's menu ran for its row: \(delegate.ran)")
  },
]
