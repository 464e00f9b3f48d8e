extension DiffableDataSource.Scrolling {
  // MARK: - Public

  /// The reading position the container shows now: the item at the
  /// viewport's top, by identity, and the share of its height scrolled
  /// above it; `nil` while no item is on screen, or for a container that
  /// does not report what it shows (``ContainerEvent/visibleRegionChanged(_:)``).
  public var readingPosition: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>? {
    events.readingPosition
  }

  /// Puts the list back at `position`, exactly: its item at the viewport's
  /// top with the same share of its height above it, at whatever width and
  /// text size the container has now.
  ///
  /// The restore waits for a snapshot that holds the item: it happens once
  /// the first apply that brings it is on screen (or now, if the snapshot
  /// the data source is heading to holds it). When a snapshot holds no such
  /// item but one of its ``ReadingPosition/neighbourIDs``, nearest first by
  /// their positions when the position was taken, that neighbour takes its
  /// place, with its top at the viewport's top. A later restore replaces
  /// one still waiting.
  ///
  /// To wait for an item on a page not loaded yet, see
  /// ``restore(_:loadingPages:)``.
  public func restore(_ position: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>) {
    events.send(.restore(position, loadingPages: 0))
  }

  /// Puts the list back at `position` as ``restore(_:)`` does, first
  /// letting paging load up to `maximumPages` pages toward an item the
  /// snapshot does not hold yet.
  ///
  /// With `maximumPages` above 0 and
  /// ``DiffableDataSource/paging`` on, the restore first waits while paging
  /// loads toward the item, asking each edge of
  /// ``DiffableDataSource/Paging/edges`` for the next page
  /// (``DiffableDataSource/Paging/loadMore(at:)``) wherever the viewport
  /// is, one page after another, the first page of an empty list included.
  /// It stops waiting when a page brings the item (the restore is then
  /// exact), when `maximumPages` pages have arrived, or when no edge can
  /// load (it failed, reached its end, or has no loader); only then does a
  /// neighbour stand in. With 0, a neighbour stands in at once.
  ///
  /// <!-- compile: prelude message-list -->
  /// ```swift
  /// let saved = dataSource.scrolling.readingPosition  // kept since the last launch
  /// // Its item may be a few pages down a feed that opens at its top.
  /// if let saved { dataSource.scrolling.restore(saved, loadingPages: 5) }
  /// ```
  public func restore(
    _ position: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>, loadingPages maximumPages: Int
  ) {
    events.send(.restore(position, loadingPages: maximumPages))
  }
}

extension DiffableDataSource {
  /// The reading position a data source hears from its container, and a
  /// restore waiting for its item: it hears the regions the container
  /// shows and the pages that arrive, and is handed the snapshots it
  /// answers about; the data source does the scrolling it decides.
  @MainActor
  final class ReadingTracker {
    // MARK: - Internal

    typealias Position = ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>
    typealias Target = (id: Item.DiffIdentifier, fraction: Double)

    /// The region the container last showed, for a collaborator that comes later.
    private(set) var region: VisibleRegion?

    /// The restore that waits for its item, if any.
    private(set) var pending: Position?

    /// The reading position of the region last shown, in `shown`, the
    /// snapshot on screen.
    func position(in shown: Snapshot<Section, Item>) -> Position? {
      guard let anchor, let path = shown.itemPath(forID: anchor.id) else { return nil }
      return ReadingPosition(
        itemID: anchor.id, sectionID: shown.sections[path.section].model.diffIdentifier,
        fractionOfHeight: anchor.fraction, neighbourIDs: Self.neighbours(of: path, in: shown.sections))
    }

    /// The container shows `region`, whose anchor is `item` in the content it shows.
    func regionChanged(_ region: VisibleRegion, anchor item: Item?) {
      self.region = region
      anchor = item.map { (id: $0.diffIdentifier, fraction: min(1, max(0, region.fractionOfHeight))) }
    }

    /// A restore to `position` waits, replacing one that waited.
    func restore(_ position: Position, loadingPages maximumPages: Int) {
      pending = position
      pagesLeft = max(0, maximumPages)
    }

    /// A page load ended: its page is on screen (`brought`), or it failed
    /// or was cancelled. A restore waiting for its item counts the page.
    func pageLoadEnded(brought: Bool) {
      if brought, pending != nil { pagesLeft = max(0, pagesLeft - 1) }
    }

    /// Where the waiting restore lands in `heading`, which it then stops
    /// waiting for: its item, or else, once `waitsForPage` says no page is
    /// worth waiting for, the nearest neighbour `heading` holds.
    ///
    /// - Parameters:
    ///   - heading: The snapshot heading to the screen.
    ///   - waitsForPage: Whether paging loads toward the item; asked only
    ///     while the restore may wait for more pages.
    /// - Returns: The identity to scroll to and the share of its height
    ///   above the viewport's top; `nil` while the restore waits.
    func target(in heading: Snapshot<Section, Item>, waitsForPage: () -> Bool) -> Target? {
      guard let pending else { return nil }
      let target: Target
      if heading.itemPath(forID: pending.itemID) != nil {
        target = (pending.itemID, min(1, max(0, pending.fractionOfHeight)))
      } else if pagesLeft > 0, waitsForPage() {
        return nil
      } else if let neighbour = pending.neighbourIDs.first(where: { heading.itemPath(forID: $0) != nil }) {
        target = (neighbour, 0)
      } else {
        return nil
      }
      self.pending = nil
      return target
    }

    // MARK: - Private

    private var anchor: Target?
    /// How many more pages the waiting restore may wait for.
    private var pagesLeft = 0

    /// The identities around `path` in `sections`, nearest first: the next,
    /// the previous, the second next, the second previous, and so on.
    private static func neighbours(of path: ItemPath, in sections: [DiffSection<Section, Item>]) -> [Item
      .DiffIdentifier]
    {
      var after: [Item.DiffIdentifier] = []
      var before: [Item.DiffIdentifier] = []
      let half = Position.neighbourCount / 2
      var (section, item) = (path.section, path.item + 1)
      while after.count < half, section < sections.count {
        if item < sections[section].items.count {
          after.append(sections[section].items[item].diffIdentifier)
          item += 1
        } else {
          (section, item) = (section + 1, 0)
        }
      }
      (section, item) = (path.section, path.item - 1)
      while before.count < half, section >= 0 {
        if item >= 0 {
          before.append(sections[section].items[item].diffIdentifier)
          item -= 1
        } else {
          section -= 1
          item = section >= 0 ? sections[section].items.count - 1 : 0
        }
      }
      var result: [Item.DiffIdentifier] = []
      for index in 0..<max(after.count, before.count) {
        if index < after.count { result.append(after[index]) }
        if index < before.count { result.append(before[index]) }
      }
      return result
    }
  }
}

extension DiffableDataSource {
  // MARK: - Internal

  /// Scrolls to where a waiting restore lands, once the snapshot heading
  /// to the screen holds its item or a neighbour, after that snapshot is
  /// on screen.
  func restoreReadingPositionIfPossible() {
    guard reading.pending != nil else { return }
    let heading = snapshot()
    let target = reading.target(in: heading) {
      guard let paging = pagingObserver else { return false }
      return paging.isLoading || paging.loadMoreAtEveryEdge()
    }
    guard let target else { return }
    whenApplied { [weak self] in
      guard let self, let path = current.itemPath(forID: target.id) else { return }
      container.scroll(to: .itemOffset(path, fractionOfHeight: target.fraction), animated: false)
    }
  }

  /// A page load ended: its page is on screen (`brought`), or it failed or
  /// was cancelled; a restore waiting for its item looks again.
  func pageLoadEnded(brought: Bool) {
    guard reading.pending != nil else { return }
    reading.pageLoadEnded(brought: brought)
    restoreReadingPositionIfPossible()
  }
}
