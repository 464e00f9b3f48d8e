import ReuseKit

/// What is left of a deleted chat message: one line with its author and
/// time. A message that is deleted switches from ``MessageView`` to this
/// view type, and its row shrinks to one line.
final class DeletedMessageView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The deleted message, or `nil` before the first configuration and after reuse.
  private(set) var message: ChatMessage?

  /// Shows `viewModel` as deleted.
  func configure(with viewModel: ChatMessage) { message = viewModel }

  /// Forgets the message.
  func prepareForReuse() { message = nil }

  /// One line, whatever the width.
  func preferredHeight(forWidth width: Double) -> Double? { message == nil ? nil : 1 }

  /// `╳ Ada 09:14 · message deleted`.
  func render(width: Int, height: Int) -> [String] {
    guard let message, height > 0 else { return [] }
    return ["╳ \(message.author) \(message.time) · message deleted".fitted(to: width)]
  }
}
