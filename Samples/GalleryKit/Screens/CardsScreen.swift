import ReuseKit

/// Cards in a ``HeadlessList`` or a ``HeadlessGrid``, each driven by its own
/// ``DiffableDataSource``: the same ``CardView`` type in both. `r` applies a
/// random batch, and the log shows the stages the data source performed.
@MainActor
final class CardsScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    let viewport = Viewport(width: Double(width), height: Double(height))
    list = HeadlessList(viewport: viewport, arrangement: ListArrangement(itemHeight: .fixed(3), headerHeight: 1))
    grid = HeadlessGrid(
      viewport: viewport,
      arrangement: GridArrangement(
        columns: .minimumWidth(24), itemHeight: .fixed(3), interitemSpacing: 1, headerHeight: 1))
    grid.isVisible = false
    listRecorder = RecordingContainer(list, stopwatch: environment.stopwatch)
    gridRecorder = RecordingContainer(grid, stopwatch: environment.stopwatch)
    listSource = DiffableDataSource(listRecorder) { card in
      .view(CardView.self, card)
    }
    gridSource = DiffableDataSource(gridRecorder) { card in
      .view(CardView.self, card)
    }
    list.register(CardView.self)
    grid.register(CardView.self)
    deck = CardDeck(titles: ["Inbox", "Archive"], counts: [12, 8])
    listSource.apply(deck.snapshot, animatingDifferences: false)
    gridSource.apply(deck.snapshot, animatingDifferences: false)
    _ = listRecorder.takeRecords()
    _ = gridRecorder.takeRecords()
  }

  // MARK: - Internal

  let list: HeadlessList
  let grid: HeadlessGrid

  /// Whether the grid is shown rather than the list.
  private(set) var showsGrid = false

  var name: String { "Cards" }

  var subtitle: String {
    let container = showsGrid ? "HeadlessGrid" : "HeadlessList"
    return "CardView in a \(container) · Tab list/grid · r batch · t timer · j/k ↑↓ PgDn"
  }

  var stats: ContainerStats { showsGrid ? ContainerStats(grid) : ContainerStats(list) }

  var timings: String? { "diff \(Stopwatch.format(lastDiff)) · apply \(Stopwatch.format(lastApply))" }

  func resize(width: Int, height: Int) {
    list.resize(width: width, height: height)
    grid.resize(width: width, height: height)
  }

  func scroll(by lines: Double) {
    if showsGrid { grid.scroll(by: lines) } else { list.scroll(by: lines) }
  }

  func showAsGrid(_ grid: Bool?) {
    showsGrid = grid ?? !showsGrid
    list.isVisible = !showsGrid
    self.grid.isVisible = showsGrid
  }

  /// Applies a random batch to the deck, and both snapshots: the shown
  /// container animates it in stages, the hidden one reloads.
  func randomChange() {
    let batch = deck.applyRandomBatch(using: &environment.random)
    batchCount += 1
    let snapshot = deck.snapshot
    let total: Double?
    let records: [ContainerRecord]
    if showsGrid {
      total = environment.stopwatch.milliseconds { gridSource.apply(snapshot) }
      records = gridRecorder.takeRecords()
      listSource.apply(snapshot)
      _ = listRecorder.takeRecords()
    } else {
      total = environment.stopwatch.milliseconds { listSource.apply(snapshot) }
      records = listRecorder.takeRecords()
      gridSource.apply(snapshot)
      _ = gridRecorder.takeRecords()
    }
    log(batch, records: records, total: total)
  }

  func layoutIfNeeded() {
    list.layoutIfNeeded()
    grid.layoutIfNeeded()
  }

  func render() -> [String] {
    let source = showsGrid ? gridSource.snapshot() : listSource.snapshot()
    let title: (Int) -> String? = { section in
      guard section < source.numberOfSections else { return nil }
      let identifier = source.sectionIdentifiers[section]
      return "\(identifier) · \(source.numberOfItems(inSection: identifier)) cards"
    }
    return showsGrid
      ? ContainerRenderer.render(grid, headerTitle: title) : ContainerRenderer.render(list, headerTitle: title)
  }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let listRecorder: RecordingContainer<HeadlessList>
  private let gridRecorder: RecordingContainer<HeadlessGrid>
  private let listSource: DiffableDataSource<String, Card>
  private let gridSource: DiffableDataSource<String, Card>
  private var deck: CardDeck
  private var batchCount = 0
  private var lastDiff: Double?
  private var lastApply: Double?

  private func log(_ batch: CardDeck.Batch, records: [ContainerRecord], total: Double?) {
    let stages = records.enumerated().map { index, record in
      switch record {
      case .batch(let update, _): "stage \(index + 1): \(update.summary)"
      case .reload: "stage \(index + 1): reload"
      }
    }
    let times = records.map(\.milliseconds)
    let applyTime: Double? = times.contains(nil) ? nil : times.reduce(0) { $0 + ($1 ?? 0) }
    lastApply = total == nil ? nil : applyTime
    lastDiff = total.flatMap { total in applyTime.map { max(0, total - $0) } }
    let container = showsGrid ? "grid" : "list"
    environment.log.append(
      "\(environment.timestamp) batch \(batchCount): -\(batch.deletes) +\(batch.inserts) move \(batch.moves) "
        + "update \(batch.updates) → \(stages.count) stage\(stages.count == 1 ? "" : "s") in the \(container)")
    for stage in stages { environment.log.append("  \(stage)") }
  }
}
