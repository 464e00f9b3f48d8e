/// A container that can be in the middle of a pass of its own (laying out,
/// measuring, updating) during which it calls user code, or of a person's
/// interaction that must not be disturbed (a UIKit view's uncommitted
/// updates, a drag), and that runs work started meanwhile only once it ends.
///
/// ``DiffableDataSource`` starts each apply through it, so an apply from a
/// cell provider never lands inside the pass that called the provider.
@MainActor
package protocol IdleScheduling: AnyObject {
  /// Runs `work` now when the container is idle, else at the end of its
  /// current pass or interaction, after the work that arrived before it.
  func performWhenIdle(_ work: @escaping @MainActor () -> Void)
}
