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
    /// Invalidates the layout.
    func invalidateCellSizes() {
      collectionViewLayout.invalidateLayout()
    }

    /// Sizes `cells` again: an invalidation context that names their items,
    /// inside a batch update, so that the change animates. A plain
    /// `invalidateLayout()` keeps the sizes self-sizing cells reported.
    func invalidateSizes(of cells: [UICollectionViewCell]) {
      let paths = cells.compactMap(indexPath(for:))
      guard !paths.isEmpty else { return }
      let context =
        collectionViewLayout is UICollectionViewFlowLayout
        ? UICollectionViewFlowLayoutInvalidationContext() : UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: paths)
      performBatchUpdates({ self.collectionViewLayout.invalidateLayout(with: context) }, completion: nil)
    }
  }
#endif
