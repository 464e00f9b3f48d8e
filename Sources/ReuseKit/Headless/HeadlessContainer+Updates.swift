extension HeadlessContainer {
  // MARK: - Public

  /// Returns every visible cell to its pool, shows `content` in place of
  /// everything, lays it out anew and dequeues the visible cells, keeping
  /// the reading position by identity: the first visible item that
  /// `mappingItemPaths` maps to a path of `content` keeps its place on
  /// screen. Without one, the offset stays; while ``sticksToBottom`` holds,
  /// the end stays in view.
  ///
  /// Called during the container's own pass (from a cell provider), the
  /// reload waits for the end of the pass.
  public func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.reloadContent(content, mappingItemPaths: mappingItemPaths) })
    }
    inPass(.updating) {
      let viewport = shownViewport
      var hold = currentReadingHold()
      let offsets = horizontalOffsetsByIdentity()
      let old = self.content
      self.content = content
      if !prefetchRange.isEmpty {
        carryPrefetchRange(from: old) { path in
          mappingItemPaths(path).flatMap { content.contains($0) ? $0 : nil }
        }
      }
      visibleCells.recycleAll(into: registry)
      visibleSupplementaryViews.recycle(outside: [], into: registry)
      let everythingNew = LayoutUpdate(
        sections: content.sectionCounts.map {
          LayoutUpdate.Section(source: nil, items: Array(repeating: .new, count: $0))
        })
      layout.apply(everythingNew, layouts: sectionLayouts(of: content))
      restoreHorizontalOffsets(offsets)
      let pin = hold.follow(movesAway: { _ in false }) { path in
        mappingItemPaths(path).flatMap { self.layout.engine.contains($0) ? $0 : nil }
      }
      refreshViewport(pinnedTo: pin ?? .offset(viewport.offset))
    }
  }

  /// Commits `update`'s transitions in order, each as one batch update:
  /// measured heights move with their items, and the first item visible
  /// before the first transition that survives them all keeps its place on
  /// screen, or the end stays in view while ``sticksToBottom`` holds and it
  /// was. A headless container animates nothing, so `completion` runs once
  /// the transitions are shown.
  ///
  /// Called during the container's own pass (from a cell provider), the
  /// update waits for the end of the pass.
  public func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.commit(update, completion: completion) })
    }
    guard !update.transitions.isEmpty else {
      completion?()
      return
    }
    layoutIfNeeded()
    inPass(.updating) {
      var hold = currentReadingHold()
      let viewport = shownViewport
      let survivors = Set(visibleCells.paths)
      var pin: ViewportPin?
      var survived = survivors
      for transition in update.transitions {
        pin = show(transition, following: &hold) ?? pin
        survived = Set(survived.compactMap(transition.survivingPath(of:)))
      }
      refreshViewport(pinnedTo: pin ?? .offset(viewport.offset))
      // The cells that stayed are told their state once, from the content
      // they now show; a cell dequeued on the way was told when it was made.
      for path in survived { visibleCells[path].map { refreshState(of: $0, at: path) } }
    }
    completion?()
  }

  // MARK: - Internal

  /// The visible items with their distances above the viewport's top, and
  /// whether the end is in view for a container that sticks to the bottom.
  func currentReadingHold() -> ReadingHold {
    ReadingHold(
      visibleItems: layout.visibleItems(in: shownViewport), frame: layout.frame(of:), viewport: shownViewport,
      contentHeight: layout.contentSize.height, sticksToBottom: sticksToBottom)
  }

  /// Configures the visible cells of `itemPaths` again, inside a pass; the
  /// heights they report wait for the pass's next layout round.
  func reconfigure(_ itemPaths: [ItemPath]) {
    let plan = Reconfiguration(itemPaths, in: content) { visibleCells[$0]?.reuseIdentifier }
    for path in plan.kept {
      guard let existing = visibleCells[path], let configuration = plan.configurations[path] else { continue }
      remeasure(makeCell(at: path, configuration: configuration, reconfiguring: existing), at: path)
    }
    for path in plan.replaced {
      guard let existing = visibleCells[path], let configuration = plan.configurations[path] else { continue }
      // The item's view type changed: its new cell takes the old one's place.
      registry.recycle(existing)
      let cell = makeCell(at: path, configuration: configuration)
      visibleCells[path] = cell
      remeasure(cell, at: path)
    }
  }

  // MARK: - Private

  /// Shows one transition: the content switches, cells and heights follow
  /// their items, and `hold` follows the held items. Returns the pin after
  /// it, unclamped: the offset is placed once, against the last content.
  private func show(_ transition: ContentTransition, following hold: inout ReadingHold) -> ViewportPin? {
    content = transition.to
    carryPrefetchRange(through: transition)
    guard !transition.isRefresh else {
      // A view that appears at an edge the viewport shows stays in view.
      let revealed = transition.revealedEdge.flatMap { layout.shows($0, in: shownViewport) ? $0 : nil }
      reconfigureSupplementaryViews(inSections: transition.reconfiguredSections)
      let pin = hold.follow(movesAway: { _ in false }, destination: { $0 })
      switch revealed {
      case .top?: return .offset(0)
      case .bottom?: return .bottom
      case nil: return pin
      }
    }
    visibleCells.move(into: registry, to: transition.survivingPath(of:))
    visibleSupplementaryViews.move(into: registry, to: transition.survivingSection(of:))
    layout.apply(
      LayoutUpdate(
        transition.mapping, countsBefore: transition.from.sectionCounts, countsAfter: transition.to.sectionCounts),
      layouts: sectionLayouts(of: transition.to))
    for section in transition.reloadedFinalSections {
      layout.engine.invalidateSupplementaryHeight(inSection: section, footer: false)
      layout.engine.invalidateSupplementaryHeight(inSection: section, footer: true)
    }
    let pin = hold.follow(movesAway: transition.batchUpdate.movesAway, destination: transition.finalPath(of:))
    reconfigure(transition.reconfiguredFinalPaths)
    reconfigureSupplementaryViews(inSections: transition.reconfiguredSections)
    return pin
  }
}
