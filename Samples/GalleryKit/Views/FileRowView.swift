import ReuseKit

/// A file or folder on one line, indented by its outline level, with a
/// disclosure triangle that says whether a folder is expanded, and `›`
/// when it has the focus.
///
/// ```
/// ›   ▾ tests-1
///       · tests-file-1.swift
/// ```
final class FileRowView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The node shown, or `nil` before the first configuration and after reuse.
  private(set) var node: FileNode?

  /// The state the container told the view last: expansion and level included.
  private(set) var state = CellState.normal

  /// Shows `viewModel`.
  func configure(with viewModel: FileNode) { node = viewModel }

  /// Keeps the state to draw it.
  func update(for state: CellState) { self.state = state }

  /// Forgets the node.
  func prepareForReuse() { node = nil }

  /// `› ▾ name`, indented two columns per level.
  func render(width: Int, height: Int) -> [String] {
    guard let node, height > 0 else { return [] }
    let focus = state.isFocused ? "›" : " "
    let mark = node.isFolder ? (state.isExpanded ? "▾" : "▸") : "·"
    let indent = String(repeating: "  ", count: state.level)
    return ["\(focus) \(indent)\(mark) \(node.name)".fitted(to: width)]
  }
}
