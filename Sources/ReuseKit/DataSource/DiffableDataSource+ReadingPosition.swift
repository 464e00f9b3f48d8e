extension DiffableDataSource.Scrolling {
  // MARK: - Public

  /// The reading position the container shows now: the item at the
  /// viewport's top, by identity, and the share of its height scrolled
  /// above it; `nil` while no item is on screen, or for a container that
  /// does not report what it shows (``ContainerEvent/visibleRegionChanged(_:)``).
  public var readingPosition: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>? {
    dataSource.reading.position
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
    dataSource.reading.restore(position, loadingPages: 0)
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
    dataSource.reading.restore(position, loadingPages: maximumPages)
  }

  /// Called after each report of the region the container shows, which is
  /// when ``readingPosition`` may have changed.
  package var readingPositionDidChange: (@MainActor () -> Void)? {
    get { dataSource.reading.didChange }
    nonmutating set { dataSource.reading.didChange = newValue }
  }
}

extension DiffableDataSource {
  /// The reading position a data source hears from its container, and a
  /// restore waiting for its item.
  @MainActor
  final class ReadingTracker {
    // MARK: - Lifecycle

    init(dataSource: DiffableDataSource) {
      self.dataSource = dataSource
    }

    // MARK: - Internal

    typealias Position = ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>

    /// The reading position of the region last shown, by the snapshot on screen.
    var position: Position? {
      guard let dataSource, let anchor, let path = dataSource.current.itemPath(forID: anchor.id) else { return nil }
      let sections = dataSource.current.sections
      return ReadingPosition(
        itemID: anchor.id, sectionID: sections[path.section].model.diffIdentifier, fractionOfHeight: anchor.fraction,
        neighbourIDs: Self.neighbours(of: path, in: sections))
    }

    /// The container shows `region`, whose anchor is `item` in the content it shows.
    func regionChanged(_ region: VisibleRegion, anchor item: Item?) {
      self.region = region
      anchor = item.map { (id: $0.diffIdentifier, fraction: min(1, max(0, region.fractionOfHeight))) }
      didChange?()
    }

    /// Called after each region the container reports.
    var didChange: (@MainActor () -> Void)?

    /// The region the container last showed, for a collaborator that comes later.
    private(set) var region: VisibleRegion?

    func restore(_ position: Position, loadingPages maximumPages: Int) {
      pending = position
      pagesLeft = max(0, maximumPages)
      restoreIfPossible()
    }

    func snapshotWillApply() { restoreIfPossible() }

    /// A page load ended: its page is on screen (`brought`), or it failed
    /// or was cancelled. A restore waiting for its item counts the page,
    /// and asks for the next one or stops waiting.
    func pageLoadEnded(brought: Bool) {
      guard pending != nil else { return }
      if brought { pagesLeft = max(0, pagesLeft - 1) }
      restoreIfPossible()
    }

    // MARK: - Private

    private weak var dataSource: DiffableDataSource?
    private var anchor: (id: Item.DiffIdentifier, fraction: Double)?
    private var pending: Position?
    /// How many more pages the waiting restore may wait for.
    private var pagesLeft = 0

    /// Scrolls to the waiting position once the snapshot heading to the
    /// screen holds its item or a neighbour, after that snapshot is on screen.
    private func restoreIfPossible() {
      guard let dataSource, let pending else { return }
      let snapshot = dataSource.snapshot()
      let target: (id: Item.DiffIdentifier, fraction: Double)
      if snapshot.itemPath(forID: pending.itemID) != nil {
        target = (pending.itemID, min(1, max(0, pending.fractionOfHeight)))
      } else if waitsForPage(of: dataSource) {
        return
      } else if let neighbour = pending.neighbourIDs.first(where: { snapshot.itemPath(forID: $0) != nil }) {
        target = (neighbour, 0)
      } else {
        return
      }
      self.pending = nil
      dataSource.whenApplied { [weak dataSource] in
        guard let dataSource, let path = dataSource.current.itemPath(forID: target.id) else { return }
        dataSource.container.scroll(to: .itemOffset(path, fractionOfHeight: target.fraction), animated: false)
      }
    }

    /// Whether the waiting restore waits for paging to bring its item: it
    /// may wait for more pages, and a load runs or starts now.
    private func waitsForPage(of dataSource: DiffableDataSource) -> Bool {
      guard pagesLeft > 0, let paging = dataSource.pagingObserver else { return false }
      return paging.isLoading || paging.loadMoreAtEveryEdge()
    }

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
