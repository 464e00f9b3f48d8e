import ReuseKit

/// A headless view of a chat message: a ``Model`` whose `value` is the length
/// of its text. It wraps at 10 points a character into lines of 20 points,
/// so its height depends on its width and on its content, and grows with
/// ``textScale``, as text does with the Dynamic Type category.
@MainActor
public final class MessageView: ConfigurableView {
  /// The scale of the text every message view draws: 1 for the default
  /// text size. Tests change it, then call a container's
  /// `contentSizeCategoryDidChange()`.
  public static var textScale = 1.0

  /// The message it shows.
  public private(set) var model: Model?

  /// Creates an empty view.
  public init() {}

  /// Shows `viewModel`.
  public func configure(with viewModel: Model) { model = viewModel }

  /// The lines the text takes at `width`, at least one, 20 points each,
  /// times ``textScale``.
  public func preferredHeight(forWidth width: Double) -> Double? {
    Self.height(of: model?.value ?? 0, atWidth: width)
  }

  /// The height of a text of `length` characters at `width`.
  public static func height(of length: Int, atWidth width: Double) -> Double {
    let perLine = max(1, Int(width / (10 * textScale)))
    return Double(max(1, (length + perLine - 1) / perLine)) * 20 * textScale
  }
}
