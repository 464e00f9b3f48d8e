#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UIKitContainer {
    // MARK: - Internal

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
