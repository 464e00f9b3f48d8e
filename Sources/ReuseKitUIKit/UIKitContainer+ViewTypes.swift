#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UIKitContainer {
    // MARK: - Internal

    /// Lets the data source configure the existing cells of `itemPaths`
    /// again, keeping the cells: UIKit's `reconfigureItems(at:)` or
    /// `reconfigureRows(at:)`.
    func reconfigureItems(at itemPaths: [ItemPath]) {
      let (kept, replaced) = splitByViewType(itemPaths)
      if !replaced.isEmpty { reloadItems(at: replaced.map(IndexPath.init)) }
      if !kept.isEmpty { reconfigureCells(at: kept.map(IndexPath.init)) }
    }

    /// `itemPaths` split into the items whose visible cell hosts the view
    /// type their data now names, which UIKit may reconfigure, and those
    /// whose view type changed, which it must reload: UIKit's reconfiguration
    /// requires the data source to return the existing cell
    /// (`reconfigureRows(at:)`: "must dequeue the same type of cell").
    func splitByViewType(_ itemPaths: [ItemPath]) -> (kept: [ItemPath], replaced: [ItemPath]) {
      guard let provider = AdapterState.of(self).provider else { return (itemPaths, []) }
      var kept: [ItemPath] = []
      var replaced: [ItemPath] = []
      for path in itemPaths {
        let shown = reuseIdentifierOfVisibleCell(at: IndexPath(path))
        let next = provider.configuration(path)?.reuseIdentifier.rawValue
        if let shown, let next, shown != next { replaced.append(path) } else { kept.append(path) }
      }
      return (kept, replaced)
    }
  }
#endif
