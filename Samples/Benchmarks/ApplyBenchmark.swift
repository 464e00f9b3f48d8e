import Foundation
import ReuseKit
import ReuseKitTestSupport

/// `Benchmarks apply`: a snapshot apply end to end (diff, staging, validation
/// of every stage, layout update, reconfiguring visible cells) into a headless
/// list with 20 visible rows, against the hash floor.
@MainActor
enum ApplyBenchmark {
  /// A row that shows a UUID.
  final class UUIDRow: ConfigurableView {
    private(set) var value: UUID?
    init() {}
    func configure(with viewModel: UUID) { value = viewModel }
  }

  static func run(scenario: String?) {
    if scenario == nil || scenario == "append-10k" { measureAppend(count: 10_000) }
    guard scenario != "append-10k" else { return }
    if scenario == nil || scenario == "page-append-10k" { measurePageAppend(count: 10_000, page: 50) }
    guard scenario != "page-append-10k" else { return }
    for scenario in Scenario.selected(scenario ?? "100k") + (scenario == nil ? Scenario.selected("1m") : []) {
      measure(scenario)
    }
  }

  /// `append-10k`: one message appended to a 10,000-item list, end to end,
  /// as a chat does; the floor hashes the whole list before and after.
  private static func measureAppend(count: Int) {
    var generator = SeededGenerator(seed: 0xA99E_10C0)
    let source = (0..<count).map { _ in generator.uuid() }
    let target = source + [generator.uuid()]
    let targetSnapshot = snapshot(target)
    var times: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<25 {
      let (list, dataSource) = makeList()
      dataSource.apply(snapshot(source), completion: nil)
      list.viewport.offset = Double(count - 20) * 44
      let elapsed = clock.measure { dataSource.apply(targetSnapshot, completion: nil) }
      precondition(dataSource.reloadCount == 0 && !dataSource.isApplying, "the append was not applied at once")
      precondition(list.numberOfItems(inSection: 0) == count + 1, "the message did not land")
      if run > 0 { times.append(Measure.milliseconds(elapsed)) }
    }
    report("append-10k", count: count, times: times, floor: hashFloor(source, target, runs: 25))
  }

  /// Prints the line of a scenario measured against the hash floor.
  static func report(_ scenario: String, count: Int, times: [Double], floor: Double) {
    let apply = Measure.median(times)
    print(
      "bench=apply scenario=\(scenario) n=\(count) apply_ms=\(Measure.format(apply))"
        + " floor_ms=\(Measure.format(floor)) ratio=\(Measure.format(apply / floor))")
  }

  private static func measure(_ scenario: Scenario) {
    let (source, target) = scenario.inputs({ generator, _ in generator.uuid() }, edit: { $0 })
    let sourceSnapshot = snapshot(source)
    let targetSnapshot = snapshot(target)
    var stages = 0
    var dequeued = 0
    var reused = 0
    var times: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<(scenario.count >= 1_000_000 ? 6 : 12) {
      let (list, dataSource) = makeList()
      dataSource.backgroundDiffingThreshold = .max
      dataSource.apply(sourceSnapshot, completion: nil)
      let batchesBefore = dataSource.batchUpdateCount
      let createdBefore = list.createdCount
      let reusedBefore = list.reusedCount
      let elapsed = clock.measure { dataSource.apply(targetSnapshot, completion: nil) }
      precondition(dataSource.reloadCount == 0, "the apply fell back to a reload")
      precondition(list.visibleItemPaths.count == 20, "expected 20 visible rows")
      if run > 0 {
        times.append(Measure.milliseconds(elapsed))
      }
      stages = dataSource.batchUpdateCount - batchesBefore
      dequeued = list.createdCount - createdBefore + list.reusedCount - reusedBefore
      reused = list.reusedCount - reusedBefore
    }
    let apply = Measure.median(times)
    let floor = hashFloor(source, target, runs: 11)
    print(
      "bench=apply scenario=\(scenario.name) n=\(scenario.count) apply_ms=\(Measure.format(apply))"
        + " floor_ms=\(Measure.format(floor)) ratio=\(Measure.format(apply / floor)) stages=\(stages)"
        + " dequeued=\(dequeued) reused=\(reused)")
  }

  /// A list with 20 visible rows of 44 points, and its data source.
  static func makeList() -> (HeadlessList, DiffableDataSource<Int, UUID>) {
    let list = HeadlessList(
      viewport: Viewport(width: 320, height: 20 * 44), arrangement: ListArrangement(itemHeight: .fixed(44)))
    return (list, DiffableDataSource<Int, UUID>(list) { .view(UUIDRow.self, $0) })
  }

  /// The hash floor: hashing every value of `source` and `target` once.
  static func hashFloor(_ source: [UUID], _ target: [UUID], runs: Int) -> Double {
    var sink = 0
    let floor = Measure.medianMilliseconds(runs: runs) {
      for value in source { sink &+= value.hashValue }
      for value in target { sink &+= value.hashValue }
    }
    if sink == 42 { print("", terminator: "") }
    return floor
  }

  static func snapshot(_ values: [UUID]) -> Snapshot<Int, UUID> {
    var snapshot = Snapshot<Int, UUID>()
    snapshot.appendSections([0])
    snapshot.appendItems(values)
    return snapshot
  }
}
