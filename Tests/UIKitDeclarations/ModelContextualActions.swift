/// Model only: the edge of a row or item a person swipes to show its
/// actions, in the layout direction (UIKit puts leading actions on the left
/// from left to right and on the right from right to left, as
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` says).
public enum ModelSwipeEdge: Sendable {
  case leading, trailing
}

/// The swipe actions open on a row or an item: the configuration UIKit
/// asked for when the swipe began, kept as it is while they stay open.
struct ModelOpenSwipe {
  var path: IndexPath
  let configuration: UISwipeActionsConfiguration
  /// Which opening this is: a handler's completion closes only its own.
  let session: Int
}

/// The context menu open on rows or items: the configuration, and the
/// menu and preview its providers returned as it opened.
struct ModelOpenMenu {
  let paths: [IndexPath]
  let configuration: UIContextMenuConfiguration
  let menu: UIMenu
  let preview: UIViewController?
}

/// What a table view and a collection view share of swipe actions and
/// context menus.
///
/// - Through a batch update, open swipe actions follow their row, and close
///   when it is deleted or reloaded (its cell goes away); a `reloadData()`
///   closes them. Apple documents neither; the model takes the case harder
///   for adapters: the actions stay open and tappable as their row moves,
///   with the handlers UIKit was given when the swipe began.
/// - An open context menu stays open through updates, with the handlers of
///   the menu UIKit was given when it opened: the menu is presented apart
///   from the cells (https://developer.apple.com/documentation/uikit/uicontextmenuinteraction).
@MainActor
enum ModelContextualActions {
  /// The open configuration's action at `index`, or a trap naming it.
  static func action(at index: Int, of swipe: ModelOpenSwipe) -> UIContextualAction {
    guard swipe.configuration.actions.indices.contains(index) else {
      modelRaise("UIKit model: no swipe action at \(index) of \(swipe.configuration.actions.count)")
    }
    return swipe.configuration.actions[index]
  }

  /// The menu's action at `indexes`: each index a child of the menu before,
  /// inline groups and submenus alike.
  static func action(at indexes: [Int], in menu: UIMenu) -> UIAction? {
    guard let first = indexes.first, menu.children.indices.contains(first) else { return nil }
    switch menu.children[first] {
    case let action as UIAction: return indexes.count == 1 ? action : nil
    case let submenu as UIMenu: return action(at: Array(indexes.dropFirst()), in: submenu)
    default: return nil
    }
  }

  /// The person chooses the action at `indexes` of the menu open in `open`:
  /// the menu closes, and the chosen action is returned for its handler to
  /// run; a disabled or hidden action cannot be chosen, and leaves the menu
  /// open.
  static func choose(at indexes: [Int], from open: inout ModelOpenMenu?) -> UIAction? {
    guard let menu = open?.menu else { return nil }
    guard let action = action(at: indexes, in: menu) else {
      modelRaise("UIKit model: the open menu has no action at \(indexes)")
    }
    guard action.attributes.isDisjoint(with: [.disabled, .hidden]) else { return nil }
    open = nil
    return action
  }

  /// Opens `configuration`'s menu for `paths`: UIKit asks its providers as
  /// the menu is presented.
  static func open(_ configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> ModelOpenMenu {
    let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
    return ModelOpenMenu(
      paths: paths, configuration: configuration, menu: menu, preview: configuration.previewProvider?())
  }
}

extension ModelInteraction {
  /// Moves open swipe actions with their row through a batch update;
  /// returns whether they closed because their row went away.
  mutating func carrySwipe(_ mapping: ModelBatch.Mapping) -> Bool {
    guard let swipe = openSwipe else { return false }
    guard let path = mapping.carry([swipe.path]).first else {
      openSwipe = nil
      return true
    }
    openSwipe?.path = path
    return false
  }
}
