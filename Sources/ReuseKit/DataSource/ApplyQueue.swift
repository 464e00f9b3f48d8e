/// The state of a data source's applies, as one value: the snapshot it is
/// heading to, whether an apply runs, the request that waits for it (every
/// apply that arrived meanwhile, coalesced), and a count of a person's drops,
/// by which a background diff learns that it no longer starts from the data
/// on screen.
///
/// Its transitions are pure: each returns what the data source does next,
/// and none touches a container or calls a closure; completions are only
/// stored, in the requests. The data source runs a request only when a
/// transition returns ``Action/run(_:)``, so at most one runs at a time.
struct ApplyQueue<Section: Diffable, Item: Diffable> {
  /// One apply, waiting or running.
  typealias Request = ApplyRequest<Section, Item>

  /// What the data source does after a transition.
  enum Action {
    /// Run this request: diff it against the data on screen and show it.
    /// The queue counts it as running from now on, even while the container
    /// holds it back until its pass ends.
    case run(Request)
    /// Show the changes of the diff that just finished: no drop changed the
    /// data on screen since it started.
    case show
    /// Nothing to start: the request waits for the running apply, or none waits.
    case wait
  }

  // MARK: - Internal

  /// The snapshot of the last apply or drop, without its marks: what
  /// ``DiffableDataSource/snapshot()`` returns.
  private(set) var snapshot = Snapshot<Section, Item>()

  /// Records every item of ``snapshot`` in its item index, for lookups.
  mutating func indexAllItems() {
    snapshot.indexAllItems()
  }

  /// Whether a request runs: held back until the container's pass ends,
  /// diffing, or performing its stages.
  private(set) var isApplying = false

  /// Counts a person's drops, which change the data on screen outside an
  /// apply; a diff that started at another count is done again.
  private(set) var generation = 0

  /// Takes an apply: it runs now when none runs, and otherwise waits,
  /// coalesced with the one already waiting (its snapshot wins, the
  /// completions of both run, in order).
  ///
  /// When none runs and a request still waits, a completion of the apply
  /// that just finished is applying: `request` was built from ``snapshot``,
  /// which includes the waiting one, so it replaces it, and they run as one.
  mutating func enqueue(_ request: Request) -> Action {
    snapshot = request.snapshot
    snapshot.clearMarks()
    let request = pending.map { $0.coalesced(with: request) } ?? request
    guard !isApplying else {
      pending = request
      checkInvariants()
      return .wait
    }
    pending = nil
    isApplying = true
    return .run(request)
  }

  /// The background diff of the running `request`, begun when ``generation``
  /// was `generation`, has finished. When a drop came meanwhile, its changes
  /// no longer start from the data on screen: the request runs again, with
  /// what waited for it.
  mutating func diffFinished(_ request: Request, startedAt generation: Int) -> Action {
    guard generation != self.generation else { return .show }
    let next = pending.map { request.coalesced(with: $0) } ?? request
    pending = nil
    return .run(next)
  }

  /// The running `request`, held back by the container since ``generation``
  /// was `generation`, starts. When a drop came meanwhile, what waited for
  /// it (the drop, rebased by identity) joins it, as after a diff
  /// (``diffFinished(_:startedAt:)``).
  mutating func resume(_ request: Request, heldSince generation: Int) -> Request {
    guard generation != self.generation else { return request }
    let next = pending.map { request.coalesced(with: $0) } ?? request
    pending = nil
    return next
  }

  /// The running request is on screen: none runs. Its completions run next,
  /// and may apply; then ``startNext()`` starts what waited.
  mutating func finished() {
    isApplying = false
  }

  /// Starts the request that waited for the one that finished, unless one
  /// of its completions started an apply, which took the waiting request in.
  mutating func startNext() -> Action {
    guard !isApplying, let next = pending else { return .wait }
    pending = nil
    isApplying = true
    return .run(next)
  }

  /// A person dropped `item` where `moved`, the data now on screen, shows
  /// it. Idle, the data source heads to `moved`. Otherwise the request that
  /// waits, or a new one for ``snapshot`` when none waits, takes the move by
  /// identity, so that the running apply neither undoes it nor loses it; a
  /// diff under way is done again (see ``diffFinished(_:startedAt:)``).
  mutating func takeMove(of item: Item, like moved: Snapshot<Section, Item>) {
    generation &+= 1
    guard isApplying || pending != nil else {
      snapshot = moved
      return
    }
    var next = pending ?? Self.following(snapshot, completions: [])
    next.snapshot = next.snapshot.rebased(moving: item, like: moved)
    pending = next
    snapshot = next.snapshot
    snapshot.clearMarks()
    checkInvariants()
  }

  /// Keeps `body` until ``snapshot`` is on screen, as the completion of a
  /// request for it that waits for the running one.
  ///
  /// - Returns: `false`, keeping nothing, when no apply runs: the caller
  ///   runs `body` now.
  mutating func whenApplied(_ body: @escaping @MainActor () -> Void) -> Bool {
    guard isApplying else { return false }
    let request = Self.following(snapshot, completions: [body])
    pending = pending.map { $0.coalesced(with: request) } ?? request
    checkInvariants()
    return true
  }

  // MARK: - Private

  /// The request that waits for the running one: every apply, drop and
  /// ``whenApplied(_:)`` since it started, coalesced.
  private var pending: Request?

  /// A request that shows `snapshot` as an apply with the default options does.
  private static func following(
    _ snapshot: Snapshot<Section, Item>, completions: [@MainActor () -> Void]
  ) -> Request {
    Request(
      snapshot: snapshot, animation: .automatic, usingReloadData: false, diffing: .automatic,
      completions: completions)
  }

  /// Stops, naming what disagrees, when the waiting request heads elsewhere
  /// than ``snapshot`` or marks what its snapshot does not hold. Compiled
  /// only under `REUSEKIT_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(n) for n sections and items up to 1,000; beyond, the
  ///   counts and the sampled checks of `Snapshot`.
  private func checkInvariants() {
    #if REUSEKIT_INTERNAL_CHECKS
      guard let pending else { return }
      pending.snapshot.checkInvariants()
      let (waiting, heading) = (pending.snapshot, snapshot)
      let agree =
        waiting.numberOfSections == heading.numberOfSections && waiting.numberOfItems == heading.numberOfItems
        && (waiting.numberOfSections + waiting.numberOfItems > 1_000
          || zip(waiting.sections, heading.sections).allSatisfy { mine, theirs in
            mine.model.diffIdentifier == theirs.model.diffIdentifier
              && mine.items.map(\.diffIdentifier) == theirs.items.map(\.diffIdentifier)
          })
      guard agree else {
        fatalError(
          "ApplyQueue: the waiting request heads to \(waiting.numberOfItems) items in \(waiting.numberOfSections) "
            + "sections, snapshot() to \(heading.numberOfItems) in \(heading.numberOfSections), or in another order")
      }
    #endif
  }
}

/// One call of ``DiffableDataSource/apply(_:animation:diffing:completion:)``,
/// waiting or running; coalesced requests keep every completion.
struct ApplyRequest<Section: Diffable, Item: Diffable> {
  var snapshot: Snapshot<Section, Item>
  var animation: UpdateAnimation
  var usingReloadData: Bool
  var diffing: DiffingPolicy
  var completions: [@MainActor () -> Void]
  /// The marks of the requests this one replaced, of items and sections
  /// its snapshot does not hold (a snapshot's marks name only what it
  /// holds): a later request that holds them again marks them again.
  var unheldMarks = Marks()

  /// Reload and reconfigure marks, by identity.
  struct Marks {
    var reloadedItems: Set<Item.DiffIdentifier> = []
    var reconfiguredItems: Set<Item.DiffIdentifier> = []
    var reloadedSections: Set<Section.DiffIdentifier> = []
  }

  /// `later`, which replaces this request, keeping this request's completions
  /// first and its marks: `later` was built from a snapshot whose marks were
  /// cleared, so items and sections this request, or one it replaced,
  /// reloads or reconfigures still are, when `later` holds them.
  func coalesced(with later: ApplyRequest) -> ApplyRequest {
    var result = later
    result.completions = completions + later.completions
    // Marks name only indexed items: the outline's rows are indexed first.
    if !(snapshot.reloadedItems.isEmpty && unheldMarks.reloadedItems.isEmpty && snapshot.reconfiguredItems.isEmpty
      && unheldMarks.reconfiguredItems.isEmpty)
    {
      result.snapshot.indexAllItems()
    }
    let (items, sections) = (result.snapshot.itemIndex, result.snapshot.sectionIndex)
    Self.split(
      snapshot.reloadedItems.union(unheldMarks.reloadedItems), by: { items[$0] != nil },
      into: &result.snapshot.reloadedItems, &result.unheldMarks.reloadedItems)
    Self.split(
      snapshot.reconfiguredItems.union(unheldMarks.reconfiguredItems), by: { items[$0] != nil },
      into: &result.snapshot.reconfiguredItems, &result.unheldMarks.reconfiguredItems)
    Self.split(
      snapshot.reloadedSections.union(unheldMarks.reloadedSections), by: { sections[$0] != nil },
      into: &result.snapshot.reloadedSections, &result.unheldMarks.reloadedSections)
    result.snapshot.checkInvariants()
    return result
  }

  /// Adds each of `marks` to `held` when `isHeld` says so, and to `unheld` otherwise.
  private static func split<ID: Hashable>(
    _ marks: Set<ID>, by isHeld: (ID) -> Bool, into held: inout Set<ID>, _ unheld: inout Set<ID>
  ) {
    for mark in marks {
      if isHeld(mark) { held.insert(mark) } else { unheld.insert(mark) }
    }
  }
}
