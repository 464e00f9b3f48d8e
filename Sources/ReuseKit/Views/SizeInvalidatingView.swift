/// A view whose height can change after it is configured, for example a
/// widget that learns its height only once it is shown.
///
/// Call ``invalidateSize()`` when the new height is known. The cell that hosts
/// the view sets ``sizeInvalidationHandler``; its container measures the view
/// again through ``ConfigurableView/preferredHeight(forWidth:)``, and folds
/// every report that arrives before its next layout pass into that one pass.
///
/// ```swift
/// final class WidgetView: SizeInvalidatingView {
///   var sizeInvalidationHandler: (@MainActor () -> Void)?
///   private var loadedHeight: Double?
///   func configure(with viewModel: String) { loadedHeight = nil }
///   func widgetDidLoad(height: Double) {
///     loadedHeight = height
///     invalidateSize()
///   }
///   func preferredHeight(forWidth width: Double) -> Double? { loadedHeight }
/// }
/// ```
@MainActor
public protocol SizeInvalidatingView: ConfigurableView {
  /// Set by the hosting cell; do not set it yourself.
  var sizeInvalidationHandler: (@MainActor () -> Void)? { get set }
}

extension SizeInvalidatingView {
  /// Tells the hosting container that the view's height changed.
  public func invalidateSize() { sizeInvalidationHandler?() }
}
