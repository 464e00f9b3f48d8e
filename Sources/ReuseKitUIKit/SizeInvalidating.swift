#if canImport(UIKit)
  import UIKit

  /// A hosted view whose height can change after it was configured, for
  /// example when an image or a chart finishes loading.
  ///
  /// Adopt the protocol and call ``invalidateSize()`` when the new height is
  /// known. The cell that hosts the view forwards the request to its table or
  /// collection view, which lays out again once per run-loop turn however many
  /// views ask. The view holds no reference to its container, so a pending
  /// callback needs no `[weak self]` dance beyond its own.
  ///
  /// ```swift
  /// final class ChartView: UIView, ConfigurableView, SizeInvalidating {
  ///   func chartDidLoad(height: Double) {
  ///     loadedHeight = height
  ///     invalidateSize()
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol SizeInvalidating: UIView {}

  extension SizeInvalidating {
    /// Asks the enclosing cell to measure the view again.
    ///
    /// Inside a ``TableViewCell``, ``CollectionViewCell``,
    /// ``TableViewHeaderFooterView`` or ``CollectionReusableView``, the table or
    /// collection view updates its layout at the end of the current run-loop
    /// turn; every request of that turn is served by one update. Elsewhere, the
    /// view only invalidates its intrinsic content size.
    public func invalidateSize() {
      invalidateIntrinsicContentSize()
      var ancestor = superview
      while let view = ancestor {
        if let host = view as? any SizeInvalidationHost {
          host.hostedViewDidInvalidateSize()
          return
        }
        ancestor = view.superview
      }
    }
  }
#endif
