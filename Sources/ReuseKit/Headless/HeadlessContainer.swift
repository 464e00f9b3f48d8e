/// A container that runs in memory, as a list (``HeadlessList``) or a grid
/// (``HeadlessGrid``).
///
/// It does what `UITableView` and `UICollectionView` do, without a screen:
/// registration and dequeue by type, a layout with self-sizing items, a
/// viewport with cells for the visible items only, reuse of cells that scroll
/// away, scroll anchoring, and batch updates checked by UIKit's rules. Tests
/// use it to prove that an update would not crash an app.
///
/// <!-- compile: prelude profiles -->
/// ```swift
/// let list = HeadlessList(
///   viewport: Viewport(width: 320, height: 440),
///   arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
/// let dataSource = DiffableDataSource<String, Profile>(list) { profile in
///   .view(ProfileView.self, profile)
/// }
/// ```
@MainActor
public final class HeadlessContainer<Arrangement: LayoutArrangement>: ReusableViewContainer {
  // MARK: - Lifecycle

  /// Creates an empty container with `viewport` and `arrangement`.
  public init(viewport: Viewport = Viewport(width: 320, height: 480), arrangement: Arrangement) {
    shownViewport = viewport
    layout = FlowLayout(sectionCounts: [], width: viewport.width, arrangement: arrangement)
    views.sizeDidChange = { [weak self] view, kind in
      switch kind {
      case .cell: self?.cellDidInvalidateSize(view)
      case .header, .footer: self?.supplementaryViewDidInvalidateSize(view)
      default: break
      }
    }
  }

  // MARK: - Public

  /// How many cells (and, for a grid, supplementary views) the container
  /// created, because none of their type was free.
  public var createdCount: Int { registry.createdCount }

  /// How many times the container handed out a cell that had scrolled away
  /// or been reloaded, instead of creating one.
  public var reusedCount: Int { registry.reusedCount }

  /// The registry of view types, with their reuse pools and counters.
  package var registry: ReuseRegistry { views.registry }

  /// Whether the container is on screen. A ``DiffableDataSource`` reloads
  /// instead of animating changes while it is not; a container that leaves
  /// the screen tells its content (``ContainerEvent/didLeaveScreen``).
  public var isVisible = true {
    didSet { if oldValue, !isVisible { content.send(.didLeaveScreen) } }
  }

  /// The visible part of the content. Setting it scrolls or resizes the
  /// container: a new width measures every width-dependent item again, the
  /// visible ones first.
  ///
  /// Set while the container is in the middle of its own pass (from a cell
  /// provider or a sizing hook), the new viewport waits for the end of the
  /// pass, and then applies.
  public var viewport: Viewport {
    get { shownViewport }
    set {
      guard !pass.isBusy else { return pass.postpone(.scroll(newValue)) }
      let old = shownViewport
      let pin = layout.pin(scrollingFrom: old, to: newValue, sticksToBottom: sticksToBottom)
      shownViewport = newValue
      inPass(.measuring) { refreshViewport(pinnedTo: pin) }
      updatePrefetchRange(scrolledFrom: old)
    }
  }

  /// Whether the container keeps the end of its content in view while it
  /// shows it: appended items, late sizes, width and text-size changes then
  /// keep the viewport at the bottom, as a chat does. Once the viewport is
  /// scrolled away from the end, its first visible item is the anchor again.
  /// `false` by default.
  public var sticksToBottom = false

  /// How far ahead of the viewport, in screens, the container tells its
  /// data source of the items it will soon show
  /// (``DiffableDataSource/display``), in the direction of each scroll;
  /// 0 turns prefetching off. 1 by default.
  public var prefetchDistance = 1.0

  /// Whether a section's header stays at the top of the viewport while its
  /// section is under it, as with `UICollectionViewFlowLayout`'s
  /// `sectionHeadersPinToVisibleBounds` and a plain `UITableView`. It
  /// changes where the header is drawn (``frameOfSupplementaryView(ofKind:inSection:)``),
  /// not the layout. `false` by default.
  public var pinsSectionHeaders = false

  /// Whether the screen reads right to left, as for Arabic or Hebrew: an
  /// item's leading edge is then its right one, so a swipe's actions change
  /// sides (``HeadlessInteraction/swipe(itemAt:edge:)``). The frames are
  /// not mirrored. `false` by default.
  public var isRightToLeft = false

  /// The layout: frames, the content size, and the measured heights.
  package internal(set) var layout: FlowLayout<Arrangement>

  /// The size of all content.
  public var contentSize: LayoutSize { layout.contentSize }

  /// Calls `handler` with the new content size whenever it changes, for as
  /// long as `observer` lives; the observer is held weakly and passed back,
  /// so the handler needs no `[weak self]`.
  package func addContentSizeObserver<Observer: AnyObject>(
    _ observer: Observer, handler: @escaping (Observer, LayoutSize) -> Void
  ) {
    layout.addContentSizeObserver(observer, handler: handler)
  }

  /// The number of sections of the content shown, as of the last reload or batch update.
  package var numberOfSections: Int { content.numberOfSections }

  /// The number of items in `section`, as of the last reload or batch update.
  package func numberOfItems(inSection section: Int) -> Int {
    guard (0..<numberOfSections).contains(section) else {
      fatalError(
        "\(Self.name).numberOfItems(inSection:): section \(section) is out of range: "
          + ContainerContent.describe(content.sectionCounts, at: ItemPath(item: 0, section: section)))
    }
    return content.numberOfItems(inSection: section)
  }

  /// Checks, under `REUSEKIT_INTERNAL_CHECKS`, that the layout places the
  /// sections and items the content counts: the content is the one record
  /// of the counts, and the layout keeps its own to place them.
  ///
  /// - Complexity: O(s) for s sections.
  func checkCountsAgree() {
    #if REUSEKIT_INTERNAL_CHECKS
      let placed = (0..<layout.numberOfSections).map { layout.numberOfItems(inSection: $0) }
      guard placed != content.sectionCounts else { return }
      fatalError(
        "\(Self.name): the layout places \(placed) items by section, the content counts \(content.sectionCounts)")
    #endif
  }

  // MARK: - Internal

  /// What the container shows: its counts, and each item's view and state,
  /// as its data source last handed them over.
  public internal(set) var content = ContainerContent()
  /// The cells, headers and footers on screen, and their pools.
  let views = HeadlessViews()
  /// The viewport as the container last laid it out.
  var shownViewport: Viewport
  /// What the container is in the middle of, and what waits for its end.
  var pass = HeadlessPass()
  /// The reading position held across the batch updates of one apply.
  var readingHold: ReadingHold?
  /// The state view shown in place of content, if any.
  var backgroundCell: (any ReusableCell)?
  /// The swipe actions open now, held by their item's identity.
  var openSwipe: OpenSwipe?
  /// How many times swipe actions were opened: each opening's number.
  var swipeSessions = 0
  /// The identities of the items whose context menu is open, the held
  /// item first; empty when none is open.
  var openMenuItems: [AnyHashable] = []
  /// The items the container last said it will soon show, in the paths of
  /// ``content``: those that leave the range are cancelled.
  var prefetchRange: [ItemPath] = []

  /// Runs `body` as a pass of `phase`; when it is the outermost pass, then
  /// runs the work that arrived meanwhile, in order.
  func inPass<Failure: Error>(_ phase: HeadlessPass.Phase, _ body: () throws(Failure) -> Void) throws(Failure) {
    let outer = pass.begin(phase)
    defer {
      pass.end(restoring: outer)
      if !pass.isBusy {
        checkCountsAgree()
        realizeBackgroundView()
        announceDisplayChanges()
      }
      while let work = pass.next() {
        switch work {
        case .scroll(let viewport): self.viewport = viewport
        case .sizeReport(let cell): reportSize(of: cell)
        case .run(let body): body()
        }
      }
    }
    try body()
  }
}

extension HeadlessContainer {
  /// Runs `work` now, or at the end of the container's current pass. A data
  /// source's apply started from a cell provider waits this way, so that it
  /// never lands in the middle of the pass that called the provider.
  public func performWhenIdle(_ work: @escaping @MainActor () -> Void) {
    guard pass.isBusy else { return work() }
    pass.postpone(.run(work))
  }

  /// Runs `work` now, or at the end of the container's current pass: a
  /// headless container animates nothing, so what it committed is shown.
  public func performAfterAnimations(_ work: @escaping @MainActor () -> Void) {
    performWhenIdle(work)
  }
}

extension HeadlessContainer: CustomStringConvertible {
  /// A short description, used in error messages: `<HeadlessList>`.
  public nonisolated var description: String { "<\(Self.name)>" }

  /// The wording of the container's batch-update errors: "row", as
  /// `UITableView`'s, for a list, and "item", as `UICollectionView`'s, otherwise.
  nonisolated static var wording: BatchUpdateWording { Arrangement.isList ? .list : .grid }

  /// The wording of the container's batch-update errors: what a data source
  /// words this container's updates with.
  public var updateWording: BatchUpdateWording { Self.wording }

  /// The name the container's messages start with.
  nonisolated static var name: String {
    if Arrangement.isList { return "HeadlessList" }
    return Arrangement.self == CompositionalArrangement.self ? "HeadlessCollection" : "HeadlessGrid"
  }
}
