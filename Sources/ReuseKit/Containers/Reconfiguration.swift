/// What becomes of the cells of reconfigured items, decided once for every
/// container: an item whose cell on screen hosts the view type its new
/// configuration names is configured again in that cell, as UIKit's
/// reconfiguration requires ("must dequeue the same type of cell",
/// `reconfigureRows(at:)`); an item whose view type changed gets a new cell,
/// as a reload gives it.
///
/// Each new configuration is read once, here, and handed on to the cell
/// request, so the cell provider runs once per item and request.
@MainActor
package struct Reconfiguration {
  // MARK: - Lifecycle

  /// Splits `itemPaths`, items of `content`, by whether `shownViewType` (the
  /// view type of the item's cell on screen, `nil` for none) is the view
  /// type of their configuration in `content`. An item with no cell on
  /// screen, or no configuration, is kept: it has no cell to replace.
  ///
  /// - Complexity: O(k) configurations read, for the k paths.
  package init(_ itemPaths: [ItemPath], in content: ContainerContent, shownViewType: (ItemPath) -> ReuseIdentifier?) {
    for path in itemPaths {
      guard let shown = shownViewType(path), let next = content.configuration(at: path) else {
        kept.append(path)
        continue
      }
      configurations[path] = next
      if shown == next.reuseIdentifier { kept.append(path) } else { replaced.append(path) }
    }
  }

  // MARK: - Package

  /// The items configured again in the cell they have.
  package private(set) var kept: [ItemPath] = []

  /// The items whose view type changed: each gets a new cell of its type.
  package private(set) var replaced: [ItemPath] = []

  /// The configurations read, by item: those of every item with a cell on
  /// screen.
  package private(set) var configurations: [ItemPath: ViewConfiguration] = [:]
}
