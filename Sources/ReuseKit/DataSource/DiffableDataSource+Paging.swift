extension DiffableDataSource where Section: Sendable, Item: Sendable {
  // MARK: - Public

  /// Loading more as a person nears an end of the list: older messages at
  /// the top, the next page of a feed at the bottom, or both. See
  /// ``DiffableDataSource/Paging``.
  ///
  /// <!-- compile: prelude message-list, server -->
  /// ```swift
  /// dataSource.paging.edges = [.top]
  /// dataSource.paging.loader = { request in
  ///   let older = try await server.messages(before: request.boundaryItem?.id)
  ///   return .init(items: older, section: "History", reachedEnd: older.isEmpty)
  /// }
  /// ```
  public var paging: Paging {
    if let paging = pagingObserver as? Paging { return paging }
    let paging = Paging(events: events, heading: snapshot())
    pagingObserver = paging
    return paging
  }

  /// Loads pages at the edges of a data source's list, by identity, and
  /// merges them into its snapshot. Get it from ``DiffableDataSource/paging``.
  ///
  /// - **Trigger:** an edge in ``edges`` loads when the container shows a
  ///   region within ``threshold`` screens of it, as it reports after every
  ///   pass (``ContainerEvent/visibleRegionChanged(_:)``); an empty list is
  ///   within every threshold, so the first page loads at once.
  ///   ``loadMore(at:)`` starts a load from code.
  /// - **One load per edge:** a trigger or a ``loadMore(at:)`` that comes
  ///   while its edge loads, or while its page is being applied, is
  ///   dropped; the edge is checked again once that page is on screen, so a
  ///   scroll made meanwhile is not lost.
  /// - **Off the main actor:** the ``loader`` runs in a task of its own; its
  ///   page is merged and applied on the main actor.
  /// - **Merging:** each section of a page is merged with
  ///   ``Snapshot/mergeItems(_:intoSection:at:keeping:)``, keeping the copy
  ///   ``duplicates`` says: a server's duplicates never crash, are
  ///   reported (``Event/merged(_:_:)`` and a notice to the logger), and an
  ///   item that moved between pages is moved. A prepended page keeps the
  ///   reading position: the container holds its first visible item.
  /// - **Cancellation:** an apply that changes the item at an edge (a full
  ///   replace, say) cancels that edge's load, whose page could no longer
  ///   apply, and forgets its failure and its end; so does ``reset()``. A
  ///   cancelled load is not a failure.
  /// - **Failure:** the first section's header (top) or the last section's
  ///   footer (bottom) shows the ``retryViewProvider``'s view in place of
  ///   the app's, until ``retry(_:)`` loads again.
  /// - **End:** a page with ``Page/reachedEnd`` stops its edge.
  @MainActor
  public final class Paging: ContentObserving {
    // MARK: - Lifecycle

    /// Paging that sends what it does through `events`, starting from
    /// `heading`, the snapshot the data source heads to.
    init(events: ContentEventSink<Section, Item>, heading: Snapshot<Section, Item>) {
      self.events = events
      for edge in ContentEdge.allCases {
        boundaries.updateValue(Self.boundary(of: heading, at: edge)?.diffIdentifier, forKey: edge)
      }
    }

    // A load whose list is gone can no longer apply: it is cancelled, so
    // that its loader is not left waiting for an answer nobody reads.
    deinit {
      for load in loads.values { load.task.cancel() }
    }

    // MARK: - Public

    /// The edges that load as the viewport nears them; none by default.
    public var edges: Set<ContentEdge> = [] { didSet { loadIfNeeded() } }

    /// How near an edge, in screens of the viewport's height, the viewport
    /// must be for it to load: 1 by default, 0 only once the edge is in view.
    public var threshold = 1.0 { didSet { loadIfNeeded() } }

    /// Which copy of a repeated identity a page's merge keeps: the one shown
    /// (``DuplicateRetention/first``, the default) or the page's
    /// (``DuplicateRetention/last``), which moves to where the page puts it.
    public var duplicates = DuplicateRetention.first

    /// Loads a page; `nil`, the default, loads nothing.
    public var loader: Loader? { didSet { loadIfNeeded() } }

    /// The view an edge shows after its load failed; `nil` shows none.
    public var retryViewProvider: RetryViewProvider? {
      didSet {
        let failed = ContentEdge.allCases.filter { state(of: $0).isFailed }
        for edge in failed { refresh(edge) }
        // Whether headers and footers show may have changed with it.
        if failed.isEmpty, (oldValue == nil) != (retryViewProvider == nil) { events.send(.settingsChanged) }
      }
    }

    /// Called with what happens at the edges: loads started, pages merged,
    /// failures, cancellations, ends.
    public var eventHandler: (@MainActor (Event) -> Void)?

    /// Called with each page as it is merged, before it is applied: for a
    /// front end that shows the app's items with the pages it loaded.
    package var didMergePage: (@MainActor (ContentEdge, Page) -> Void)?

    /// What `edge` is doing.
    public func state(of edge: ContentEdge) -> EdgeState { states[edge] ?? .idle }

    /// Starts a load at `edge` now, wherever the viewport is. Returns
    /// `false`, and starts nothing, when there is no ``loader``, or the edge
    /// loads already, failed (see ``retry(_:)``) or reached its end.
    @discardableResult
    public func loadMore(at edge: ContentEdge) -> Bool {
      switch state(of: edge) {
      case .idle, .loading: return start(edge)
      case .failed, .finished: return false
      }
    }

    /// Loads again at `edge`, whose last load failed; its retry view goes.
    public func retry(_ edge: ContentEdge) {
      guard state(of: edge).isFailed else { return }
      states[edge] = .idle
      start(edge)
      refresh(edge)
    }

    /// Cancels every load, and forgets every failure and end: for an app
    /// that starts its list again.
    public func reset() {
      for edge in ContentEdge.allCases { forget(edge) }
      loadIfNeeded()
    }

    // MARK: - Internal

    func snapshotWillApply() {
      awaitingRegion = true
      guard let snapshot = events.headingSnapshot else { return }
      for edge in ContentEdge.allCases {
        let boundary = Self.boundary(of: snapshot, at: edge)?.diffIdentifier
        guard boundaries[edge] != .some(boundary) else { continue }
        boundaries.updateValue(boundary, forKey: edge)
        forget(edge)
      }
    }

    func visibleRegionChanged(_ region: VisibleRegion) {
      awaitingRegion = false
      loadIfNeeded(in: region)
    }

    var showsSupplementaryViews: Bool { retryViewProvider != nil }

    var loadPhase: ContentPhase? {
      if ContentEdge.allCases.contains(where: { state(of: $0).isLoading }) { return .loading }
      for edge in ContentEdge.allCases { if case .failed(let error) = state(of: edge) { return .failed(error) } }
      return nil
    }

    var retryViews: [ContentEdge: ViewConfiguration] {
      guard let retryViewProvider else { return [:] }
      var views: [ContentEdge: ViewConfiguration] = [:]
      for edge in ContentEdge.allCases {
        if case .failed(let error) = state(of: edge) { views[edge] = retryViewProvider(edge, error) }
      }
      return views
    }

    // MARK: - Internal state

    /// A load that runs: the number that tells it from later ones, and its task.
    struct Load {
      let token: Int
      let task: Task<Page, any Error>
    }

    /// Where paging sends its pages, its changes and its notices.
    let events: ContentEventSink<Section, Item>
    var states: [ContentEdge: EdgeState] = [:] { didSet { runLoadWaitersIfIdle() } }
    /// What waits for every load to end (``whenLoadsEnd(_:)``).
    var loadWaiters: [@MainActor () -> Void] = []
    var loads: [ContentEdge: Load] = [:]
    /// The identity at each edge of the snapshot the data source heads to, as last seen.
    var boundaries: [ContentEdge: Item.DiffIdentifier?] = [:]
    /// Whether an apply started since the last region, which is then stale.
    var awaitingRegion = false
    var lastToken = 0

    /// Starts a load at every idle edge of ``edges`` within the threshold
    /// of `region`, or of the region the container last showed, which the
    /// data source keeps.
    func loadIfNeeded(in region: VisibleRegion? = nil) {
      guard loader != nil, !awaitingRegion, let region = region ?? events.visibleRegion,
        let heading = events.headingSnapshot
      else { return }
      // An empty list asks one edge for its first page, not both.
      let isEmpty = heading.numberOfItems == 0
      for edge in [ContentEdge.bottom, .top] where edges.contains(edge) {
        guard case .idle = state(of: edge), region.screens(beyond: edge) <= threshold else { continue }
        if isEmpty, ContentEdge.allCases.contains(where: { state(of: $0).isLoading }) { continue }
        start(edge)
      }
    }

    /// The first item of `snapshot` for the top, the last for the bottom.
    static func boundary(of snapshot: Snapshot<Section, Item>, at edge: ContentEdge) -> Item? {
      switch edge {
      case .top: snapshot.sections.first { !$0.items.isEmpty }?.items.first
      case .bottom: snapshot.sections.last { !$0.items.isEmpty }?.items.last
      }
    }
  }
}
