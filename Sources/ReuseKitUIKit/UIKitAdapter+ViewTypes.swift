#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UIKitAdapter {
    // MARK: - Internal

    /// The reconfigured items of `transition` split by the core's
    /// ``Reconfiguration`` into those UIKit may reconfigure and those whose
    /// view type changed, which it must reload; `prepared` hands each
    /// configuration read to the cell request UIKit makes for the item after
    /// the batch. Only a batch that changes no structure is split, where
    /// paths before and after it agree; in any other, every reconfigured item
    /// is reconfigured and its request reads its configuration itself.
    func splitByViewType(
      _ transition: ContentTransition, in view: UIKitListView
    ) -> (kept: [ItemPath], replaced: [ItemPath], prepared: [IndexPath: ViewConfiguration]) {
      let update = transition.batchUpdate
      let structural =
        !(update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty
        && update.deletedItems.isEmpty && update.insertedItems.isEmpty && update.movedItems.isEmpty)
      guard !structural else { return (update.reconfiguredItems, [], [:]) }
      let plan = Reconfiguration(update.reconfiguredItems, in: transition.to) {
        (view.visibleCell(at: IndexPath($0)) as? CellStateShowing)?.hostedViewType
      }
      let prepared = Dictionary(uniqueKeysWithValues: plan.configurations.map { (IndexPath($0.key), $0.value) })
      return (plan.kept, plan.replaced, prepared)
    }
  }
#endif
