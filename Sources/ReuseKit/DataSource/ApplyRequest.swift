/// One call of ``DiffableDataSource/apply(_:animatingDifferences:completion:)``,
/// waiting or running; coalesced requests keep every completion.
struct ApplyRequest<SectionIdentifier: Diffable, ItemIdentifier: Diffable> {
  var snapshot: Snapshot<SectionIdentifier, ItemIdentifier>
  var animatingDifferences: Bool
  var usingReloadData: Bool
  var completions: [@MainActor () -> Void]

  /// `later`, which replaces this request, keeping this request's completions first.
  func coalesced(with later: ApplyRequest) -> ApplyRequest {
    var result = later
    result.completions = completions + later.completions
    return result
  }
}
