/// The forms of every apply to `await`: each returns once what it applied
/// is on screen. A headless container shows an apply as it commits it; a
/// UIKit view once the animations of its last batch end.
///
/// Their synchronous twins take a completion without a default, so that an
/// `await` in top-level code, where a synchronous overload would otherwise
/// win, always picks these.
extension DiffableDataSource {
  // MARK: - Public

  /// Shows `snapshot`, diffed and staged as
  /// ``apply(_:animation:diffing:completion:)`` does, and returns once it is
  /// on screen, after any apply that was running or waiting.
  public func apply(
    _ snapshot: Snapshot<Section, Item>, animation: UpdateAnimation = .automatic, diffing: DiffingPolicy = .automatic
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(snapshot, animation: animation, diffing: diffing) { continuation.resume() }
    }
  }

  /// Shows the visible rows of `sectionSnapshot` as the items of `section`,
  /// as ``apply(_:to:animation:completion:)`` does, and returns once they
  /// are on screen.
  public func apply(
    _ sectionSnapshot: SectionSnapshot<Item>, to section: Section, animation: UpdateAnimation = .automatic
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(sectionSnapshot, to: section, animation: animation) { continuation.resume() }
    }
  }

  /// Shows `snapshot` by reloading the container, without diffing, and
  /// returns once it is on screen.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot<Section, Item>) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      applySnapshotUsingReloadData(snapshot) { continuation.resume() }
    }
  }

  /// Expands or collapses `item` as ``toggleExpansion(of:animation:completion:)``
  /// does, and returns once the outline is on screen.
  ///
  /// - Returns: `false`, at once, when the item is in no section or a
  ///   handler refused.
  @discardableResult
  public func toggleExpansion(of item: Item, animation: UpdateAnimation = .automatic) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let toggled = expand(orCollapse: item, animation: animation) { continuation.resume(returning: true) }
      if !toggled { continuation.resume(returning: false) }
    }
  }

  /// Returns once the data source is at rest: every apply under way is on
  /// screen, the ones a person's edits started included (a swipe that
  /// deletes, a tap on a disclosure triangle), and no page loads
  /// (``DiffableDataSource/paging``): neither a load the app or the viewport started, nor a
  /// retry, nor a load that a page's arrival started, and each page that
  /// arrived is on screen. Returns at once when nothing runs.
  ///
  /// <!-- compile: prelude message-list -->
  /// ```swift
  /// list.interaction.swipeToDelete(itemAt: path)
  /// await dataSource.appliesFinished()
  ///
  /// dataSource.paging.retry(.bottom)
  /// await dataSource.appliesFinished()  // the page, or a new failure, is on screen
  /// ```
  ///
  /// - A loader that never returns keeps this waiting: give the loader a
  ///   timeout of its own, or call ``DiffableDataSource/Paging/reset()``, which cancels it.
  /// - A load that is cancelled (by ``DiffableDataSource/Paging/reset()``, or by an apply that
  ///   changes the item at its edge) ends at once, even when its loader
  ///   goes on running: its page would not be applied.
  /// - A failed load ends: its edge shows the retry view, and nothing loads
  ///   there until ``DiffableDataSource/Paging/retry(_:)``.
  public func appliesFinished() async {
    while true {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        whenApplied { continuation.resume() }
      }
      // A page's arrival applies it, and a page on screen may start the
      // next load: wait until neither runs.
      guard let paging = pagingObserver, paging.isLoading else { return }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        paging.whenLoadsEnd { continuation.resume() }
      }
    }
  }
}
