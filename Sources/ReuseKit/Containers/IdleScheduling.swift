/// A container that can be in the middle of a pass of its own (laying out,
/// measuring, updating) during which it calls user code, and that runs work
/// started from that code only once the pass ends.
///
/// ``DiffableDataSource`` starts each apply through it, so an apply from a
/// cell provider never lands inside the pass that called the provider.
@MainActor
package protocol IdleScheduling: AnyObject {
  /// Runs `work` now when the container is idle, else at the end of its
  /// current pass, after the work that arrived before it.
  func performWhenIdle(_ work: @escaping @MainActor () -> Void)
}
