extension DiffableDataSource
where
  Section: Sendable, Item: Sendable, Section.DiffIdentifier: Sendable,
  Item.DiffIdentifier: Sendable
{
  // MARK: - Public

  /// Refreshing the whole list, as a person does by pulling it down from
  /// its top. See ``DiffableDataSource/Refreshing``.
  public var refreshing: Refreshing {
    if let refreshing = refreshObserver as? Refreshing { return refreshing }
    let refreshing = Refreshing(events: events)
    refreshObserver = refreshing
    return refreshing
  }

  /// Refreshes a data source's list: an async ``action`` gives the new
  /// snapshot, which the data source applies. Get it from
  /// ``DiffableDataSource/refreshing``.
  ///
  /// - **Starting:** a person pulls the list down
  ///   (``ContainerEvent/didPullToRefresh``: UIKit's `UIRefreshControl`,
  ///   SwiftUI's `refreshable`, ``HeadlessInteraction/pullToRefresh()``), or
  ///   the app calls ``refresh()``. One refresh runs at a time: a pull or a
  ///   call while one runs does nothing.
  /// - **Paging waits:** a refresh cancels the page loads under way
  ///   (a cancelled load is not a failure), and no page loads until it ends.
  /// - **Where the list ends:** a refresh started with the list at its top
  ///   ends at its top, so the new items show; one started elsewhere keeps
  ///   the reading position, as every apply does.
  /// - **Failure:** an action that throws ends the refresh and shows the
  ///   error, as a failed load does: a list with no item shows the state
  ///   view of ``ContentPhase/failed(_:)``
  ///   (``DiffableDataSource/Background``); a list with items shows the
  ///   ``retryViewProvider``'s view in the first section's header, until
  ///   the next refresh.
  /// - **Cancellation:** ``cancel()``, a container that leaves the screen
  ///   (``ContainerEvent/didLeaveScreen``) and a data source that is
  ///   released cancel the refresh; the snapshot stays as it was.
  @MainActor
  public final class Refreshing: RefreshObserving {
    // MARK: - Lifecycle

    init(events: ContentEventSink<Section, Item>) {
      self.events = events
    }

    // A refresh whose list is gone can no longer apply: its task is cancelled.
    deinit {
      task?.cancel()
    }

    // MARK: - Public

    /// Gives the list's new snapshot, off the main actor; a thrown
    /// `CancellationError`, or a refresh cancelled while it runs, is not a failure.
    public typealias Action = @Sendable () async throws -> Snapshot<Section, Item>

    /// Gives the view shown in the first section's header after a refresh
    /// failed, with the error; a tap on it should call ``refresh()``.
    public typealias RetryViewProvider = @MainActor (any Error) -> ViewConfiguration

    /// What the refresh is doing.
    public enum State {
      /// No refresh runs.
      case idle
      /// A refresh runs, or its snapshot is being applied.
      case refreshing
      /// The last refresh failed with the error.
      case failed(any Error)

      /// Whether a refresh runs.
      public var isRefreshing: Bool { if case .refreshing = self { true } else { false } }
      /// Whether the last refresh failed.
      public var isFailed: Bool { if case .failed = self { true } else { false } }
    }

    /// What happened to a refresh, for a log or a test.
    public enum Event {
      /// A refresh started; `atTop` says whether the list was at its top.
      case started(atTop: Bool)
      /// The new snapshot is on screen.
      case refreshed
      /// The action threw the error.
      case failed(any Error)
      /// The refresh was cancelled.
      case cancelled
    }

    /// Gives the new snapshot; `nil`, the default, lets nobody refresh the list.
    public var action: Action? {
      didSet { if (oldValue == nil) != (action == nil) { events.send(.settingsChanged) } }
    }

    /// The view a list with items shows at its top after a refresh failed;
    /// `nil` shows none.
    public var retryViewProvider: RetryViewProvider? {
      didSet { changeIndicator { _ in } }
    }

    /// Called with what happens to each refresh.
    public var eventHandler: (@MainActor (Event) -> Void)?

    /// What the refresh is doing now.
    public private(set) var state = State.idle

    /// Refreshes the list now. Returns `false`, and starts nothing, when
    /// there is no ``action`` or a refresh runs already.
    @discardableResult
    public func refresh() -> Bool {
      guard let action, !state.isRefreshing, events.headingSnapshot != nil else { return false }
      let atTop = events.visibleRegion.map { $0.screens(beyond: .top) == 0 } ?? true
      token += 1
      let token = token
      let task = Task.detached { try await action() }
      self.task = task
      events.send(.cancelPageLoads)
      changeIndicator { $0 = .refreshing }
      eventHandler?(.started(atTop: atTop))
      Task { [weak self] in
        let result = await task.result
        self?.finish(token, atTop: atTop, with: result)
      }
      return true
    }

    /// Cancels the refresh under way, if any; the snapshot stays as it was.
    public func cancel() {
      guard state.isRefreshing, let task else { return }
      task.cancel()
      self.task = nil
      token += 1
      changeIndicator { $0 = .idle }
      eventHandler?(.cancelled)
    }

    // MARK: - Internal

    var indicator: RefreshIndicator? { action == nil ? nil : state.isRefreshing ? .refreshing : .idle }

    var showsSupplementaryViews: Bool { retryViewProvider != nil }

    var retryView: ViewConfiguration? {
      guard case .failed(let error) = state else { return nil }
      return retryViewProvider?(error)
    }

    var phase: ContentPhase? {
      switch state {
      case .idle: nil
      case .refreshing: .loading
      case .failed(let error): .failed(error)
      }
    }

    func pull() { refresh() }

    // MARK: - Private

    private let events: ContentEventSink<Section, Item>
    /// The task of the refresh under way.
    private var task: Task<Snapshot<Section, Item>, any Error>?
    /// The number that tells the refresh under way from earlier ones.
    private var token = 0

    /// The refresh `token` ended with `result`: ignored when it was
    /// cancelled, applied when it brought a snapshot.
    private func finish(_ token: Int, atTop: Bool, with result: Result<Snapshot<Section, Item>, any Error>) {
      guard token == self.token, state.isRefreshing else { return }
      task = nil
      switch result {
      case .failure(let error) where error is CancellationError:
        changeIndicator { $0 = .idle }
        eventHandler?(.cancelled)
      case .failure(let error):
        changeIndicator { $0 = .failed(error) }
        eventHandler?(.failed(error))
      case .success(let snapshot):
        events.send(
          .applyRefresh(snapshot, toTop: atTop) { [weak self] in
            guard let self, token == self.token else { return }
            changeIndicator { $0 = .idle }
            eventHandler?(.refreshed)
          })
      }
    }

    /// Changes the state with `change` and shows the list again: its
    /// indicator, and the retry view at its top or its state view.
    private func changeIndicator(_ change: (inout State) -> Void) {
      let hadRetryView = retryView != nil
      change(&state)
      let hasRetryView = retryView != nil
      guard hadRetryView != hasRetryView else { return events.send(.settingsChanged) }
      events.send(.edgeChanged(.top, revealing: hasRetryView))
    }
  }
}
