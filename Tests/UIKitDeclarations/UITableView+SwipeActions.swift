/// UIKit: a table's swipe actions
/// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration:
/// "implement the `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
/// or `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` method of
/// your table view's delegate") and context menus
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, UITableView.h).
extension UITableView {
  /// Model only: the person swipes the row at `indexPath` to show the
  /// actions at `edge`. UIKit asks the delegate for them; `nil` means "the
  /// default set of actions", which the model takes as none at the leading
  /// edge and, at the trailing edge, the Delete button of
  /// ``modelSwipe(rowAt:)`` when the row offers one. A configuration
  /// without actions shows none. Not while the table is editing. As with
  /// Delete, the delegate hears `tableView(_:willBeginEditingRowAt:)`.
  /// Returns the actions shown.
  @discardableResult
  public func modelShowSwipeActions(rowAt indexPath: IndexPath, edge: ModelSwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    guard let dataSource, !interaction.isEditing else { return nil }
    modelCheckExists(indexPath)
    modelEndSwipe()
    let asked =
      edge == .leading
      ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    let offersDelete =
      edge == .trailing && dataSource.tableView(self, canEditRowAt: indexPath)
      && (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
      self?.modelTapDeleteButton()
      done(true)
    }
    guard let configuration = asked ?? (offersDelete ? UISwipeActionsConfiguration(actions: [delete]) : nil),
      !configuration.actions.isEmpty
    else { return nil }
    interaction.swipeSessions += 1
    interaction.openSwipe = ModelOpenSwipe(
      path: indexPath, configuration: configuration, session: interaction.swipeSessions)
    interaction.swipedRow = indexPath
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    return configuration
  }

  /// Model only: the open swipe actions' row, wherever updates moved it.
  public var modelOpenSwipeRow: IndexPath? { interaction.openSwipe?.path }

  /// Model only: the person taps the open action at `index`, from the edge
  /// inwards: UIKit runs its handler with the row's cell, and the actions
  /// close when the handler calls its completion ("call the
  /// completionHandler to reset the context to its normal state",
  /// UIContextualAction.h), if they are still the ones open.
  public func modelTapSwipeAction(at index: Int) {
    guard let swipe = interaction.openSwipe else { return }
    let action = ModelContextualActions.action(at: index, of: swipe)
    action.handler(action, cellForRow(at: swipe.path) ?? self) { [weak self] _ in
      guard let self, interaction.openSwipe?.session == swipe.session else { return }
      modelEndSwipe()
    }
  }

  /// Model only: the person swipes the row all the way across: the first
  /// action runs when the configuration allows it
  /// (`performsFirstActionWithFullSwipe`), else the actions stay open.
  public func modelFullySwipe(rowAt indexPath: IndexPath, edge: ModelSwipeEdge) {
    guard let configuration = modelShowSwipeActions(rowAt: indexPath, edge: edge),
      configuration.performsFirstActionWithFullSwipe
    else { return }
    modelTapSwipeAction(at: 0)
  }

  /// Model only: the person touches and holds the row at `indexPath`: UIKit
  /// asks the delegate for a configuration at a point in the row, and, when
  /// it returns one, its menu and preview. Returns the menu shown.
  @discardableResult
  public func modelOpenContextMenu(rowAt indexPath: IndexPath) -> UIMenu? {
    modelCheckExists(indexPath)
    interaction.openMenu = nil
    guard let configuration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
    else { return nil }
    interaction.openMenu = ModelContextualActions.open(configuration, at: [indexPath])
    return interaction.openMenu?.menu
  }

  /// Model only: the open menu, and the preview its provider returned.
  public var modelOpenMenu: (menu: UIMenu, preview: UIViewController?)? {
    interaction.openMenu.map { ($0.menu, $0.preview) }
  }

  /// Model only: the person chooses the menu's action at `indexes` (see
  /// ``modelOpenContextMenu(rowAt:)``): the menu closes and the action's
  /// handler runs; a disabled or hidden action cannot be chosen. Returns
  /// whether a handler ran.
  @discardableResult
  public func modelChooseMenuAction(at indexes: [Int]) -> Bool {
    // The handler runs once the menu is closed, outside the access to it.
    guard let action = ModelContextualActions.choose(at: indexes, from: &interaction.openMenu) else { return false }
    action.handler(action)
    return true
  }

  /// Model only: the menu closes without a choice.
  public func modelDismissContextMenu() { interaction.openMenu = nil }

  /// Carries the open swipe actions through a batch update; the delegate
  /// hears `tableView(_:didEndEditingRowAt:)`, without a path, when their
  /// row went away.
  func modelCarrySwipeActions() {
    if interaction.carrySwipe(engine.lastMapping) {
      interaction.swipedRow = nil
      delegate?.tableView(self, didEndEditingRowAt: nil)
    } else if let swipe = interaction.openSwipe {
      interaction.swipedRow = swipe.path
    }
  }
}
