#if canImport(UIKit)
  import UIKit

  /// A view that hosts a `SizeInvalidatingView` and passes its size reports on
  /// to the nearest table or collection view.
  ///
  /// The core's `SizeInvalidatingView` is the one protocol for late sizing:
  /// the same view reports through ``HostingCell`` to a headless container,
  /// and through the hosting view to UIKit, with no UIKit-only protocol.
  @MainActor
  protocol SizeInvalidationHost: UIView {}

  extension SizeInvalidationHost {
    /// Marks the host for layout and asks the nearest container above it to
    /// size the host again.
    ///
    /// A collection view cell whose height did not change does nothing; the
    /// others are sized again once per run-loop turn, however many report
    /// (see ``LayoutInvalidationCoalescer``), and so are a table's rows.
    /// Either way the first visible item keeps its place on screen, or the
    /// end while the view sticks to it: UIKit keeps the numeric offset, so a
    /// row above it that grows would push it down.
    func hostedViewDidInvalidateSize() {
      setNeedsLayout()
      guard let container = nearestContainer else { return }
      guard case .collection(let collectionView) = container, let cell = self as? UICollectionViewCell else {
        LayoutInvalidationCoalescer.shared.invalidateLayout(of: container)
        return
      }
      guard let indexPath = collectionView.indexPath(for: cell) else { return }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = cell.frame
      guard cell.preferredLayoutAttributesFitting(attributes).size.height != cell.bounds.height else { return }
      LayoutInvalidationCoalescer.shared.invalidateSize(of: cell, in: collectionView)
    }

    /// The nearest table or collection view above the host.
    private var nearestContainer: UIKitListView? {
      var ancestor = superview
      while let view = ancestor {
        if let container = UIKitListView(view) { return container }
        ancestor = view.superview
      }
      return nil
    }
  }
#endif
