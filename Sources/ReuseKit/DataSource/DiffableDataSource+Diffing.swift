/// The diff a data source runs, specialized for its identifier types, and
/// where it runs: on the main actor or off it.
extension DiffableDataSource {
  /// The staged changes from `source` to `target`.
  @inlinable
  nonisolated static func stagedChanges(
    _ source: [DiffSection<Section, Item>], _ target: [DiffSection<Section, Item>], _ style: UpdateStyle
  ) -> SectionedStagedChangeset<Section, Item> {
    // A snapshot's identities are unique.
    SectionedStagedChangeset(source: source, target: target, updateStyle: style, identities: .unique)
  }

  /// Whether `request` is diffed off the main actor. Under `.automatic`, the
  /// change is counted as the items between the runs of identities that
  /// `source` and `target` share at their ends.
  ///
  /// - Complexity: O(S) for S sections when both sides hold fewer items than
  ///   the threshold; otherwise O(p + s + 1) identity comparisons for a
  ///   shared prefix of p items and a shared suffix of s.
  func diffsInBackground(
    _ request: ApplyRequest<Section, Item>,
    from source: [DiffSection<Section, Item>], to target: [DiffSection<Section, Item>]
  ) -> Bool {
    switch request.diffing {
    case .mainActor: return false
    case .background: return true
    case .automatic:
      let sourceCount = source.reduce(0) { $0 + $1.items.count }
      let targetCount = target.reduce(0) { $0 + $1.items.count }
      // Fewer items than the threshold on both sides cannot change as many.
      guard max(sourceCount, targetCount) >= backgroundDiffingThreshold else { return false }
      let shared = countSharedEnds(source, target, min(sourceCount, targetCount))
      return max(sourceCount, targetCount) - shared >= backgroundDiffingThreshold
    }
  }

  /// How many items, in total, the runs at the start and at the end of the
  /// flattened `source` and `target` share by identity, up to `limit`. Plain
  /// index loops, inlined into the caller's module by the data source's
  /// initializer, so they run specialized.
  @inlinable
  static func sharedEnds(
    _ source: [DiffSection<Section, Item>], _ target: [DiffSection<Section, Item>], limit: Int
  ) -> Int {
    var shared = 0
    var (sourceSection, sourceItem, targetSection, targetItem) = (0, 0, 0, 0)
    while shared < limit {
      while sourceSection < source.count, sourceItem == source[sourceSection].items.count {
        (sourceSection, sourceItem) = (sourceSection + 1, 0)
      }
      while targetSection < target.count, targetItem == target[targetSection].items.count {
        (targetSection, targetItem) = (targetSection + 1, 0)
      }
      guard sourceSection < source.count, targetSection < target.count,
        source[sourceSection].items[sourceItem].diffIdentifier == target[targetSection].items[targetItem].diffIdentifier
      else { break }
      (shared, sourceItem, targetItem) = (shared + 1, sourceItem + 1, targetItem + 1)
    }
    (sourceSection, targetSection) = (source.count - 1, target.count - 1)
    (sourceItem, targetItem) = (source.last?.items.count ?? 0, target.last?.items.count ?? 0)
    while shared < limit {
      while sourceSection >= 0, sourceItem == 0 {
        sourceSection -= 1
        sourceItem = sourceSection >= 0 ? source[sourceSection].items.count : 0
      }
      while targetSection >= 0, targetItem == 0 {
        targetSection -= 1
        targetItem = targetSection >= 0 ? target[targetSection].items.count : 0
      }
      guard sourceSection >= 0, targetSection >= 0,
        source[sourceSection].items[sourceItem - 1].diffIdentifier
          == target[targetSection].items[targetItem - 1].diffIdentifier
      else { break }
      (shared, sourceItem, targetItem) = (shared + 1, sourceItem - 1, targetItem - 1)
    }
    return shared
  }

  /// Diffs two snapshots' sections and stages the changes.
  @usableFromInline
  typealias Differ =
    @MainActor ([DiffSection<Section, Item>], [DiffSection<Section, Item>], UpdateStyle) -> SectionedStagedChangeset<
      Section, Item
    >

  /// Diffs two snapshots' sections off the main actor, then hands the
  /// changes back on it.
  @usableFromInline
  typealias BackgroundDiffer =
    @MainActor (
      [DiffSection<Section, Item>], [DiffSection<Section, Item>], UpdateStyle,
      @escaping @MainActor (SectionedStagedChangeset<Section, Item>) -> Void
    ) -> Void

  /// Counts the items two snapshots' sections share at both ends, up to a limit.
  @usableFromInline
  typealias SharedEnds = @MainActor ([DiffSection<Section, Item>], [DiffSection<Section, Item>], Int) -> Int
}

/// Where a ``DiffableDataSource`` diffs an apply, and so whether the change
/// is on screen when `apply` returns.
public enum DiffingPolicy: Sendable {
  /// On the main actor for changes smaller than the data source's
  /// ``DiffableDataSource/backgroundDiffingThreshold``, off it for larger ones.
  case automatic
  /// On the main actor: the change is on screen when `apply` returns, unless
  /// another apply is still running.
  case mainActor
  /// Off the main actor: the change is on screen only after `apply` returns,
  /// when its completion runs.
  case background
}
