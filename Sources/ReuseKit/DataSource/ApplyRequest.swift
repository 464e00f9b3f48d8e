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

/// Where a ``DiffableDataSource`` diffs an apply, and so whether the change
/// is on screen when `apply` returns.
public enum DiffingPolicy: Sendable {
  /// On the main actor for changes smaller than the data source's
  /// ``DiffableDataSource/backgroundDiffingThreshold``, off it for larger ones.
  case automatic
  /// On the main actor: the change is on screen when `apply` returns, unless
  /// another apply is still running.
  case mainActor
  /// Off the main actor: the change is on screen only after `apply` returns,
  /// when its completion runs.
  case background
}
