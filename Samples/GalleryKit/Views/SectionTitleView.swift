import ReuseKit

/// The header of a section of the Cards screen: its title and card count on
/// one line, in the list and in the grid alike.
///
/// ```
/// ── Inbox · 12 cards ─────────────
/// ```
final class SectionTitleView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The section shown, or `nil` before the first configuration and after reuse.
  private(set) var section: CardSection?

  /// How many times the view was configured, in place or after reuse.
  private(set) var configureCount = 0

  /// Shows `viewModel`.
  func configure(with viewModel: CardSection) {
    section = viewModel
    configureCount += 1
  }

  /// Forgets the section.
  func prepareForReuse() { section = nil }

  /// One line, whatever the width.
  func preferredHeight(forWidth width: Double) -> Double? { section == nil ? nil : 1 }

  /// `── Inbox · 12 cards ───`.
  func render(width: Int, height: Int) -> [String] {
    guard let section, height > 0 else { return [] }
    let cards = section.count == 1 ? "1 card" : "\(section.count) cards"
    return ["── \(section.title) · \(cards) ".fitted(to: width, padding: "─")]
  }
}
