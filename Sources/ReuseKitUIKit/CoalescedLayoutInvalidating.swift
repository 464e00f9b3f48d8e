#if canImport(UIKit)
  import UIKit

  /// A container that can recompute the sizes of its cells in place.
  @MainActor
  protocol CoalescedLayoutInvalidating: UIView {
    /// Measures the cells again, animating height changes where UIKit does.
    func invalidateCellSizes()
  }

  extension UITableView: CoalescedLayoutInvalidating {
    /// An empty batch update: the table asks its visible cells for their heights again.
    func invalidateCellSizes() {
      performBatchUpdates(nil, completion: nil)
    }
  }

  extension UICollectionView: CoalescedLayoutInvalidating {
    /// Invalidates the layout, which asks self-sizing cells for their sizes again.
    func invalidateCellSizes() {
      collectionViewLayout.invalidateLayout()
    }
  }
#endif
