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
      views.recycleAll()
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
      let survivors = Set(views.cells.paths)
      var pin: ViewportPin?
      var survived = survivors
      for transition in update.transitions {
        pin = show(transition, following: &hold) ?? pin
        survived = Set(survived.compactMap(transition.survivingPath(of:)))
      }
      refreshViewport(pinnedTo: pin ?? .offset(viewport.offset))
      // The cells that stayed are told their state once, from the content
      // they now show; a cell dequeued on the way was told when it was made.
      views.refreshStates(at: survived, in: content)
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
    for (path, cell) in views.reconfigure(itemPaths, in: content) { remeasure(cell, at: path) }
  }

  /// The layout of each section of `content`: the one its data source
  /// chose, checked, or the arrangement's.
  ///
  /// Stops with a message that names the section and the value when a
  /// chosen layout cannot be laid out, or, in a list, is not a list.
  ///
  /// - Complexity: O(s) for s sections, each asked of `content` once.
  func sectionLayouts(of content: ContainerContent) -> [SectionLayout] {
    let fallback = layout.engine.rules.defaultSection
    return (0..<content.numberOfSections).map { section in
      guard let chosen = content.sectionLayout(inSection: section) else { return fallback }
      if Arrangement.isList { content.checkIsList(chosen, inSection: section, in: Self.name) }
      chosen.check(section: content.describeSection(section), in: Self.name)
      return chosen
    }
  }

  // MARK: - Private

  /// Carries the prefetch range through `transition`, whose `from` is the
  /// content shown until now; the items it deletes are cancelled.
  private func carryPrefetchRange(through transition: ContentTransition) {
    guard !prefetchRange.isEmpty else { return }
    carryPrefetchRange(from: transition.from, mapping: transition.finalPath(of:))
  }

  /// Carries the prefetch range from `old` content into ``content`` by
  /// `mapping`; the items it maps to no path are cancelled, in `old`'s
  /// paths, once the pass ends, as display changes are reported.
  private func carryPrefetchRange(from old: ContainerContent, mapping: (ItemPath) -> ItemPath?) {
    var gone: [ItemPath] = []
    prefetchRange = prefetchRange.compactMap { path in
      guard let new = mapping(path) else {
        gone.append(path)
        return nil
      }
      return new
    }
    guard !gone.isEmpty else { return }
    pass.postpone(.run { old.send(.cancelPrefetching(gone)) })
  }

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
    views.follow(transition)
    layout.apply(transition.layoutUpdate, layouts: sectionLayouts(of: transition.to))
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
