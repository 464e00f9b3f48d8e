/// UIKit: a collection view's swipe actions, which belong to list cells in
/// list sections, through the section's `UICollectionLayoutListConfiguration`
/// providers, and its context menus (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`
/// from iOS 16, `collectionView(_:contextMenuConfigurationForItemAt:point:)`
/// before; UICollectionView.h, iOS 16.5 SDK).
extension UICollectionView {
  /// Model only: the iOS version whose context-menu delegate methods the
  /// view calls: 16 (the default) or 15.
  public var modelMenuSystemVersion: Int {
    get { interaction.menuSystemVersion }
    set { interaction.menuSystemVersion = newValue }
  }

  /// Model only: the person swipes the item at `indexPath` to show the
  /// actions at `edge`: only a list cell (`UICollectionViewListCell`) in a
  /// section laid out by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
  /// shows any, from the section's provider for that edge; `nil` or a
  /// configuration without actions shows none. Returns the actions shown.
  @discardableResult
  public func modelShowSwipeActions(itemAt indexPath: IndexPath, edge: ModelSwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    interaction.openSwipe = nil
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.modelSections.indices.contains(indexPath.section),
      let list = layout.modelSections[indexPath.section].modelListConfiguration,
      cellForItem(at: indexPath) is UICollectionViewListCell
    else { return nil }
    let provider =
      edge == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
    interaction.swipeSessions += 1
    interaction.openSwipe = ModelOpenSwipe(
      path: indexPath, configuration: configuration, session: interaction.swipeSessions)
    return configuration
  }

  /// Model only: the open swipe actions' item, wherever updates moved it.
  public var modelOpenSwipeItem: IndexPath? { interaction.openSwipe?.path }

  /// Model only: the person taps the open action at `index`; see
  /// `UITableView.modelTapSwipeAction(at:)`.
  public func modelTapSwipeAction(at index: Int) {
    guard let swipe = interaction.openSwipe else { return }
    let action = ModelContextualActions.action(at: index, of: swipe)
    action.handler(action, cellForItem(at: swipe.path) ?? self) { [weak self] _ in
      guard let self, interaction.openSwipe?.session == swipe.session else { return }
      interaction.openSwipe = nil
    }
  }

  /// Model only: a full swipe; see `UITableView.modelFullySwipe(rowAt:edge:)`.
  public func modelFullySwipe(itemAt indexPath: IndexPath, edge: ModelSwipeEdge) {
    guard let configuration = modelShowSwipeActions(itemAt: indexPath, edge: edge),
      configuration.performsFirstActionWithFullSwipe
    else { return }
    modelTapSwipeAction(at: 0)
  }

  /// Model only: the person taps the list cell accessory of `kind` on the
  /// item at `indexPath`: its handler runs; a delete accessory without one
  /// shows the trailing swipe actions (see `UICellAccessory.delete`).
  public func modelTapAccessory(_ kind: UICellAccessory.ModelKind, itemAt indexPath: IndexPath) {
    guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
      let accessory = cell.accessories.first(where: { $0.modelKind == kind })
    else { modelRaise("UIKit model: the item at \(indexPath) shows no \(kind) accessory") }
    if let handler = accessory.modelActionHandler {
      handler()
    } else if kind == .delete {
      modelShowSwipeActions(itemAt: indexPath, edge: .trailing)
    }
  }

  /// Model only: the person touches and holds the item at `indexPath`,
  /// with `selected` the other selected items the menu is for. On iOS 16
  /// UIKit asks `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
  /// with the held item first, and falls back to the single-item method when
  /// the delegate does not implement it; on iOS 15 only the single-item
  /// method, for the held item. Returns the menu shown.
  @discardableResult
  public func modelOpenContextMenu(itemAt indexPath: IndexPath, selected: [IndexPath] = []) -> UIMenu? {
    interaction.openMenu = nil
    let paths = [indexPath] + selected.filter { $0 != indexPath }
    var configuration: UIContextMenuConfiguration?
    let recorded = UIKitModelRecorder.defaultsCalled.count
    if interaction.menuSystemVersion >= 16 {
      configuration = delegate?.collectionView(self, contextMenuConfigurationForItemsAt: paths, point: .zero)
    }
    if configuration == nil,
      interaction.menuSystemVersion < 16
        || UIKitModelRecorder.defaultsCalled.dropFirst(recorded).contains(
          "UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    {
      configuration = delegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: .zero)
    }
    guard let configuration else { return nil }
    interaction.openMenu = ModelContextualActions.open(configuration, at: paths)
    return interaction.openMenu?.menu
  }

  /// Model only: the open menu, and the preview its provider returned.
  public var modelOpenMenu: (menu: UIMenu, preview: UIViewController?)? {
    interaction.openMenu.map { ($0.menu, $0.preview) }
  }

  /// Model only: the person chooses the menu's action at `indexes`; see
  /// `UITableView.modelChooseMenuAction(at:)`.
  @discardableResult
  public func modelChooseMenuAction(at indexes: [Int]) -> Bool {
    // The handler runs once the menu is closed, outside the access to it.
    guard let action = ModelContextualActions.choose(at: indexes, from: &interaction.openMenu) else { return false }
    action.handler(action)
    return true
  }
}
