/// The context menu open on items of a headless container.
@MainActor
public struct OpenContextMenu {
  /// The path of the item held, in the content shown now.
  public let itemPath: ItemPath
  /// The paths of every item the menu is for, the held item first: several
  /// when it opened on one of several selected items.
  public let itemPaths: [ItemPath]
  /// The menu and its preview, as the content gives them now.
  public let configuration: ContextMenuConfiguration
}

extension HeadlessInteraction {
  // MARK: - Public

  /// Touches and holds the item: its context menu opens, closing any menu
  /// or swipe actions open on another item. When the item is one of several
  /// selected items and the data source has a menu for a selection
  /// (``DiffableDataSource/Selection/contextMenu``), that menu opens for
  /// all of them, the held item first.
  ///
  /// - Returns: The menu and its preview, or `nil` when the item has no
  ///   cell on screen or no menu (``ViewConfiguration/contextMenu(_:preview:)``).
  @discardableResult
  public func openContextMenu(itemAt itemPath: ItemPath) -> ContextMenuConfiguration? {
    closeSwipeActions()
    container.openMenuItems = []
    let content = container.content
    guard container.views.cells[itemPath] != nil else { return nil }
    let selected = content.selectedItemPaths
    let held = selected.contains(itemPath) ? [itemPath] + selected.filter { $0 != itemPath } : [itemPath]
    guard let menu = content.contextMenu(forItemsAt: held) else { return nil }
    container.openMenuItems = menu.itemPaths.compactMap(content.itemIdentity(at:))
    return menu.configuration
  }

  /// The menu open now, as the content shown gives it, with its items'
  /// paths there: after an apply that moved or changed the held item, its
  /// new path and its new menu. `nil` when none is open, or once an apply
  /// deleted the held item, it left the screen, or it has no menu any more.
  public var openedContextMenu: OpenContextMenu? {
    let content = container.content
    guard let held = container.openMenuItems.first, let path = visiblePath(of: held) else { return nil }
    let others = container.openMenuItems.dropFirst().compactMap {
      content.itemPath(of: $0, among: content.selectedItemPaths + container.views.cells.byKey.keys)
    }
    guard let menu = content.contextMenu(forItemsAt: [path] + others) else { return nil }
    return OpenContextMenu(itemPath: path, itemPaths: menu.itemPaths, configuration: menu.configuration)
  }

  /// Chooses the action at `indexes` of the open menu
  /// (``ContextMenu/action(at:)``) for the items the menu was opened on,
  /// wherever an apply has moved them, and closes the menu: a delete action
  /// deletes them through the data source's editing path, and any other
  /// runs its handler. Does nothing when no menu is open, its held item is
  /// gone, or the action is disabled or hidden.
  ///
  /// - Returns: Whether an action ran.
  /// - Precondition: `indexes` name an action of the open menu; otherwise
  ///   this stops with a message naming them.
  @discardableResult
  public func performContextMenuAction(at indexes: [Int]) -> Bool {
    guard let open = openedContextMenu else {
      container.openMenuItems = []
      return false
    }
    guard let action = open.configuration.menu.action(at: indexes) else {
      fatalError(
        "\(HeadlessContainer<Arrangement>.name) interaction.performContextMenuAction(at:): the open menu of item "
          + "\(open.itemPath) has no action at \(indexes)")
    }
    guard action.attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
    container.openMenuItems = []
    container.content.perform(action, onItemsAt: open.itemPaths)
    return true
  }

  /// Closes the open menu, if any, choosing nothing.
  public func dismissContextMenu() {
    container.openMenuItems = []
  }
}
