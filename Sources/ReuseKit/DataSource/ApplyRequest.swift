/// One call of ``DiffableDataSource/apply(_:animation:diffing:completion:)``,
/// waiting or running; coalesced requests keep every completion.
struct ApplyRequest<Section: Diffable, Item: Diffable> {
  var snapshot: Snapshot<Section, Item>
  var animation: UpdateAnimation
  var usingReloadData: Bool
  var diffing: DiffingPolicy
  var completions: [@MainActor () -> Void]

  /// `later`, which replaces this request, keeping this request's completions
  /// first and its marks: `later` was built from a snapshot whose marks were
  /// cleared, so items this request reloads or reconfigures still are, when
  /// `later` still holds them.
  func coalesced(with later: ApplyRequest) -> ApplyRequest {
    var result = later
    result.completions = completions + later.completions
    result.snapshot.reloadedItems.formUnion(snapshot.reloadedItems)
    result.snapshot.reconfiguredItems.formUnion(snapshot.reconfiguredItems)
    result.snapshot.reloadedSections.formUnion(snapshot.reloadedSections)
    return result
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
