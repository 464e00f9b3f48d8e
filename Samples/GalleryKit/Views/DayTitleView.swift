import ReuseKit

/// The title of a day in the Chat screen, centred on one line: the first
/// row of each day's section. (A plain row, not a section header.)
final class DayTitleView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The day shown, in days before today, or `nil` before the first
  /// configuration and after reuse.
  private(set) var day: Int?

  /// Shows the title of `viewModel`, a day counted back from today.
  func configure(with viewModel: Int) { day = viewModel }

  /// Forgets the day.
  func prepareForReuse() { day = nil }

  /// One line, whatever the width.
  func preferredHeight(forWidth width: Double) -> Double? { day == nil ? nil : 1 }

  /// `──────── Yesterday ────────`.
  func render(width: Int, height: Int) -> [String] {
    guard let day, height > 0 else { return [] }
    let title = " \(ChatRow.title(ofDay: day)) "
    let left = max(0, (width - title.count) / 2)
    return [(String(repeating: "─", count: left) + title).fitted(to: width, padding: "─")]
  }
}
