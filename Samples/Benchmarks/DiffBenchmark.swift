import Foundation
import ReuseKit
import ReuseKitTestSupport

extension UUID: Diffable {}

/// A UUID-identified element with content, for the edit scenario. It hashes
/// only its identity, so its hash floor is the UUIDs' own.
struct Revised: Hashable, Identifiable, Diffable {
  let id: UUID
  var revision: Int

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// `Benchmarks diff`: the staged diff against the hash floor, per scenario,
/// element type and identity guarantee.
enum DiffBenchmark {
  static func run(scenario: String?, identities: String?) {
    let guarantees = identities.map { [$0] } ?? ["unique", "any"]
    for scenario in Scenario.selected(scenario) {
      for elements in scenario.elements {
        for guarantee in guarantees { run(scenario, elements, guarantee) }
      }
    }
  }

  /// What to do with a scenario's inputs.
  enum Mode {
    /// Time the diff and the hash floor, and print the benchmark line.
    case measure
    /// Print the growth of peak memory during one staged diff; run in a fresh process.
    case peak
    /// Only diff, this many times: for a profiler.
    case repeated(Int)
    /// Only hash, as the floor does, this many times: for a profiler.
    case repeatedFloor(Int)
  }

  /// Runs one scenario's element type in `mode`, named as on the command line.
  static func run(scenario name: String, elements: String, identities: String, mode: Mode) {
    guard let scenario = Scenario.selected(name).first, let elements = Scenario.Elements(rawValue: elements) else {
      return
    }
    run(scenario, elements, identities, mode: mode)
  }

  /// Builds the inputs for `elements` and runs them in `mode`.
  private static func run(
    _ scenario: Scenario, _ elements: Scenario.Elements, _ identities: String, mode: Mode = .measure
  ) {
    func go<Element: Diffable & Hashable>(
      _ make: (inout SeededGenerator, Int) -> Element, edit: (Element) -> Element = { $0 }
    ) {
      let (source, target) = scenario.inputs(make, edit: edit)
      let guarantee: IdentityGuarantee = identities == "unique" ? .unique : .mayRepeat
      switch mode {
      case .measure: measure(scenario, elements, identities, guarantee, (source, target))
      case .peak:
        print(Measure.peakExtraMegabytes { _ = StagedChangeset(source: source, target: target, identities: guarantee) })
      case .repeated(let times):
        var stages = 0
        for _ in 0..<times {
          stages &+= StagedChangeset(source: source, target: target, identities: guarantee).stages.count
        }
        print("stages=\(stages)")
      case .repeatedFloor(let times):
        var sink = 0
        for _ in 0..<times {
          for value in source { sink &+= value.hashValue }
          for value in target { sink &+= value.hashValue }
        }
        print("sink=\(sink)")
      }
    }
    switch elements {
    case .uuid: go { generator, _ in generator.uuid() }
    case .int: go { generator, _ in Int(truncatingIfNeeded: generator.next()) }
    case .sequential: go { _, serial in serial }
    case .strided8: go { _, serial in serial * 8 }
    case .strided1024: go { _, serial in serial * 1_024 }
    case .revised:
      go(
        { generator, _ in Revised(id: generator.uuid(), revision: 0) },
        edit: { Revised(id: $0.id, revision: $0.revision + 1) })
    }
  }

  private static func measure<Element: Diffable & Hashable>(
    _ scenario: Scenario, _ elements: Scenario.Elements, _ identities: String, _ guarantee: IdentityGuarantee,
    _ inputs: (source: [Element], target: [Element])
  ) {
    let (source, target) = inputs
    var changes: StagedChangeset<Element>?
    let runs = scenario.count >= 1_000_000 ? 7 : 11
    let peak = Measure.inFreshProcess(["diff-peak", scenario.name, elements.rawValue, identities])
    var sink = 0
    let (diff, floor) = Measure.interleavedMedianMilliseconds(runs: runs) {
      changes = StagedChangeset(source: source, target: target, identities: guarantee)
    } _: {
      for value in source { sink &+= value.hashValue }
      for value in target { sink &+= value.hashValue }
    }
    guard let changes else { return }
    let difference = changes.difference
    let minimal = minimalMoves(source: source.map(\.diffIdentifier), target: target.map(\.diffIdentifier))
    precondition(difference.moves.count == minimal, "moves are not minimal: \(difference.moves.count) > \(minimal)")
    let element = elements == .revised ? "uuid" : elements == .uuid ? "uuid" : "int"
    print(
      "bench=diff element=\(element) scenario=\(scenario.name) n=\(scenario.count)"
        + " diff_ms=\(Measure.format(diff)) floor_ms=\(Measure.format(floor)) ratio=\(Measure.format(diff / floor))"
        + " deleted=\(difference.deletions.count) inserted=\(difference.insertions.count)"
        + " moved=\(difference.moves.count) updated=\(difference.updates.count) stages=\(changes.stages.count)"
        + " peak_extra_mb=\(Measure.format(peak, 1)) identities=\(identities)" + (sink == 42 ? " " : ""))
  }

  /// Matched elements minus their longest increasing subsequence, computed
  /// with the test suite's plain reference implementations.
  private static func minimalMoves<Identifier: Hashable>(source: [Identifier], target: [Identifier]) -> Int {
    let matched = referenceMatching(source: source, target: target).compactMap { $0 }
    return matched.count - referenceLISLength(matched)
  }
}
