#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A data source's applies wait while a person's reorder or drop is under
  /// way: UIKit asks not to reload "while there are uncommitted updates to
  /// avoid interfering with user-initiated interactions" (`hasUncommittedUpdates`
  /// in UITableView.h and UICollectionView.h). The data source decides what
  /// an apply held back becomes once the drop lands (it takes the drop by
  /// identity); the view only says when it is free again.
  extension UIKitAdapter {
    // MARK: - Internal

    /// Runs `work` now, or once the view has no uncommitted updates, looked
    /// at again every ``uncommittedPollInterval`` seconds; at once when the
    /// view is gone.
    func performWhenCommitted(_ work: @escaping @MainActor () -> Void) {
      guard listView?.hasUncommittedUpdates == true else { return work() }
      AdapterEnvironment.scheduleAfter(Self.uncommittedPollInterval) { [weak self] in
        guard let self else { return work() }
        self.performWhenCommitted(work)
      }
    }

    /// Runs `work` once the view's batch updates finished animating; at
    /// once when none is animating or the view is gone, since nothing is
    /// left to animate.
    func whenAnimationsEnd(_ work: @escaping @MainActor () -> Void) {
      guard listView != nil else { return work() }
      state.whenAnimationsEnd(work)
    }

    // MARK: - Private

    /// One frame at 60 Hz: a drag ends between frames.
    private static var uncommittedPollInterval: Double { 1.0 / 60 }
  }

  extension TableViewReuse {
    /// Runs `work` now, or once the table has no uncommitted updates.
    public func performWhenIdle(_ work: @escaping @MainActor () -> Void) { performWhenCommitted(work) }

    /// Runs `work` once the table's batch updates finished animating.
    public func performAfterAnimations(_ work: @escaping @MainActor () -> Void) { whenAnimationsEnd(work) }
  }

  extension CollectionViewReuse {
    /// Runs `work` now, or once the collection view has no uncommitted updates.
    public func performWhenIdle(_ work: @escaping @MainActor () -> Void) { performWhenCommitted(work) }

    /// Runs `work` once the collection view's batch updates finished animating.
    public func performAfterAnimations(_ work: @escaping @MainActor () -> Void) { whenAnimationsEnd(work) }
  }
#endif
