import ReuseKit

/// A task on the Tasks screen: its identity and its title.
struct TaskItem: Identifiable, Hashable, Sendable, Diffable {
  /// The identity of the task.
  let id: Int
  /// What the task says.
  var title: String
}
