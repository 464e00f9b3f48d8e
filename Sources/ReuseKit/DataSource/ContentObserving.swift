/// A collaborator of a data source that hears of the snapshots it applies
/// and of the regions its container shows, and may show a header or footer
/// in place of the app's: ``DiffableDataSource/Paging``.
@MainActor
protocol ContentObserving: AnyObject {
  /// The data source is about to head to a new snapshot, read from it.
  func snapshotWillApply()
  /// The container finished a pass and shows `region`, in the paths of the
  /// content it shows.
  func visibleRegionChanged(_ region: VisibleRegion)
  /// What the observer shows now at each edge in place of the app's header
  /// or footer: the retry view of a failed load. A content keeps what this
  /// said when it was made.
  var retryViews: [ContentEdge: ViewConfiguration] { get }
  /// Whether the observer may show headers or footers.
  var showsSupplementaryViews: Bool { get }
  /// Whether a load runs or failed, for the state view of an empty list.
  var loadPhase: ContentPhase? { get }
  /// Whether a load runs, or its page is being applied, at any edge.
  var isLoading: Bool { get }
  /// Runs `body` once no load runs: at once when none does, otherwise when
  /// the last one running ends (its page shown, failed or cancelled).
  func whenLoadsEnd(_ body: @escaping @MainActor () -> Void)
  /// Starts a load at every edge that loads and is idle, wherever the
  /// viewport is; whether one started.
  func loadMoreAtEveryEdge() -> Bool
  /// Cancels the loads under way, as a refresh does: a cancelled load is
  /// not a failure.
  func cancelLoads()
}

/// A collaborator of a data source that refreshes its whole list, and
/// shows what it does: its indicator, and after a failure a retry view at
/// the top or the state view: ``DiffableDataSource/Refreshing``.
@MainActor
protocol RefreshObserving: AnyObject {
  /// The indicator a container shows; `nil` when the list cannot be refreshed.
  var indicator: RefreshIndicator? { get }
  /// Whether the observer may show the first section's header.
  var showsSupplementaryViews: Bool { get }
  /// The view the first section's header shows after a failed refresh.
  var retryView: ViewConfiguration? { get }
  /// The phase of a list with no item: loading while a refresh runs,
  /// failed after one failed; `nil` otherwise.
  var phase: ContentPhase? { get }
  /// A person pulled the list down: a refresh starts unless one runs.
  func pull()
  /// Cancels the refresh under way, if any.
  func cancel()
}
