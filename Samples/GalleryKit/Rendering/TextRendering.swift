import ReuseKit

/// A view that draws itself as text, so that the terminal gallery can show it
/// in any container.
///
/// The same view type renders in a ``HeadlessList``, in a ``HeadlessGrid`` and
/// on its own: the container decides the frame, the view fills it.
///
/// ```swift
/// final class NameView: TextRendering {
///   private var name = ""
///   init() {}
///   func configure(with viewModel: String) { name = viewModel }
///   func render(width: Int, height: Int) -> [String] { [name.fitted(to: width)] }
/// }
/// ```
@MainActor
public protocol TextRendering: ConfigurableView {
  /// The view's text, at most `height` lines of at most `width` characters.
  ///
  /// Shorter lines are padded, extra lines and characters are clipped.
  func render(width: Int, height: Int) -> [String]
}
