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
    /// Marks the host for layout and asks the nearest container above it for a
    /// coalesced relayout: one per container and run-loop turn, however many
    /// hosted views report.
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
