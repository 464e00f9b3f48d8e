import ReuseKit

/// A task on one line, drawing its marks and its cell state: `▸` when it
/// has the focus, `[x]` when selected, `✓` when done, `⚑` when flagged,
/// `≡` while it is picked up to move, `↔` while swiped open.
///
/// ```
/// ▸ [x] ✓ Write the release notes ⚑
/// ```
final class TaskView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  init() {}

  // MARK: - Internal

  /// The task shown, or `nil` before the first configuration and after reuse.
  private(set) var task: TaskItem?

  /// The state the container told the view last.
  private(set) var state = CellState.normal

  /// Shows `viewModel`.
  func configure(with viewModel: TaskItem) { task = viewModel }

  /// Keeps the state to draw it.
  func update(for state: CellState) { self.state = state }

  /// Forgets the task.
  func prepareForReuse() { task = nil }

  /// `▸ [x] ✓ title ⚑`, clipped to `width`.
  func render(width: Int, height: Int) -> [String] {
    guard let task, height > 0 else { return [] }
    let focus = state.isFocused ? "▸" : " "
    let box = state.isSelected ? "[x]" : "[ ]"
    let done = task.isDone ? "✓ " : ""
    let flag = task.isFlagged ? " ⚑" : ""
    let mark = state.isSwiped ? " ↔" : state.isHighlighted ? " ≡" : ""
    return ["\(focus) \(box) \(done)\(task.title)\(flag)\(mark)".fitted(to: width)]
  }
}
