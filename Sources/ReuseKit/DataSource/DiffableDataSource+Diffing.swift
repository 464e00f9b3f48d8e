/// The diff a data source runs, specialized for its identifier types.
extension DiffableDataSource {
  /// The staged changes from `source` to `target`.
  @inlinable
  nonisolated static func stagedChanges(
    _ source: [DiffSection<Section, Item>], _ target: [DiffSection<Section, Item>], _ style: UpdateStyle
  ) -> SectionedStagedChangeset<Section, Item> {
    // A snapshot's identities are unique.
    SectionedStagedChangeset(source: source, target: target, updateStyle: style, identities: .unique)
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
