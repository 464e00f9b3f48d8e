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

    /// A background that tells `events` when its provider changes, and
    /// asks it why the list shows no item.
    init(events: ContentEventSink<Section, Item>) {
      self.events = events
    }

    // MARK: - Public

    /// Returns the state view for a phase, or `nil` for none; `nil`, the
    /// default, shows none.
    public var provider: (@MainActor (ContentPhase) -> ViewConfiguration?)? {
      didSet { events.send(.settingsChanged) }
    }

    /// Why the container shows a state view now, or `nil` while the
    /// snapshot the data source heads to holds items.
    public var phase: ContentPhase? { events.contentPhase }

    // MARK: - Internal

    /// The state view to show in `phase`, if any; `phase` is worked out
    /// only when there is a provider to ask.
    func configuration(in phase: @autoclosure () -> ContentPhase?) -> ViewConfiguration? {
      guard let provider, let phase = phase() else { return nil }
      return provider(phase)
    }

    // MARK: - Private

    /// Where the background sends its changes, and learns the phase.
    private let events: ContentEventSink<Section, Item>
  }
}
