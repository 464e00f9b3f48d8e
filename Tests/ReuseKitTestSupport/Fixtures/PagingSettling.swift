import ReuseKit

extension PageServer {
  /// Waits until every edge of `paging` that loads has its load held here
  /// or applied: the loads run in tasks of their own, off the main actor.
  /// Returns `false` when that takes more than about ten seconds.
  @discardableResult
  public func settle(_ paging: Paging) async -> Bool {
    for round in 0..<200_000 {
      let busy = ContentEdge.allCases.contains { paging.state(of: $0).isLoading && pending(at: $0) == nil }
      guard busy else { return true }
      if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
    }
    return false
  }
}
