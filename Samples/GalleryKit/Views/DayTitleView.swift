import ReuseKit

/// The title of a day in the Chat screen, centred on one line: the header
/// of each day's section, pinned to the top while its day is under it.
final class DayTitleView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The title shown, such as `Yesterday`, or `nil` before the first
  /// configuration and after reuse.
  private(set) var title: String?

  /// Shows `viewModel`, a day's title.
  func configure(with viewModel: String) { title = viewModel }

  /// Forgets the title.
  func prepareForReuse() { title = nil }

  /// One line, whatever the width.
  func preferredHeight(forWidth width: Double) -> Double? { title == nil ? nil : 1 }

  /// `──────── Yesterday ────────`.
  func render(width: Int, height: Int) -> [String] {
    guard let title, height > 0 else { return [] }
    let text = " \(title) "
    let left = max(0, (width - text.count) / 2)
    return [(String(repeating: "─", count: left) + text).fitted(to: width, padding: "─")]
  }
}
