extension DiffableDataSource.Paging {
  // MARK: - Internal

  /// Starts a load at `edge` unless one runs there: its loader runs in a
  /// task of its own, off the main actor, and its result comes back here.
  @discardableResult
  func start(_ edge: ContentEdge) -> Bool {
    // One load per edge: a second one is dropped.
    guard !state(of: edge).isLoading else { return false }
    guard let loader, let dataSource else { return false }
    let boundary = Self.boundary(of: dataSource.snapshot(), at: edge)
    let request = Request(edge: edge, boundaryItem: boundary)
    lastToken += 1
    let token = lastToken
    let task = Task.detached { try await loader(request) }
    loads[edge] = Load(token: token, task: task)
    states[edge] = .loading
    if showsNoItem { dataSource.refreshShownContent() }
    eventHandler?(.started(edge))
    Task { [weak self] in
      let result = await task.result
      self?.finish(edge, token: token, with: result)
    }
    return true
  }

  /// The load `token` at `edge` ended with `result`: ignored when it was
  /// cancelled, merged and applied when its edge is as it was.
  func finish(_ edge: ContentEdge, token: Int, with result: Result<Page, any Error>) {
    guard loads[edge]?.token == token, let dataSource else { return }
    loads[edge] = nil
    var snapshot = dataSource.snapshot()
    let page: Page
    switch result {
    case .failure(let error) where error is CancellationError:
      return forget(edge)
    case .failure(let error):
      states[edge] = .failed(error)
      refresh(edge)
      eventHandler?(.failed(edge, error))
      dataSource.pageLoadEnded(brought: false)
      return
    case .success(let loaded): page = loaded
    }
    var report = MergeReport<Item>()
    for section in edge == .top ? page.sections.reversed() : page.sections {
      let merged = snapshot.mergeItems(section.items, intoSection: section.model, at: edge, keeping: duplicates)
      report.droppedItems += merged.droppedItems
      report.replacedItems += merged.replacedItems
      report.mergedCount += merged.mergedCount
    }
    // The edge's own page moves its item: not a change under the load.
    boundaries.updateValue(Self.boundary(of: snapshot, at: edge)?.diffIdentifier, forKey: edge)
    eventHandler?(.merged(edge, report))
    if !report.isEmpty {
      dataSource.logger(
        .notice(
          "Paging: a page at the \(edge) repeated identities the list holds; dropped \(report.droppedItems.count), "
            + "replaced \(report.replacedItems.count)"))
    }
    dataSource.apply(snapshot) { [weak self] in self?.applied(edge, reachedEnd: page.reachedEnd) }
  }

  /// The page of `edge` is on screen: the edge loads again when near, or stops at its end.
  func applied(_ edge: ContentEdge, reachedEnd: Bool) {
    guard state(of: edge).isLoading, loads[edge] == nil else { return }
    states[edge] = reachedEnd ? .finished : .idle
    if showsNoItem { dataSource?.refreshShownContent() }
    if reachedEnd { eventHandler?(.reachedEnd(edge)) }
    loadIfNeeded()
    dataSource?.pageLoadEnded(brought: true)
  }

  /// Cancels the load at `edge`, if any, and forgets its failure and end.
  func forget(_ edge: ContentEdge) {
    let load = loads.removeValue(forKey: edge)
    if let load {
      load.task.cancel()
      eventHandler?(.cancelled(edge))
    }
    let (wasFailed, wasLoading) = (state(of: edge).isFailed, state(of: edge).isLoading)
    states[edge] = .idle
    if wasFailed || (wasLoading && showsNoItem) { refresh(edge) }
    if load != nil { dataSource?.pageLoadEnded(brought: false) }
  }

  /// Starts a load at every idle edge of ``edges``, wherever the viewport
  /// is: for a restore that waits for its item. Whether one started.
  func loadMoreAtEveryEdge() -> Bool {
    var started = false
    for edge in [ContentEdge.bottom, .top] where edges.contains(edge) {
      if case .idle = state(of: edge), start(edge) { started = true }
    }
    return started
  }

  /// Shows the header or footer at `edge` again: its retry view came, and
  /// stays in view for a person who sees that edge, or went; or, for a
  /// list with no item, the state view of the new phase.
  func refresh(_ edge: ContentEdge) {
    guard let dataSource else { return }
    guard !showsNoItem else { return dataSource.refreshShownContent() }
    dataSource.refreshShownContent(
      reconfiguringSections: [edge == .top ? 0 : dataSource.shown.sections.count - 1],
      revealing: state(of: edge).isFailed && retryViewProvider != nil ? edge : nil)
  }

  /// Whether a load runs, or its page is being applied, at any edge.
  var isLoading: Bool { ContentEdge.allCases.contains { state(of: $0).isLoading } }

  /// Runs `body` once no load runs: at once when none does.
  func whenLoadsEnd(_ body: @escaping @MainActor () -> Void) {
    guard isLoading else { return body() }
    loadWaiters.append(body)
  }

  /// Runs what waits for the loads to end, once none runs.
  func runLoadWaitersIfIdle() {
    guard !loadWaiters.isEmpty, !isLoading else { return }
    let waiters = loadWaiters
    loadWaiters = []
    for waiter in waiters { waiter() }
  }

  /// Whether the container shows no item, and so the state view of the phase.
  var showsNoItem: Bool { dataSource?.shown.sections.allSatisfy { $0.items.isEmpty } ?? false }
}
