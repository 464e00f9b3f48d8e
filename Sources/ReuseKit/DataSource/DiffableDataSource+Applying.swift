/// How a data source runs its applies: queued one at a time, coalesced while
/// one runs, diffed on or off the main actor, and shown as staged batch
/// updates or a reload.
extension DiffableDataSource {
  // MARK: - Internal

  func enqueue(_ request: ApplyRequest<Section, Item>) {
    let step = queue.enqueue(request)
    // The snapshot heading to the screen changed: a restore may find its
    // item, and a load whose edge changed no longer applies.
    if reading.pending != nil { restoreReadingPositionIfPossible() }
    pagingObserver?.snapshotWillApply()
    guard case .run(let request) = step else { return }
    // An apply from code the container calls in the middle of its own pass
    // (a cell provider, a sizing hook) starts when the pass ends; applies
    // that arrive meanwhile coalesce with it.
    let generation = queue.generation
    container.performWhenIdle { [weak self] in
      guard let self else { return }
      // A person's drop while the container held the apply back (a UIKit
      // view with uncommitted updates): the apply takes what the drop left
      // waiting, so that it neither undoes the drop nor shows it twice.
      run(queue.resume(request, heldSince: generation))
    }
  }

  /// Diffs `request`, which the queue counts as running, and shows it.
  private func run(_ request: ApplyRequest<Section, Item>) {
    guard !request.usingReloadData, container.isVisible else {
      finish(request, changes: nil)
      return
    }
    let source = current.sections
    let target = request.snapshot.sections
    let style = updateStyle
    guard let backgroundDiffer, diffsInBackground(request, from: source, to: target) else {
      finish(request, changes: differ(source, target, style))
      return
    }
    let generation = queue.generation
    backgroundDiffer(source, target, style) { [weak self] changes in
      guard let self else { return }
      // A person's move changed the data on screen while the diff ran: the
      // changes no longer start from it, and the request runs again.
      if case .run(let next) = queue.diffFinished(request, startedAt: generation) { return run(next) }
      finish(request, changes: changes)
    }
  }

  private func finish(
    _ request: ApplyRequest<Section, Item>,
    changes: SectionedStagedChangeset<Section, Item>?
  ) {
    let target = request.snapshot
    let withinThreshold = changes.map { changes in
      reloadDataThreshold.map { changes.stages.reduce(0) { $0 + $1.changeCount } <= $0 } ?? true
    }
    // Even without animation, as UIKit's own data sources do since iOS 15:
    // diffed and performed as batch updates, not reloaded.
    if let changes, withinThreshold == true, let update = update(showing: changes, target, animation: request.animation)
    {
      shown = update.last ?? shown.replacingSnapshot(with: target)
      batchUpdateCount += update.update.transitions.count { !$0.isRefresh }
      container.commit(update.update, completion: nil)
    } else {
      reload(target)
    }
    shown.clearMarks()
    // Deleted items leave the selection; the rest keep it, wherever they
    // went. An item selected in a snapshot still waiting to be applied stays.
    if !selection.selectedIDs.isEmpty { queue.indexAllItems() }
    if selection.keepOnly(itemsOf: queue.snapshot) { observers.send(.selection) }
    queue.finished()
    // An apply from a completion starts at once; one that waited starts after.
    if let completion = Self.runAll(request.completions) {
      container.performAfterAnimations(completion)
    }
    if case .run(let next) = queue.startNext() { run(next) }
  }

  /// The transitions from what the container shows to `target`: one per
  /// stage of `changes`, then one for the items and sections `target`
  /// marks and the sections whose headers show new models. Each is checked
  /// by UIKit's rules before the container sees any; `nil`, logged, when
  /// one is rejected, and the data source then reloads.
  ///
  /// - Complexity: O(s) per stage for s sections, plus the checks: no item
  ///   is configured here.
  private func update(
    showing changes: SectionedStagedChangeset<Section, Item>, _ target: Snapshot<Section, Item>,
    animation: UpdateAnimation
  ) -> (update: ContentUpdate, last: StageContent<Section, Item>?)? {
    var transitions: [ContentTransition] = []
    var from = shown.containerContent
    var last: StageContent<Section, Item>?
    let marked = Self.markedUpdate(of: target)
    do {
      for (index, stage) in changes.stages.enumerated() {
        // The last stage shows the target: its content is the target's.
        let isLast = index == changes.stages.count - 1 && marked.isEmpty && changes.reconfiguredSections.isEmpty
        let stageContent = isLast ? content(of: target) : content(of: changes.data(afterStage: index))
        let to = stageContent.containerContent
        transitions.append(try transition(from: from, to: to, stage))
        (from, last) = (to, stageContent)
      }
    } catch {
      logger(.recoveredFailure("a staged update was rejected (\(error)); reloading instead"))
      return nil
    }
    guard !marked.isEmpty || !changes.reconfiguredSections.isEmpty else {
      return (ContentUpdate(transitions, animation: animation), last)
    }
    do {
      let stageContent = content(of: target)
      transitions.append(
        try transition(
          from: from, to: stageContent.containerContent, marked, reconfiguring: changes.reconfiguredSections))
      last = stageContent
    } catch {
      logger(
        .recoveredFailure("reloading or reconfiguring the marked items was rejected (\(error)); reloading instead"))
      return nil
    }
    return (ContentUpdate(transitions, animation: animation), last)
  }

  /// The transition of `update` from `from` to `to`, checked as the container's views check it.
  func transition(
    from: ContainerContent, to: ContainerContent, _ update: BatchUpdate, reconfiguring sections: [Int] = []
  ) throws(BatchUpdateError) -> ContentTransition {
    try ContentTransition(
      from: from, to: to, batchUpdate: update, reconfiguredSections: sections,
      wording: container.updateWording, containerDescription: "\(container)")
  }

  /// One completion that runs `completions` in order, or `nil` for none.
  private static func runAll(_ completions: [@MainActor () -> Void]) -> (@MainActor () -> Void)? {
    guard !completions.isEmpty else { return nil }
    return { for completion in completions { completion() } }
  }

  /// One batch for the items and sections `snapshot` marks for reloading or
  /// reconfiguring, at their final positions.
  private static func markedUpdate(of snapshot: Snapshot<Section, Item>) -> BatchUpdate {
    let reloadedSections = Set(snapshot.reloadedSections.compactMap { snapshot.sectionIndex[$0] })
    let reloaded = snapshot.reloadedItems.compactMap { snapshot.itemIndex[$0] }
      .filter { !reloadedSections.contains($0.section) }
    let reloadedSet = Set(reloaded)
    let reconfigured = snapshot.reconfiguredItems.compactMap { snapshot.itemIndex[$0] }
      .filter { !reloadedSections.contains($0.section) && !reloadedSet.contains($0) }
    return BatchUpdate(
      reloadedSections: reloadedSections.sorted(), reloadedItems: reloaded.sorted(),
      reconfiguredItems: reconfigured.sorted())
  }

  /// Reloads the container with `target`, keeping the reading position by
  /// identity: an item's path before the reload leads to its path after it.
  private func reload(_ target: Snapshot<Section, Item>) {
    var target = target
    target.indexAllItems()
    let before = current.sections
    shown = content(of: target)
    container.reloadContent(shown.containerContent) { path in
      guard before.indices.contains(path.section), before[path.section].items.indices.contains(path.item) else {
        return nil
      }
      return target.itemPath(forID: before[path.section].items[path.item].diffIdentifier)
    }
    reloadCount += 1
  }

  /// The content of `sections` with the state the data source has now.
  func content(of sections: [DiffSection<Section, Item>]) -> StageContent<Section, Item> {
    StageContent(sections: sections, state: contentState(), providers: providers, events: events)
  }

  /// The content of `snapshot` with the state the data source has now,
  /// which finds its selected items through `snapshot`'s index.
  func content(of snapshot: Snapshot<Section, Item>) -> StageContent<Section, Item> {
    StageContent(snapshot: snapshot, state: contentState(), providers: providers, events: events)
  }

  /// What the data source has decided now, for a new content.
  ///
  /// - Complexity: O(1), plus the state and retry views the app provides.
  func contentState() -> StageContent<Section, Item>.State {
    var state = StageContent<Section, Item>.State()
    state.selectedIDs = selection.selectedIDs
    state.allowsSelection = selection.allowsSelection
    state.allowsMultipleSelection = selection.allowsMultipleSelection
    state.canSelectItem = selection.canSelectItem
    state.selectionMenu = selection.contextMenu
    state.isEditing = editing.isEditing
    state.outlines = sectionSnapshots
    state.showsSupplementaryViews =
      providers.supplementary != nil || pagingObserver?.showsSupplementaryViews == true
      || refreshObserver?.showsSupplementaryViews == true
    state.retryViews = pagingObserver?.retryViews ?? [:]
    // A failed refresh shows its retry view at the top, over a failed load's.
    if let retry = refreshObserver?.retryView { state.retryViews[.top] = retry }
    state.refresh = refreshObserver?.indicator
    // No state view while the snapshot holds items: the app's provider is not asked.
    state.background = contentPhase.flatMap { phase in background.configuration(in: phase) }
    return state
  }

  /// The phase the state view shows: `nil` while the snapshot heading to
  /// the screen holds items.
  var contentPhase: ContentPhase? {
    guard queue.snapshot.numberOfItems == 0 else { return nil }
    return refreshObserver?.phase ?? pagingObserver?.loadPhase ?? .empty
  }
}
