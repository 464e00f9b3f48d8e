/// What the data source does with what its container reports: every
/// ``ContainerEvent``, in one switch. The stage content the container
/// showed resolves the event's paths to its items first, so each
/// collaborator hears of items, never of paths.
extension DiffableDataSource: ContentEventReceiving {
  /// Handles `event`, which speaks in the paths of `content`.
  func receive(_ event: ContainerEvent, from content: StageContent<Section, Item>) {
    switch event {
    case .didSelectItem(let path):
      if let item = content.itemIfPresent(at: path) { selection.selectOnTap(item) }
    case .didDeselectItem(let path):
      if let item = content.itemIfPresent(at: path) { selection.deselectOnTap(item) }
    case .didMoveItem(let source, let destination):
      guard source != destination, content.itemIfPresent(at: source) != nil else { return }
      let transaction = takeMove(from: source, to: destination)
      editing.didReorder?(transaction)
    case .didDeleteItem(let path):
      // The item leaves the snapshot the data source is heading to.
      guard let item = content.itemIfPresent(at: path) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems(ids: [item.diffIdentifier])
      apply(snapshot, completion: nil)
      editing.didDeleteItem?(item)
    case .didToggleExpansion(let path):
      if let item = content.itemIfPresent(at: path) { toggleExpansion(of: item, completion: nil) }
    case .displayChanged(let ended, let displayed, let supplementaryViews):
      // A view is a cell or a header or footer view, never both: each
      // collaborator ends only the views it knows.
      let shown = displayed.compactMap { shown in
        content.itemIfPresent(at: shown.path).map { (item: $0, view: shown.view) }
      }
      display.cells(ended: ended, displayed: shown)
      display.views(
        ended: ended,
        displayed: supplementaryViews.compactMap { shown in
          content.sectionIfPresent(at: shown.key.section).map {
            (shown: Display.Shown(kind: shown.key.kind, section: $0), view: shown.view)
          }
        })
    case .prefetch(let paths):
      // Nobody listens: no item is resolved, and the items on screen are not gathered.
      guard display.isPrefetching else { return }
      display.prefetch(paths.compactMap(content.itemIfPresent(at:)), displayed: display.displayedIDs)
    case .cancelPrefetching(let paths):
      guard display.isPrefetching else { return }
      display.cancelPrefetching(paths.compactMap(content.itemIfPresent(at:)))
    case .visibleRegionChanged(let region):
      reading.regionChanged(region, anchor: region.anchor.flatMap(content.itemIfPresent(at:)))
      pagingObserver?.visibleRegionChanged(region)
      observers.send(.readingPosition)
    case .didPullToRefresh: refreshObserver?.pull()
    case .didLeaveScreen: refreshObserver?.cancel()
    }
  }

  /// Handles what a facet tells: a change to show, or a scroll to make.
  func receive(_ event: FacetEvent<Section, Item>) {
    switch event {
    case .settingsChanged: refreshShownContent()
    case .selectionChanged:
      refreshShownContent()
      observers.send(.selection)
    case .scrollToItem(let id, let position, let animated): scroll(toItemWithID: id, at: position, animated: animated)
    case .scrollToBottom(let animated):
      whenApplied { [weak self] in self?.container.scroll(to: .bottom, animated: animated) }
    case .restore(let position, let maximumPages):
      reading.restore(position, loadingPages: maximumPages)
      restoreReadingPositionIfPossible()
    case .loadPhaseChanged: if showsNoItem { refreshShownContent() }
    case .edgeChanged(let edge, let revealing):
      guard !showsNoItem else { return refreshShownContent() }
      refreshShownContent(
        reconfiguringSections: [edge == .top ? 0 : shown.sections.count - 1], revealing: revealing ? edge : nil)
    case .applyPage(let snapshot, let completion): apply(snapshot, completion: completion)
    case .pageLoadEnded(let brought): pageLoadEnded(brought: brought)
    case .cancelPageLoads: pagingObserver?.cancelLoads()
    case .applyRefresh(let snapshot, let toTop, let completion):
      apply(
        snapshot,
        completion: { [weak self] in
          completion()
          guard let self else { return }
          if toTop { container.scroll(to: .top, animated: false) }
          // Paging waited for the refresh: it loads now where the list is.
          if let region = reading.region { pagingObserver?.visibleRegionChanged(region) }
        })
    case .notice(let message): logger(.notice(message))
    }
  }

  /// Whether the container shows no item, and so the state view of the phase.
  private var showsNoItem: Bool { shown.sections.allSatisfy { $0.items.isEmpty } }

  func holdsItem(withID id: Item.DiffIdentifier, noticeFrom caller: String, outcome: String?) -> Bool {
    guard snapshot().itemPath(forID: id) == nil else { return true }
    logger(.notice("\(caller): the snapshot holds no item with the identity \(id)" + (outcome.map { "; \($0)" } ?? "")))
    return false
  }

  var visibleRegion: VisibleRegion? { reading.region }

  var isRefreshing: Bool { refreshObserver?.indicator == .refreshing }

  var readingPosition: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>? {
    reading.position(in: current)
  }

  /// Hands the container a new content for what it shows: the same
  /// sections, with the state the data source has now. The content it held
  /// keeps saying what it said; the transition between them moves nothing.
  ///
  /// - Parameters:
  ///   - sections: Sections whose headers and footers are configured again.
  ///   - edge: An edge whose new header or footer should come into view.
  func refreshShownContent(reconfiguringSections sections: [Int] = [], revealing edge: ContentEdge? = nil) {
    let before = shown.containerContent
    shown = shown.withState(contentState())
    let transition = ContentTransition(
      changingStateFrom: before, to: shown.containerContent, reconfiguredSections: sections, revealing: edge)
    container.commit(ContentUpdate([transition], animation: .none), completion: nil)
  }
}
