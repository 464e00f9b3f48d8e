extension HeadlessContainer {
  // MARK: - Public

  /// Returns every visible cell to its pool, reads the counts again, lays
  /// everything out anew and dequeues the visible cells.
  ///
  /// Called during the container's own pass (from a cell provider), the
  /// reload waits for the end of the pass.
  public func reloadData() {
    reloadData(mappingItemPaths: { _ in nil })
  }

  /// Returns every visible cell to its pool, reads the counts again, lays
  /// everything out anew and dequeues the visible cells, keeping the reading
  /// position by identity: the first visible item that `itemPathAfterReload`
  /// maps to a path after the reload keeps its place on screen. Without one,
  /// the offset stays; while ``sticksToBottom`` holds, the end stays in view.
  ///
  /// Called during the container's own pass (from a cell provider), the
  /// reload waits for the end of the pass.
  public func reloadData(mappingItemPaths itemPathAfterReload: @escaping (ItemPath) -> ItemPath?) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.reloadData(mappingItemPaths: itemPathAfterReload) })
    }
    inPass(.updating) {
      let viewport = shownViewport
      var hold = currentReadingHold()
      visibleCells.recycleAll(into: registry)
      visibleSupplementaryViews.recycle(outside: [], into: registry)
      let everythingNew = LayoutUpdate(
        sections: readCounts().map { LayoutUpdate.Section(source: nil, items: Array(repeating: .new, count: $0)) })
      layout.apply(everythingNew)
      let pin = hold.follow(movesAway: { _ in false }) { path in
        itemPathAfterReload(path).flatMap { self.layout.engine.contains($0) ? $0 : nil }
      }
      refreshViewport(pinnedTo: pin ?? .offset(viewport.offset))
      reloadCount += 1
    }
  }

  /// Applies `update` as one batch, validated by UIKit's rules. Measured
  /// heights move with their items, and the first visible item that survives
  /// stays where it was on screen.
  ///
  /// A batch cannot start while the container is in the middle of its own
  /// pass, from a cell provider or a sizing hook: that stops with a message.
  /// A ``DiffableDataSource`` never does it; its applies wait for the pass.
  public func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    guard !pass.isBusy else {
      fatalError(
        "\(Self.name): performBatchUpdates was called while the container was laying out or updating, from code "
          + "it called (a cell provider or a sizing hook); apply through a DiffableDataSource, whose applies wait "
          + "for the container, or update after the pass")
    }
    layoutIfNeeded()
    try inPass(.updating) { () throws(BatchUpdateError) in
      let transaction = try BatchTransaction(
        update, countsBefore: (0..<layout.numberOfSections).map(layout.numberOfItems(inSection:)),
        updateData: updateData, countsAfter: readCounts, wording: Self.wording, containerDescription: description,
        container: self)
      visibleCells.move(into: registry, to: transaction.survivingPath(of:))
      visibleSupplementaryViews.move(into: registry, to: transaction.survivingSection(of:))
      var hold = readingHold ?? currentReadingHold()
      let viewport = shownViewport
      layout.apply(
        LayoutUpdate(transaction.mapping, countsBefore: transaction.countsBefore, countsAfter: transaction.countsAfter))
      for section in transaction.reloadedFinalSections {
        layout.engine.invalidateSupplementaryHeight(inSection: section, footer: false)
        layout.engine.invalidateSupplementaryHeight(inSection: section, footer: true)
      }
      let pin = hold.follow(movesAway: update.movesAway, destination: transaction.finalPath(of:))
      if readingHold != nil { readingHold = hold }
      refreshViewport(pinnedTo: pin ?? .offset(viewport.offset))
      reconfigure(transaction.reconfiguredFinalPaths)
      batchUpdateCount += 1
    }
  }

  /// Runs `body`, in which a data source performs the batch updates of one
  /// apply: the first item visible before them that survives them all keeps
  /// its place on screen, even when an earlier batch revealed rows above it;
  /// while ``sticksToBottom`` holds and the end was in view, the end stays.
  public func keepingReadingPosition(_ body: () -> Void) {
    guard readingHold == nil else { return body() }
    readingHold = currentReadingHold()
    defer { readingHold = nil }
    body()
  }

  /// Lets the data source configure the visible cells of `itemPaths` again,
  /// in place: dequeuing the item's own view type returns its existing cell,
  /// without preparing it for reuse. Items that are not visible are skipped.
  public func reconfigureItems(at itemPaths: [ItemPath]) {
    guard !pass.isBusy else {
      return pass.postpone(.run { [weak self] in self?.reconfigureItems(at: itemPaths) })
    }
    inPass(.updating) { reconfigure(itemPaths) }
  }

  // MARK: - Internal

  /// The visible items with their distances above the viewport's top, and
  /// whether the end is in view for a container that sticks to the bottom.
  func currentReadingHold() -> ReadingHold {
    let viewport = shownViewport
    return ReadingHold(
      candidates: layout.visibleItems(in: viewport).map {
        (path: $0, distance: viewport.offset - layout.frame(of: $0).minY)
      },
      atBottom: sticksToBottom && layout.isAtBottom(viewport))
  }

  /// Configures the visible cells of `itemPaths` again, inside a pass.
  func reconfigure(_ itemPaths: [ItemPath]) {
    for path in itemPaths {
      guard let existing = visibleCells[path], let cell = makeCell(at: path, reconfiguring: existing) else { continue }
      if cell !== existing {
        // The item's view type changed: its new cell takes the old one's place.
        registry.recycle(existing)
        visibleCells[path] = cell
      }
      if layout.arrangement.itemHeight.isSelfSizing,
        let height = checkedHeight(of: cell, at: path, width: layout.itemWidth),
        height != layout.itemHeight(of: path)
      {
        layout.reportHeight(height, for: path)
      }
    }
    foldReports()
  }
}
