extension DiffableDataSource.Paging {
  // MARK: - Internal

  /// Starts a load at `edge` unless one runs there: its loader runs in a
  /// task of its own, off the main actor, and its result comes back here.
  @discardableResult
  func start(_ edge: ContentEdge) -> Bool {
    // One load per edge: a second one is dropped; none while a refresh runs.
    guard !state(of: edge).isLoading, !events.isRefreshing else { return false }
    guard let loader, let heading = events.headingSnapshot else { return false }
    let boundary = Self.boundary(of: heading, at: edge)
    let request = Request(edge: edge, boundaryItem: boundary)
    lastToken += 1
    let token = lastToken
    let task = Task.detached { try await loader(request) }
    loads[edge] = Load(token: token, task: task)
    states[edge] = .loading
    events.send(.loadPhaseChanged)
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
    guard loads[edge]?.token == token, var snapshot = events.headingSnapshot else { return }
    loads[edge] = nil
    let page: Page
    switch result {
    case .failure(let error) where error is CancellationError:
      return forget(edge)
    case .failure(let error):
      states[edge] = .failed(error)
      refresh(edge)
      eventHandler?(.failed(edge, error))
      events.send(.pageLoadEnded(brought: false))
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
    didMergePage?(edge, page)
    eventHandler?(.merged(edge, report))
    if !report.isEmpty {
      events.send(
        .notice(
          "Paging: a page at the \(edge) repeated identities the list holds; dropped \(report.droppedItems.count), "
            + "replaced \(report.replacedItems.count)"))
    }
    events.send(.applyPage(snapshot) { [weak self] in self?.applied(edge, reachedEnd: page.reachedEnd) })
  }

  /// The page of `edge` is on screen: the edge loads again when near, or stops at its end.
  func applied(_ edge: ContentEdge, reachedEnd: Bool) {
    guard state(of: edge).isLoading, loads[edge] == nil else { return }
    states[edge] = reachedEnd ? .finished : .idle
    events.send(.loadPhaseChanged)
    if reachedEnd { eventHandler?(.reachedEnd(edge)) }
    loadIfNeeded()
    events.send(.pageLoadEnded(brought: true))
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
    if wasFailed {
      refresh(edge)
    } else if wasLoading {
      events.send(.loadPhaseChanged)
    }
    if load != nil { events.send(.pageLoadEnded(brought: false)) }
  }

  /// Cancels every load under way; failures and ends stay.
  func cancelLoads() {
    for edge in ContentEdge.allCases where state(of: edge).isLoading { forget(edge) }
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
    events.send(.edgeChanged(edge, revealing: state(of: edge).isFailed && retryViewProvider != nil))
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

}
