/// What every container does when a person performs a swipe or menu action:
/// the decision lives here once, and the headless container and the UIKit
/// adapters only find the item it was opened for, by identity, and report
/// what happened.
extension ContainerContent {
  // MARK: - Package

  /// The path, among `paths`, of the item whose identity is `identity`:
  /// where an apply has moved the item a person opened actions or a menu
  /// on; `nil` once it is gone.
  ///
  /// - Complexity: O(k) for k paths, the views on screen.
  package func itemPath(of identity: AnyHashable, among paths: some Sequence<ItemPath>) -> ItemPath? {
    paths.first { itemIdentity(at: $0) == identity }
  }

  /// Performs `action` on the item at `itemPath` of this content: a delete
  /// action deletes it through the data source's editing path and reports
  /// it done; any other runs the app's handler, which calls `completion`
  /// when it is done.
  package func perform(
    _ action: SwipeAction, onItemAt itemPath: ItemPath, completion: @escaping @MainActor (Bool) -> Void
  ) {
    switch action.effect {
    case .delete:
      send(.didDeleteItem(itemPath))
      completion(true)
    case .handler(let handler):
      handler(completion)
    }
  }

  /// Performs the menu's `action` on the items at `itemPaths` of this
  /// content: a delete action deletes each of them through the data
  /// source's editing path; any other runs the app's handler, once.
  package func perform(_ action: MenuAction, onItemsAt itemPaths: [ItemPath]) {
    switch action.effect {
    case .delete:
      // Each event is resolved by this content to its item, so the paths
      // stay right as the deletions apply.
      for path in itemPaths { send(.didDeleteItem(path)) }
    case .handler(let handler):
      handler()
    }
  }

  /// The menu a touch and hold opens on the items at `itemPaths`, the held
  /// item first, and the items it is for: for several selected items the
  /// data source's menu for a selection (``DiffableDataSource/Selection/contextMenu``),
  /// which has no preview; otherwise, or when it gives none, the held item's
  /// own menu (``ViewConfiguration/contextMenu(_:preview:)``), for it alone.
  /// `nil` when neither exists.
  package func contextMenu(
    forItemsAt itemPaths: [ItemPath]
  ) -> (itemPaths: [ItemPath], configuration: ContextMenuConfiguration)? {
    let paths = itemPaths.filter(contains)
    guard let held = paths.first else { return nil }
    if paths.count > 1, let menu = storage?.contextMenu(forItemsAt: paths) {
      return (paths, ContextMenuConfiguration(menu: menu, previewProvider: nil))
    }
    return configuration(at: held)?.contextMenuConfiguration.map { ([held], $0) }
  }
}
