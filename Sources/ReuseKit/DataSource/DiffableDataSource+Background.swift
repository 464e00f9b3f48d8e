extension DiffableDataSource {
  /// What the container shows in place of its content while the snapshot
  /// holds no item: a state view for an empty list, a first load under
  /// way, or a first load that failed. Get it from
  /// ``DiffableDataSource/background``.
  ///
  /// The view is a ``ConfigurableView``, usually of a ``ContentStatus``,
  /// dequeued and sized like any view: a headless container shows it over
  /// its whole viewport (``HeadlessContainer/backgroundView(as:)``). Its
  /// phase follows ``DiffableDataSource/paging`` when the app pages.
  @MainActor
  public final class Background {
    // MARK: - Lifecycle

    init(dataSource: DiffableDataSource) {
      self.dataSource = dataSource
    }

    // MARK: - Public

    /// Returns the state view for a phase, or `nil` for none; `nil`, the
    /// default, shows none.
    public var provider: (@MainActor (ContentPhase) -> ViewConfiguration?)? {
      didSet { dataSource?.refreshShownContent() }
    }

    /// Why the container shows a state view now, or `nil` while the
    /// snapshot the data source heads to holds items.
    public var phase: ContentPhase? {
      guard let dataSource, dataSource.snapshot().numberOfItems == 0 else { return nil }
      return dataSource.pagingObserver?.loadPhase ?? .empty
    }

    // MARK: - Internal

    /// The state view to show now, if any.
    var configuration: ViewConfiguration? {
      guard let provider, let phase else { return nil }
      return provider(phase)
    }

    // MARK: - Private

    private weak var dataSource: DiffableDataSource?
  }
}
