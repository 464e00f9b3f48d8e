import ReuseKit

/// A task on the Tasks screen: its identity, its title, and the marks its
/// swipe actions and context menu set. A task whose marks change keeps its
/// identity, so a new snapshot with it reconfigures its row in place.
struct TaskItem: Identifiable, Hashable, Sendable, Diffable {
  /// The identity of the task.
  let id: Int
  /// What the task says.
  var title: String
  /// Whether the task is flagged, for attention.
  var isFlagged = false
  /// Whether the task is done.
  var isDone = false
}
