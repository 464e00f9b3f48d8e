#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UIKitContainer {
    // MARK: - Internal

    /// The reconfigured items of `transition` split into those whose visible
    /// cell hosts the view type their new configuration names, which UIKit
    /// may reconfigure, and those whose view type changed, which it must
    /// reload: UIKit's reconfiguration requires the data source to return
    /// the existing cell (`reconfigureRows(at:)`: "must dequeue the same type
    /// of cell").
    ///
    /// Each configuration is read once, here, and `prepared` hands it to
    /// the cell request UIKit makes for the item after the batch, so the
    /// cell provider runs once per request. Only a batch that changes no
    /// structure is split, where paths before and after it agree; in any
    /// other, every reconfigured item is reconfigured and its request reads
    /// its configuration itself.
    func splitByViewType(
      _ transition: ContentTransition
    ) -> (kept: [ItemPath], replaced: [ItemPath], prepared: [IndexPath: ViewConfiguration]) {
      let update = transition.batchUpdate
      let structural =
        !(update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty
        && update.deletedItems.isEmpty && update.insertedItems.isEmpty && update.movedItems.isEmpty)
      guard !structural else { return (update.reconfiguredItems, [], [:]) }
      var kept: [ItemPath] = []
      var replaced: [ItemPath] = []
      var prepared: [IndexPath: ViewConfiguration] = [:]
      for path in update.reconfiguredItems {
        let indexPath = IndexPath(path)
        guard let shown = reuseIdentifierOfVisibleCell(at: indexPath),
          let next = transition.to.configuration(at: path)
        else {
          kept.append(path)
          continue
        }
        prepared[indexPath] = next
        if shown != next.reuseIdentifier.rawValue { replaced.append(path) } else { kept.append(path) }
      }
      return (kept, replaced, prepared)
    }
  }
#endif
