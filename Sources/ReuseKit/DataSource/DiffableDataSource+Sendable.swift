/// Data sources of `Sendable` items and sections, which can diff a large
/// change off the main actor.
extension DiffableDataSource
where
  Section: Sendable, Item: Sendable, Section.DiffIdentifier: Sendable,
  Item.DiffIdentifier: Sendable
{
  // MARK: - Lifecycle

  /// Creates a data source that shows its snapshots in `container`, with the
  /// views `cellProvider` names. Its items are `Sendable`, so a large change
  /// (see ``DiffingPolicy``) is diffed off the main actor; a data source of
  /// items that are not is always diffed on it.
  @inlinable
  public convenience init(
    _ container: some ReusableViewContainer, cellProvider: @escaping CellProvider
  ) {
    self.init(container: container, cellProvider: cellProvider) { source, target, style, done in
      Task { @MainActor in done(await Self.diffOffTheMainActor(source, target, style)) }
    }
  }

  // MARK: - Internal

  /// The staged changes from `source` to `target`, computed off the main actor.
  @inlinable
  @concurrent
  nonisolated static func diffOffTheMainActor(
    _ source: [DiffSection<Section, Item>], _ target: [DiffSection<Section, Item>], _ style: UpdateStyle
  ) async -> SectionedStagedChangeset<Section, Item> {
    stagedChanges(source, target, style)
  }
}
