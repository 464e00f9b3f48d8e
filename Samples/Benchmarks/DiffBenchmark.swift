import Foundation
import ReuseKit
import ReuseKitTestSupport

extension UUID: Diffable {}

/// `Benchmarks diff`: the staged diff against the hash floor, per scenario and element type.
enum DiffBenchmark {
  static func run(scenario: String?) {
    for scenario in Scenario.selected(scenario) {
      measure(scenario, element: "uuid", scenario.inputs { $0.uuid() })
      measure(scenario, element: "int", scenario.inputs { Int(truncatingIfNeeded: $0.next()) })
    }
  }

  /// Prints the growth of peak memory during one staged diff; run in a fresh process.
  static func printPeak(scenario name: String, element: String) {
    guard let scenario = Scenario.selected(name).first else { return }
    func peak<Element: Diffable>(_ inputs: (source: [Element], target: [Element])) -> Double {
      Measure.peakExtraMegabytes { _ = StagedChangeset(source: inputs.source, target: inputs.target) }
    }
    let megabytes =
      element == "uuid"
      ? peak(scenario.inputs { $0.uuid() }) : peak(scenario.inputs { Int(truncatingIfNeeded: $0.next()) })
    print(megabytes)
  }

  private static func measure<Element: Diffable & Hashable>(
    _ scenario: Scenario, element: String, _ inputs: (source: [Element], target: [Element])
  ) {
    let (source, target) = inputs
    var changes: StagedChangeset<Element>?
    let runs = scenario.count >= 1_000_000 ? 7 : 11
    let peak = Measure.inFreshProcess(["diff-peak", scenario.name, element])
    let diff = Measure.medianMilliseconds(runs: runs) { changes = StagedChangeset(source: source, target: target) }
    var sink = 0
    let floor = Measure.medianMilliseconds(runs: runs) {
      for value in source { sink &+= value.hashValue }
      for value in target { sink &+= value.hashValue }
    }
    guard let changes else { return }
    let difference = changes.difference
    let minimal = minimalMoves(source: source, target: target)
    precondition(difference.moves.count == minimal, "moves are not minimal: \(difference.moves.count) > \(minimal)")
    print(
      "bench=diff element=\(element) scenario=\(scenario.name) n=\(scenario.count)"
        + " diff_ms=\(Measure.format(diff)) floor_ms=\(Measure.format(floor)) ratio=\(Measure.format(diff / floor))"
        + " deleted=\(difference.deletions.count) inserted=\(difference.insertions.count)"
        + " moved=\(difference.moves.count) updated=\(difference.updates.count) stages=\(changes.stages.count)"
        + " peak_extra_mb=\(Measure.format(peak, 1))" + (sink == 42 ? " " : ""))
  }

  /// Matched elements minus their longest increasing subsequence, computed
  /// with the test suite's plain reference implementations.
  private static func minimalMoves<Element: Hashable>(source: [Element], target: [Element]) -> Int {
    let matched = referenceMatching(source: source, target: target).compactMap { $0 }
    return matched.count - referenceLISLength(matched)
  }
}
