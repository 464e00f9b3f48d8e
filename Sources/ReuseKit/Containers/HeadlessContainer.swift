/// A container that runs in memory, as a list (``HeadlessList``) or a grid
/// (``HeadlessGrid``).
///
/// It does what `UITableView` and `UICollectionView` do, without a screen:
/// registration and dequeue by type, a layout with self-sizing items, a
/// viewport with cells for the visible items only, reuse of cells that scroll
/// away, scroll anchoring, and batch updates checked by UIKit's rules. Tests
/// use it to prove that an update would not crash an app.
///
/// ```swift
/// let list = HeadlessList(
///   viewport: Viewport(width: 320, height: 440),
///   arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
/// list.register(ProfileView.self)
/// let dataSource = DiffableDataSource<HeadlessList, String, Profile>(container: list) { list, path, profile in
///   list.dequeueConfiguredCell(ProfileView.self, for: path, with: profile)
/// }
/// ```
@MainActor
public final class HeadlessContainer<Style: HeadlessStyle>: ReusableViewContainer {
  // MARK: - Lifecycle

  /// Creates an empty container with `viewport` and `arrangement`.
  public init(viewport: Viewport = Viewport(width: 320, height: 480), arrangement: Style.Arrangement) {
    self.viewport = viewport
    layout = FlowLayout(sectionCounts: [], width: viewport.width, arrangement: arrangement)
  }

  // MARK: - Public

  /// The cells of the container.
  public typealias Cell = any ReusableCell

  /// The registry of view types, with their reuse pools and counters.
  public let registry = ReuseRegistry()

  /// An object that gives the container its counts and cells, held weakly.
  ///
  /// Setting it replaces the data provider, and setting a data provider
  /// replaces it: the container reads from one source.
  public weak var dataSource: (any HeadlessDataSource)? {
    didSet {
      provider = dataSource.map { source in
        ContainerDataProvider(
          numberOfSections: { [weak source] in source?.numberOfSections() ?? 0 },
          numberOfItems: { [weak source] section in source?.numberOfItems(inSection: section) ?? 0 },
          cell: { [weak source] path in source?.cell(at: path) })
      }
    }
  }

  /// Whether the container is on screen. A ``DiffableDataSource`` reloads
  /// instead of animating changes while it is not.
  public var isVisible = true

  /// The visible part of the content. Setting it scrolls or resizes the
  /// container: a new width measures every width-dependent item again, the
  /// visible ones first.
  public var viewport: Viewport {
    didSet { refresh() }
  }

  /// The layout: frames, the content size, and the measured heights.
  public private(set) var layout: FlowLayout<Style.Arrangement>

  /// The size of all content.
  public var contentSize: LayoutSize { layout.contentSize }

  /// Calls `handler` with the new content size whenever it changes, for as
  /// long as `observer` lives; the observer is held weakly and passed back,
  /// so the handler needs no `[weak self]`.
  public func addContentSizeObserver<Observer: AnyObject>(
    _ observer: Observer, handler: @escaping (Observer, LayoutSize) -> Void
  ) {
    layout.addContentSizeObserver(observer, handler: handler)
  }

  /// Registers `viewType` for cells.
  public func register<View: ConfigurableView>(_ viewType: View.Type) {
    registry.register(HostingCell<View, Style.Role>.self)
  }

  /// Dequeues a cell hosting a `viewType` for the item at `itemPath`.
  ///
  /// While the container reconfigures an item, dequeuing that item's own view
  /// type returns its existing cell, unprepared, as UIKit does.
  ///
  /// Stops with a message that names the type and lists the registered types
  /// when `viewType` was never registered.
  public func dequeue<View: ConfigurableView>(
    _ viewType: View.Type, for itemPath: ItemPath
  ) -> HostingCell<View, Style.Role> {
    if let existing = reconfiguring as? HostingCell<View, Style.Role> {
      reconfiguring = nil
      return existing
    }
    do {
      return try registry.dequeue(HostingCell<View, Style.Role>.self)
    } catch {
      preconditionFailure("\(Style.name): \(error) (item \(itemPath))")
    }
  }

  /// Dequeues a cell hosting a `viewType` and configures it with `viewModel`.
  public func dequeueConfiguredCell<View: ConfigurableView>(
    _ viewType: View.Type,
    for itemPath: ItemPath,
    with viewModel: View.ViewModel
  ) -> any ReusableCell {
    dequeue(viewType, for: itemPath).configured(with: viewModel)
  }

  /// Makes `provider` the source of counts and cells.
  public func setDataProvider(_ provider: ContainerDataProvider<any ReusableCell>?) {
    dataSource = nil
    self.provider = provider
  }

  /// The number of sections, as of the last reload or batch update.
  public var numberOfSections: Int { layout.numberOfSections }

  /// The number of items in `section`, as of the last reload or batch update.
  public func numberOfItems(inSection section: Int) -> Int {
    precondition(
      (0..<numberOfSections).contains(section),
      "\(Style.name): section \(section) is out of range: there are \(numberOfSections) sections")
    return layout.numberOfItems(inSection: section)
  }

  /// Returns every visible cell to its pool, reads the counts again, lays
  /// everything out anew and dequeues the visible cells.
  public func reloadData() {
    for (_, cell) in visibleCells { registry.recycle(cell) }
    visibleCells.removeAll()
    let counts = readCounts()
    let everythingNew = LayoutUpdate(
      sections: counts.map { LayoutUpdate.Section(source: nil, items: Array(repeating: .new, count: $0)) })
    applyingUpdate = true
    viewport = layout.apply(everythingNew, anchoring: viewport)
    applyingUpdate = false
    refresh()
    reloadCount += 1
  }

  /// Applies `update` as one batch, validated by UIKit's rules. Measured
  /// heights move with their items, and the first visible item that survives
  /// stays where it was on screen.
  public func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    layoutIfNeeded()
    let transaction = try BatchTransaction(
      update, countsBefore: (0..<layout.numberOfSections).map(layout.numberOfItems(inSection:)),
      updateData: updateData, countsAfter: readCounts, wording: Style.wording, containerDescription: description)
    var moved: [ItemPath: any ReusableCell] = [:]
    for (path, cell) in visibleCells {
      if let destination = transaction.survivingPath(of: path) {
        moved[destination] = cell
      } else {
        registry.recycle(cell)
      }
    }
    visibleCells = moved
    applyingUpdate = true
    viewport = layout.apply(
      LayoutUpdate(transaction.mapping, countsBefore: transaction.countsBefore, countsAfter: transaction.countsAfter),
      anchoring: viewport)
    applyingUpdate = false
    refresh()
    reconfigureItems(at: transaction.reconfiguredFinalPaths)
    batchUpdateCount += 1
  }

  /// The paths of the items with a cell on screen, in ascending order.
  public var visibleItemPaths: [ItemPath] { visibleCells.keys.sorted() }

  /// The cell on screen for `itemPath`, or `nil` when the item is not visible.
  public func cellForItem(at itemPath: ItemPath) -> (any ReusableCell)? { visibleCells[itemPath] }

  /// The view models of the visible cells, in the order of their paths.
  public var visibleViewModels: [Any?] { visibleItemPaths.map { visibleCells[$0]?.configuredViewModel } }

  /// Lets the data source configure the visible cells of `itemPaths` again,
  /// in place: dequeuing the item's own view type returns its existing cell,
  /// without preparing it for reuse. Items that are not visible are skipped.
  public func reconfigureItems(at itemPaths: [ItemPath]) {
    for path in itemPaths {
      guard let existing = visibleCells[path] else { continue }
      reconfiguring = existing
      let cell = makeCell(at: path)
      reconfiguring = nil
      precondition(
        cell == nil || cell === existing,
        "\(Style.name): the data source returned a different cell than the cell being reconfigured at \(path), "
          + "which is not allowed; dequeue the same view type for a reconfigured item")
      if layout.arrangement.itemHeight.isSelfSizing,
        let height = checkedHeight(of: existing, at: path, width: layout.itemWidth),
        height != layout.itemHeight(of: path)
      {
        layout.reportHeight(height, for: path)
      }
    }
    layoutIfNeeded()
  }

  /// Records that the item at `itemPath` is now `height` tall, as a widget
  /// that learns its size late reports it. The report waits for the next
  /// layout pass (``layoutIfNeeded()``), which folds every report since the
  /// last pass into one, keeping the first visible item in place on screen.
  ///
  /// - Complexity: amortized O(1); the pass costs O(k log n) for k reports.
  public func reportHeight(_ height: Double, forItemAt itemPath: ItemPath) {
    layout.reportHeight(height, for: itemPath)
  }

  /// Applies every size reported since the last pass in one layout pass,
  /// keeping the first visible item in place. Does nothing when no size was reported.
  public func layoutIfNeeded() {
    guard layout.hasPendingReports else { return }
    viewport = layout.layoutIfNeeded(anchoring: viewport)
  }

  /// How many batch updates the container applied.
  public private(set) var batchUpdateCount = 0

  /// How many times the container reloaded all its data.
  public private(set) var reloadCount = 0

  // MARK: - Private

  private var provider: ContainerDataProvider<any ReusableCell>?
  private var visibleCells: [ItemPath: any ReusableCell] = [:]
  private var reconfiguring: (any ReusableCell)?
  private var applyingUpdate = false
  private var refreshing = false
  private var deferredInvalidations: [any ReusableCell] = []

  private func readCounts() -> [Int] { provider?.sectionCounts() ?? [] }

  /// A configured cell from the data source, or `nil` when there is none any more.
  private func makeCell(at path: ItemPath) -> (any ReusableCell)? {
    guard let cell = provider?.cell(path) else { return nil }
    cell.sizeInvalidationHandler = { [weak self, weak cell] in
      guard let self, let cell else { return }
      self.cellDidInvalidateSize(cell)
    }
    return cell
  }

  /// The visible cell for `path`, dequeued if the item has none yet.
  private func realizedCell(at path: ItemPath) -> (any ReusableCell)? {
    if let cell = visibleCells[path] { return cell }
    let cell = makeCell(at: path)
    visibleCells[path] = cell
    return cell
  }

  /// Adopts a new width, measures the visible items, and shows exactly the
  /// cells of the visible items. A self-sizing cell that comes into view is
  /// asked for its height again, as UIKit asks a dequeued self-sizing cell;
  /// a changed answer is folded into a layout pass that keeps the first
  /// visible item in place.
  private func refresh() {
    guard !applyingUpdate, !refreshing else { return }
    refreshing = true
    defer { refreshing = false }
    var viewport = self.viewport
    if layout.width != viewport.width { viewport = layout.setWidth(viewport.width, anchoring: viewport) }
    let selfSizing = layout.arrangement.itemHeight.isSelfSizing
    for _ in 0..<Self.maximumRefreshRounds {
      viewport.offset = clampedOffset(viewport)
      // Cells that left the screen go back to the pool first, so measuring
      // the rows that entered it reuses them.
      recycleCells(outside: Set(layout.visibleItems(in: viewport)))
      viewport = layout.measureVisibleItems(in: viewport) { path, width in
        realizedCell(at: path).flatMap { checkedHeight(of: $0, at: path, width: width) }
      }
      guard viewport.offset == clampedOffset(viewport) else { continue }
      let visible = layout.visibleItems(in: viewport)
      recycleCells(outside: Set(visible))
      for path in visible where visibleCells[path] == nil {
        guard let cell = realizedCell(at: path), selfSizing,
          let height = checkedHeight(of: cell, at: path, width: layout.itemWidth),
          height != layout.itemHeight(of: path)
        else { continue }
        layout.reportHeight(height, for: path)
      }
      let deferred = deferredInvalidations
      deferredInvalidations.removeAll()
      for cell in deferred { reportSize(of: cell) }
      guard layout.hasPendingReports else { break }
      viewport = layout.layoutIfNeeded(anchoring: viewport)
    }
    self.viewport = viewport
  }

  /// The height `cell`'s view asks for at `width`; stops with a message that
  /// names the view type and the item when the answer is negative or not finite.
  private func checkedHeight(of cell: any ReusableCell, at path: ItemPath, width: Double) -> Double? {
    guard let height = cell.preferredHeight(forWidth: width) else { return nil }
    precondition(
      height >= 0 && height.isFinite,
      "\(Style.name): \(cell.reuseIdentifier) answered a height of \(height) for item \(path) at width \(width); "
        + "a height must be finite and not negative")
    return height
  }

  /// `viewport`'s offset kept within the content, as a scroll view rests.
  private func clampedOffset(_ viewport: Viewport) -> Double {
    min(max(0, viewport.offset), max(0, layout.contentSize.height - viewport.height))
  }

  private func recycleCells(outside wanted: Set<ItemPath>) {
    for (path, cell) in visibleCells where !wanted.contains(path) {
      registry.recycle(cell)
      visibleCells[path] = nil
    }
  }

  /// Enough rounds of measuring for any realistic screen; each round only
  /// re-measures cells whose answer changed.
  private static var maximumRefreshRounds: Int { 8 }

  private func cellDidInvalidateSize(_ cell: any ReusableCell) {
    // A view that reports while the container measures waits for the end of the round.
    guard !refreshing else {
      if !deferredInvalidations.contains(where: { $0 === cell }) { deferredInvalidations.append(cell) }
      return
    }
    reportSize(of: cell)
  }

  /// Asks a visible self-sizing cell for its height and reports it for the next pass.
  private func reportSize(of cell: any ReusableCell) {
    guard layout.arrangement.itemHeight.isSelfSizing,
      let path = visibleCells.first(where: { $0.value === cell })?.key,
      let height = checkedHeight(of: cell, at: path, width: layout.itemWidth)
    else { return }
    reportHeight(height, forItemAt: path)
  }
}

extension HeadlessContainer where Style == ListStyle {
  /// Creates an empty list whose rows are `rowHeight` tall.
  public convenience init(viewport: Viewport = Viewport(width: 320, height: 480), rowHeight: Double = 44) {
    self.init(viewport: viewport, arrangement: ListArrangement(itemHeight: .fixed(rowHeight)))
  }
}

extension HeadlessContainer where Style == GridStyle {
  /// Creates an empty grid of `columns` columns as wide as the viewport, whose
  /// items are `rowHeight` tall.
  public convenience init(viewport: Viewport = Viewport(width: 320, height: 480), rowHeight: Double = 44, columns: Int)
  {
    let width = max(1, viewport.width / Double(max(1, columns)))
    self.init(
      viewport: viewport, arrangement: GridArrangement(columns: .minimumWidth(width), itemHeight: .fixed(rowHeight)))
  }
}

extension HeadlessContainer: CustomStringConvertible {
  /// A short description, used in error messages.
  public nonisolated var description: String { "<\(Style.name)>" }
}
