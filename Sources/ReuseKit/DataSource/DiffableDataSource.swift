/// Drives a list or grid container from snapshots: it diffs each new snapshot
/// against the current one and applies the difference as staged batch updates.
///
/// <!-- compile: prelude messages -->
/// ```swift
/// let dataSource = DiffableDataSource<String, Message>(list) { message in
///   .view(MessageView.self, message)
/// }
/// var snapshot = Snapshot<String, Message>()
/// snapshot.appendSections(["Inbox"])
/// snapshot.appendItems(messages)
/// await dataSource.apply(snapshot)
/// ```
///
/// - The data the container reads switches exactly at each stage boundary,
///   so every stage is checked against the counts it really leads to.
/// - Items whose content changed (same identity, `==` says different) have
///   their visible views configured again in place; an item whose view type
///   changed with its content, and ``Snapshot/reloadItems(_:)``, get a new
///   view instead.
/// - Large snapshots are diffed off the main actor; the container is only
///   touched on the main actor.
/// - Applies that arrive while one is running coalesce: the latest snapshot
///   wins, and every completion runs once it is on screen. An apply from a
///   completion or from the cell provider is safe.
/// - An apply with `animation: .none` is diffed and performed
///   without animation, as UIKit's data sources do since iOS 15. When the
///   container is not visible, or when there are more changes than
///   ``reloadDataThreshold``, the data source reloads the container instead.
///
/// The data source keeps its container, and the container keeps only a weak
/// way back; the cell provider returns a value instead of dequeuing, so it
/// needs no reference to the container. The data source holds its providers
/// and handlers strongly, as Apple's data sources do: a closure that captures
/// the object that keeps the data source (owner → data source → closure →
/// owner) keeps both alive. Capture `[weak self]` in it, or capture only what
/// it needs.
@MainActor
public final class DiffableDataSource<Section: Diffable, Item: Diffable> {
  // MARK: - Lifecycle

  /// Creates a data source that shows its snapshots in `container`: a
  /// ``HeadlessList``, a ``HeadlessGrid``, or a `UITableView` or
  /// `UICollectionView` through `ReuseKitUIKit`. `cellProvider` says which
  /// view shows each item, and with which view model.
  ///
  /// This initializer serves items that are not `Sendable`: they are always
  /// diffed on the main actor, whatever ``DiffingPolicy`` an apply asks for.
  /// For `Sendable` items, an overload diffs large changes off it.
  @inlinable
  public convenience init(
    _ container: some ReusableViewContainer, cellProvider: @escaping CellProvider
  ) {
    self.init(container: container, cellProvider: cellProvider, backgroundDiffer: nil)
  }

  /// Creates a data source that diffs off the main actor with
  /// `backgroundDiffer`, or never when it is `nil`.
  @inlinable
  convenience init(
    container: some ReusableViewContainer, cellProvider: @escaping CellProvider, backgroundDiffer: BackgroundDiffer?
  ) {
    // Built here, inlined into the caller's module, so the diff and the
    // count of a change are specialized for the concrete identifier types
    // instead of running generically.
    self.init(
      container: container, cellProvider: cellProvider, differ: { Self.stagedChanges($0, $1, $2) },
      sharedEnds: { Self.sharedEnds($0, $1, limit: $2) }, backgroundDiffer: backgroundDiffer)
  }

  /// Creates a data source whose diff is `differ`, and whose count of the
  /// items two snapshots share at their ends is `sharedEnds`.
  @usableFromInline
  init(
    container: any ReusableViewContainer, cellProvider: @escaping CellProvider, differ: @escaping Differ,
    sharedEnds: @escaping SharedEnds, backgroundDiffer: BackgroundDiffer?
  ) {
    self.container = container
    self.providers = ContentProviders(cell: cellProvider)
    self.differ = differ
    self.countSharedEnds = sharedEnds
    self.backgroundDiffer = backgroundDiffer
    shown = StageContent(snapshot: Snapshot(), state: StageContent.State(), providers: providers, events: events)
    events.receiver = self
    // The container shows this data source's empty content until the first apply.
    let empty = shown.containerContent
    container.commit(
      ContentUpdate([ContentTransition(changingStateFrom: empty, to: empty)], animation: .none), completion: nil)
  }

  // MARK: - Public

  /// Says which view shows an item, and with which view model:
  /// `{ message in .view(MessageView.self, message) }`.
  public typealias CellProvider = @MainActor (Item) -> ViewConfiguration

  /// The container the data source drives.
  let container: any ReusableViewContainer

  /// Above this many operations, an apply reloads the container instead of
  /// animating the changes; `nil`, the default, never does.
  public var reloadDataThreshold: Int?

  /// Under ``DiffingPolicy/automatic``, an apply that changes this many
  /// items or more is diffed off the main actor. The change is counted
  /// cheaply, as the items between the runs that both snapshots share at
  /// their ends: appending a message to a list of any length counts 1.
  public var backgroundDiffingThreshold = 20_000

  /// How items whose content changed are shown: reconfigured in place (the
  /// default) or reloaded.
  public var updateStyle: UpdateStyle = .reconfigure

  /// Where recovered failures, and notices about the caller's input, are
  /// reported.
  public var logger = ReuseKitLogger.standard

  /// What happens when a person expands or collapses a parent in a section
  /// applied as a ``SectionSnapshot``: whether it may, what runs first, and
  /// where children loaded on demand come from.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<Item>()

  /// How many batch updates the data source performed.
  public internal(set) var batchUpdateCount = 0

  /// How many times the data source reloaded the container instead.
  public internal(set) var reloadCount = 0

  /// Whether an apply is running (diffing, or performing its stages).
  package var isApplying: Bool { queue.isApplying }

  /// A copy of the snapshot the data source is heading to: the one last
  /// applied, whether it is on screen or still being diffed or waiting for
  /// another apply. A snapshot built from it and applied never undoes an
  /// earlier apply. Lookups by index path answer for what is on screen.
  ///
  /// - Complexity: O(1), or O(k) expected when an outline's ``apply(_:to:animation:completion:)``
  ///   left its k rows to be indexed.
  public func snapshot() -> Snapshot<Section, Item> {
    queue.indexAllItems()
    return queue.snapshot
  }

  /// The snapshot the data source is heading to, perhaps with a section
  /// left out of its item index, for the data source's own edits.
  @usableFromInline var headingSnapshot: Snapshot<Section, Item> { queue.snapshot }

  /// Shows `snapshot`, animating the changes from the current one as staged
  /// batch updates; `completion` runs once it is on screen: at once in a
  /// headless container, after the last stage's animations in UIKit.
  ///
  /// Whether the change is on screen when `apply` returns depends on
  /// `diffing`: with ``DiffingPolicy/mainActor`` it is (unless another apply
  /// is running), with ``DiffingPolicy/background`` it is not, and with
  /// ``DiffingPolicy/automatic`` it is for changes smaller than
  /// ``backgroundDiffingThreshold``. In synchronous code pass the completion
  /// (or `nil`); in asynchronous and top-level code, `await` the form
  /// without one, ``apply(_:animation:diffing:)``, which returns once the
  /// snapshot is on screen. The completion has no default, so an `await`
  /// never picks this form.
  ///
  /// - Complexity: O(n) expected for n items on both sides, plus O(k log k)
  ///   for the k items that move; see ``SectionedStagedChangeset``.
  public func apply(
    _ snapshot: Snapshot<Section, Item>, animation: UpdateAnimation = .automatic, diffing: DiffingPolicy = .automatic,
    completion: (@MainActor () -> Void)?
  ) {
    enqueue(
      ApplyRequest(
        snapshot: snapshot, animation: animation, usingReloadData: false, diffing: diffing,
        completions: completion.map { [$0] } ?? []))
  }

  /// Shows `snapshot` by reloading the container, without diffing;
  /// `completion` runs once it is on screen: at once unless another apply is
  /// running. ``applySnapshotUsingReloadData(_:)`` is the form to `await`.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot<Section, Item>, completion: (@MainActor () -> Void)?) {
    enqueue(
      ApplyRequest(
        snapshot: snapshot, animation: .none, usingReloadData: true, diffing: .mainActor,
        completions: completion.map { [$0] } ?? []))
  }

  // MARK: - Internal

  /// The app's providers, as the contents reach them.
  let providers: ContentProviders<Section, Item>
  /// Where the contents send what happened on screen: back to this data source.
  let events = ContentEventSink<Section, Item>()
  let differ: Differ
  let countSharedEnds: SharedEnds
  /// Diffs off the main actor; `nil` for items that are not `Sendable`,
  /// which are always diffed on the main actor.
  let backgroundDiffer: BackgroundDiffer?

  /// The items selected, by identity.
  public private(set) lazy var selection = Selection(events: events)

  /// Which items a person can delete or drag, what the app hears of a
  /// deletion or a drop, and the editing mode.
  public private(set) lazy var editing = Editing(events: events)

  /// What the app hears as items, headers and footers come on screen and
  /// leave, and of the items a container will soon show, for loading their
  /// data ahead.
  public var display: Display { providers.display }

  /// Plain header and footer titles and the section index, for tables.
  public var sectionTitles: SectionTitles { providers.sectionTitles }

  /// The layout of each section, chosen by the section: a list, a grid, a
  /// carousel or a waterfall (``SectionLayout``), read for every section at
  /// each apply; `nil` (the default) leaves every section to its container's
  /// arrangement. A ``HeadlessList`` takes only ``SectionLayout/list(itemHeight:spacing:)``.
  public var sectionLayout: ((Section) -> SectionLayout)? {
    get { providers.sectionLayout }
    set { providers.sectionLayout = newValue }
  }

  /// The state view shown in place of content while the snapshot holds no item.
  public private(set) lazy var background = Background(events: events)

  /// The reading position the container reports, and a restore waiting for its item.
  let reading = ReadingTracker()

  /// The front ends that follow the selection and the reading position.
  package var observers = DataSourceObservers()

  /// What loads more at the edges (``paging``), and what refreshes the
  /// list (``refreshing``), once the app asks for them.
  var pagingObserver: (any ContentObserving)?
  var refreshObserver: (any RefreshObserving)?

  /// What the container shows: the content of the snapshot it shows, as
  /// the container was last handed it. The one record of the screen.
  var shown: StageContent<Section, Item>

  /// The snapshot the container shows, which ``shown`` is made of.
  var current: Snapshot<Section, Item> {
    guard let snapshot = shown.snapshot else {
      fatalError("DiffableDataSource: the content shown is a stage of an apply, not a snapshot")
    }
    return snapshot
  }
  /// The applies: the snapshot heading to the screen, whether one runs, the
  /// one waiting, and the drops that make a background diff start again.
  var queue = ApplyQueue<Section, Item>()
  /// The outline of each section applied as a ``SectionSnapshot``, by section identity.
  @usableFromInline var sectionSnapshots: [Section.DiffIdentifier: SectionSnapshot<Item>] = [:]
}
