import ReuseKit

/// A chat message as a bubble: a line with its author and time, then its
/// text wrapped to the width, so its height depends on its width.
///
/// ```
/// ╭ Ada 09:14 (edited)
/// │ Did the nightly build pass? I pushed
/// │ the fix for the flaky test.
/// ```
final class MessageView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The message shown, or `nil` before the first configuration and after reuse.
  private(set) var message: ChatMessage?

  /// Shows `viewModel`.
  func configure(with viewModel: ChatMessage) { message = viewModel }

  /// Forgets the message.
  func prepareForReuse() { message = nil }

  /// The author's line and the text's lines at `width`.
  func preferredHeight(forWidth width: Double) -> Double? {
    guard let message else { return nil }
    return Double(1 + Self.body(of: message, width: Int(width)).count)
  }

  /// The bubble, clipped to `height` lines.
  func render(width: Int, height: Int) -> [String] {
    guard let message else { return [] }
    let edited = message.isEdited ? " (edited)" : ""
    let header = "╭ \(message.author) \(message.time)\(edited)"
    let lines = [header] + Self.body(of: message, width: width).map { "│ " + $0 }
    return lines.prefix(max(0, height)).map { $0.fitted(to: width) }
  }

  // MARK: - Private

  /// The text's lines, two columns in from the left edge.
  private static func body(of message: ChatMessage, width: Int) -> [String] {
    message.text.wrapped(to: width - 2)
  }
}
