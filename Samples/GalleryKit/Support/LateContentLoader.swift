/// Loads the data of late charts on a ``SimulatedClock``: each chart's data
/// arrives once, its delay after it was first asked for, and stays loaded.
@MainActor
final class LateContentLoader {
  // MARK: - Lifecycle

  init(clock: SimulatedClock) {
    self.clock = clock
  }

  // MARK: - Internal

  /// Whether the data of chart `id` arrived.
  func isLoaded(_ id: Int) -> Bool { loaded.contains(id) }

  /// Starts loading `chart`'s data unless it is loaded or loading, and calls
  /// `completion` when it arrives; never calls it when it is already loaded.
  func load(_ chart: LateChart, completion: @escaping @MainActor () -> Void) {
    guard !isLoaded(chart.id) else { return }
    if waiting[chart.id] == nil {
      waiting[chart.id] = []
      clock.schedule(after: chart.delay) { [weak self] in self?.arrive(chart) }
    }
    waiting[chart.id, default: []].append(completion)
  }

  /// Called with a chart when its data arrives, before the views hear of it.
  var onArrival: (@MainActor (LateChart) -> Void)?

  // MARK: - Private

  private let clock: SimulatedClock
  private var loaded: Set<Int> = []
  private var waiting: [Int: [@MainActor () -> Void]] = [:]

  private func arrive(_ chart: LateChart) {
    loaded.insert(chart.id)
    onArrival?(chart)
    for completion in waiting.removeValue(forKey: chart.id) ?? [] { completion() }
  }
}
