#if canImport(UIKit)
  import UIKit

  /// A view that hosts a ``SizeInvalidating`` view and passes its size
  /// requests on to the nearest table or collection view.
  @MainActor
  protocol SizeInvalidationHost: UIView {}

  extension SizeInvalidationHost {
    /// Marks the host for layout and asks the nearest container above it for a
    /// coalesced relayout.
    func hostedViewDidInvalidateSize() {
      setNeedsLayout()
      var ancestor = superview
      while let view = ancestor {
        if let container = view as? any CoalescedLayoutInvalidating {
          LayoutInvalidationCoalescer.shared.invalidateLayout(of: container)
          return
        }
        ancestor = view.superview
      }
    }
  }
#endif
