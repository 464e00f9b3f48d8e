/// The context menu open on an item of a headless container.
@MainActor
public struct OpenContextMenu {
  /// The path of its item in the content shown now.
  public let itemPath: ItemPath
  /// The menu and its preview, as the item's configuration gives them now.
  public let configuration: ContextMenuConfiguration
}

extension HeadlessInteraction {
  // MARK: - Public

  /// Touches and holds the item: its context menu opens, closing any menu
  /// or swipe actions open on another item.
  ///
  /// - Returns: The menu and its preview, or `nil` when the item has no
  ///   cell on screen or no menu (``ViewConfiguration/contextMenu(_:preview:)``).
  @discardableResult
  public func openContextMenu(itemAt itemPath: ItemPath) -> ContextMenuConfiguration? {
    closeSwipeActions()
    container.openMenuItem = nil
    guard container.views.cells[itemPath] != nil,
      let configuration = container.content.configuration(at: itemPath)?.contextMenuConfiguration
    else { return nil }
    container.openMenuItem = container.content.itemIdentity(at: itemPath)
    return configuration
  }

  /// The menu open now, as its item's configuration in the content shown
  /// gives it, with the item's path there: after an apply that moved or
  /// changed the item, its new path and its new menu. `nil` when none is
  /// open, or once an apply deleted the item, it left the screen, or it has
  /// no menu any more.
  public var openedContextMenu: OpenContextMenu? {
    guard let identity = container.openMenuItem, let path = visiblePath(of: identity),
      let configuration = container.content.configuration(at: path)?.contextMenuConfiguration
    else { return nil }
    return OpenContextMenu(itemPath: path, configuration: configuration)
  }

  /// Chooses the action at `indexes` of the open menu
  /// (``ContextMenu/action(at:)``) for the item the menu was opened on,
  /// wherever an apply has moved it, and closes the menu: a delete action
  /// deletes the item through the data source's editing path, and any
  /// other runs its handler. Does nothing when no menu is open, its item is
  /// gone, or the action is disabled or hidden.
  ///
  /// - Returns: Whether an action ran.
  /// - Precondition: `indexes` name an action of the open menu; otherwise
  ///   this stops with a message naming them.
  @discardableResult
  public func performContextMenuAction(at indexes: [Int]) -> Bool {
    guard let open = openedContextMenu else {
      container.openMenuItem = nil
      return false
    }
    guard let action = open.configuration.menu.action(at: indexes) else {
      fatalError(
        "\(HeadlessContainer<Arrangement>.name) interaction.performContextMenuAction(at:): the open menu of item "
          + "\(open.itemPath) has no action at \(indexes)")
    }
    guard action.attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
    container.openMenuItem = nil
    switch action.effect {
    case .delete: container.content.send(.didDeleteItem(open.itemPath))
    case .handler(let handler): handler()
    }
    return true
  }

  /// Closes the open menu, if any, choosing nothing.
  public func dismissContextMenu() {
    container.openMenuItem = nil
  }
}
