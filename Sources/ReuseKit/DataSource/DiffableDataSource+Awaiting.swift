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

  /// Returns once every apply under way is on screen, the ones a person's
  /// edits started included (a swipe that deletes, a tap on a disclosure
  /// triangle); at once when none is.
  ///
  /// <!-- compile: prelude message-list -->
  /// ```swift
  /// list.interaction.swipeToDelete(itemAt: path)
  /// await dataSource.appliesFinished()
  /// ```
  public func appliesFinished() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      whenApplied { continuation.resume() }
    }
  }
}
