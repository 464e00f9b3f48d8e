import ReuseKit

/// What an edge of the Chat screen shows after its load failed: the
/// paging's retry view, in place of the first day's title.
///
/// ```
/// ── ⚠ request 2 timed out · x retry ─────────
/// ```
final class RetryView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// Why the load failed, or `nil` before the first configuration and after reuse.
  private(set) var reason: String?

  /// Shows `viewModel`, why the load failed.
  func configure(with viewModel: String) { reason = viewModel }

  /// Forgets the reason.
  func prepareForReuse() { reason = nil }

  /// One line, whatever the width.
  func preferredHeight(forWidth width: Double) -> Double? { reason == nil ? nil : 1 }

  /// `── ⚠ request 2 timed out · x retry ──`.
  func render(width: Int, height: Int) -> [String] {
    guard let reason, height > 0 else { return [] }
    return ["── ⚠ \(reason) · x retry ".fitted(to: width, padding: "─")]
  }
}
