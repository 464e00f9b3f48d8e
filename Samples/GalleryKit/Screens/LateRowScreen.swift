import ReuseKit

/// A self-sizing list with charts whose data, and so their height, arrives
/// 0.5 s after they are first shown. The charts report it with
/// `invalidateSize()`; the list applies the reports in one layout pass, the
/// rows below them move and the first visible row stays where it is.
@MainActor
final class LateRowScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    let loader = LateContentLoader(clock: environment.clock)
    self.loader = loader
    list = HeadlessList(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 3)))
    dataSource = DiffableDataSource(list) { item in
      switch item {
      case .card(let card):
        return .view(CardView.self, card)
      case .chart(let chart):
        return .view(LateChartView.self, chart) { view in view.loader = loader }
      }
    }
    loader.onArrival = { [weak self] chart in self?.chartDidArrive(chart) }
  }

  // MARK: - Internal

  let list: HeadlessList

  var name: String { "Late row" }

  var subtitle: String {
    "LateChartView: its height arrives 0.5 s after it shows · r replay · j/k ↑↓"
  }

  var stats: ContainerStats { ContainerStats(list) }

  func resize(width: Int, height: Int) { list.resize(width: width, height: height) }

  func scroll(by lines: Double) { list.scroll(by: lines) }

  /// Shows the rows the first time the screen appears, so that the charts
  /// start loading when they are first seen.
  func didAppear() {
    if dataSource.snapshot().numberOfItems == 0 { replay() }
  }

  /// Shows the rows again from the top, with charts that were never loaded.
  func randomChange() { replay() }

  func layoutIfNeeded() {
    let passes = list.layout.layoutPassCount
    list.layoutIfNeeded()
    guard list.layout.layoutPassCount > passes else { return }
    environment.log.append(
      "\(environment.timestamp) layoutIfNeeded(): \(arrivals) report\(arrivals == 1 ? "" : "s"), "
        + "\(list.layout.layoutPassCount - passes) layout pass; rows below moved, top stayed")
    arrivals = 0
  }

  func render() -> [String] { ContainerRenderer.render(list) }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let loader: LateContentLoader
  private let dataSource: DiffableDataSource<Int, LateRowItem>
  private var generation = 0
  private var arrivals = 0

  private func replay() {
    generation += 1
    let cards = (1...10).map { index in
      LateRowItem.card(
        Card(
          id: index, name: SampleText.pick(SampleText.names, index - 1),
          note: SampleText.pick(SampleText.notes, index - 1)))
    }
    let charts = [
      LateChart(id: generation * 10 + 1, title: "Weekly chart", finalHeight: 7, delay: 0.5),
      LateChart(id: generation * 10 + 2, title: "Yearly chart", finalHeight: 5, delay: 0.5),
    ].map(LateRowItem.chart)
    var snapshot = Snapshot<Int, LateRowItem>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(cards[0..<2]) + [charts[0]] + Array(cards[2..<4]) + [charts[1]] + Array(cards[4...]))
    list.scroll(by: -list.viewport.offset)
    dataSource.apply(snapshot, animation: .none, completion: nil)
    environment.log.append("\(environment.timestamp) two charts shown, 1 line each, waiting for their data")
  }

  /// Logs the arrival of a chart that is still shown; data for the charts
  /// of an earlier replay arrives too, but no row waits for it.
  private func chartDidArrive(_ chart: LateChart) {
    guard dataSource.itemPath(forID: LateRowItem.chart(chart).diffIdentifier) != nil else { return }
    arrivals += 1
    environment.log.append(
      "\(environment.timestamp) \(chart.title) data arrived: invalidateSize(), 1 → \(chart.finalHeight) lines")
  }
}
