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
    /// A collection view cell whose height did not change does nothing. On
    /// iOS 16 and later the cell invalidates its own intrinsic content size,
    /// which `selfSizingInvalidation` turns into a new size; before, the
    /// cell's item is named in an invalidation context, once per run-loop
    /// turn for every cell that reported. A table updates its row heights
    /// once per turn, however many views report.
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
      if AdapterEnvironment.usesIOS16API, #available(iOS 16.0, *), collectionView.selfSizingInvalidation != .disabled {
        cell.invalidateIntrinsicContentSize()
      } else {
        LayoutInvalidationCoalescer.shared.invalidateSize(of: cell, in: collectionView)
      }
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
