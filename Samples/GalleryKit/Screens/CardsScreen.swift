import ReuseKit

/// Cards in a ``HeadlessList`` or a ``HeadlessGrid``, each driven by its own
/// ``DiffableDataSource``: the same ``CardView`` type in both, under
/// ``SectionTitleView`` headers. `r` applies a random batch, and the log
/// shows the stages the data source performed; `h` renames a visible
/// section in place, and the log shows that its rows were left alone.
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
    let header: DiffableDataSource<CardSection, Card>.SupplementaryViewProvider = { kind, section in
      kind == .header ? .view(SectionTitleView.self, section) : nil
    }
    listSource.supplementaryViewProvider = header
    gridSource.supplementaryViewProvider = header
    list.register(CardView.self)
    grid.register(CardView.self)
    deck = CardDeck(titles: ["Inbox", "Archive"], counts: [12, 8])
    listSource.apply(deck.snapshot, animation: .none, completion: nil)
    gridSource.apply(deck.snapshot, animation: .none, completion: nil)
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
    return "CardView in a \(container) · Tab list/grid · r batch · h rename · t timer · j/k"
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
    let (total, records) = applyDeck()
    log(batch, records: records, total: total)
  }

  /// `h`: renames a visible section.
  @discardableResult
  func handle(character: Character) -> Bool {
    guard character == "h" else { return false }
    renameVisibleSection()
    return true
  }

  func layoutIfNeeded() {
    list.layoutIfNeeded()
    grid.layoutIfNeeded()
  }

  func render() -> [String] { showsGrid ? ContainerRenderer.render(grid) : ContainerRenderer.render(list) }

  // MARK: - Internal

  /// The data sources of the list and of the grid.
  let listSource: DiffableDataSource<CardSection, Card>
  let gridSource: DiffableDataSource<CardSection, Card>

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let listRecorder: RecordingContainer<HeadlessList>
  private let gridRecorder: RecordingContainer<HeadlessGrid>
  private var deck: CardDeck
  private var batchCount = 0
  private var lastDiff: Double?
  private var lastApply: Double?

  /// The sections of the shown container whose header is on screen, or
  /// when none is, those with a row on screen.
  private var visibleSections: [Int] {
    let shown: (Int) -> Bool = { [self] section in
      let frame =
        showsGrid
        ? grid.frameOfSupplementaryView(ofKind: .header, inSection: section)
        : list.frameOfSupplementaryView(ofKind: .header, inSection: section)
      return frame != nil
    }
    let paths = showsGrid ? grid.visibleItemPaths : list.visibleItemPaths
    let headed = deck.sections.indices.filter(shown)
    return headed.isEmpty ? Array(Set(paths.map(\.section))).sorted() : headed
  }

  /// Applies the deck to both data sources, the shown one timed; returns the
  /// time and what the shown container recorded.
  private func applyDeck() -> (total: Double?, records: [ContainerRecord]) {
    let snapshot = deck.snapshot
    let total: Double?
    let records: [ContainerRecord]
    if showsGrid {
      total = environment.stopwatch.milliseconds { gridSource.apply(snapshot, completion: nil) }
      records = gridRecorder.takeRecords()
      listSource.apply(snapshot, completion: nil)
      _ = listRecorder.takeRecords()
    } else {
      total = environment.stopwatch.milliseconds { listSource.apply(snapshot, completion: nil) }
      records = listRecorder.takeRecords()
      gridSource.apply(snapshot, completion: nil)
      _ = gridRecorder.takeRecords()
    }
    return (total, records)
  }

  /// Renames a random visible section, a new model with the same identity,
  /// and logs what the shown container did: its header configured again,
  /// and no row dequeued, reused or reloaded.
  private func renameVisibleSection() {
    let sections = visibleSections
    guard !sections.isEmpty else { return environment.log.append("\(environment.timestamp) h: no section in view") }
    let section = sections[Int.random(in: 0..<sections.count, using: &environment.random)]
    let old = deck.sections[section].title
    let before = stats
    let title = deck.rename(section: section, using: &environment.random)
    let records = applyDeck().records
    let after = stats
    let headers = records.flatMap { record in
      if case .supplementaryViews(let sections) = record { sections } else { [] }
    }
    let rowRecords = records.count - records.filter(\.isSupplementary).count
    environment.log.append(
      "\(environment.timestamp) h: \(old) renamed \(title) in place; headers of sections \(headers) configured again")
    environment.log.append(
      "  rows untouched: \(rowRecords) batches or reloads, created +\(after.created - before.created), "
        + "reused +\(after.reused - before.reused), visible \(before.visible) → \(after.visible)")
  }

  private func log(_ batch: CardDeck.Batch, records: [ContainerRecord], total: Double?) {
    let stages = records.filter { !$0.isSupplementary }.enumerated().map { index, record in
      switch record {
      case .batch(let update, _): "stage \(index + 1): \(update.summary)"
      case .reload, .supplementaryViews: "stage \(index + 1): reload"
      }
    }
    let times = records.filter { !$0.isSupplementary }.map(\.milliseconds)
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
