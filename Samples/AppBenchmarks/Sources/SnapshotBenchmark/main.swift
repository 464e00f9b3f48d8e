import Foundation
import ReuseKit

// What an app pays to build, edit and read a snapshot, measured from a
// module of its own: `swift run -c release --package-path Samples/AppBenchmarks
// SnapshotBenchmark [--scenario NAME]`, where NAME
// may be the start of several names. Each scenario is timed interleaved
// with its floor, in this process; the ratio is the median over the floor's.

let arguments = Array(CommandLine.arguments.dropFirst())
let only = arguments.firstIndex(of: "--scenario").flatMap { arguments.dropFirst($0 + 1).first }

/// Times `measured` against `floor` and prints one line, unless another
/// scenario was asked for.
func report(_ scenario: String, n: Int, _ measured: () -> Int, floor: () -> Int) {
  guard only.map({ scenario.hasPrefix($0) }) ?? true else { return }
  let (ms, floorMs) = Timing.interleaved(measured, floor: floor)
  let line = [
    "bench=snapshot", "scenario=\(scenario)", "n=\(n)", "ms=\(format(ms))", "floor_ms=\(format(floorMs))",
    "ratio=\(format(ms / floorMs, 2))",
  ]
  print(line.joined(separator: " "))
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

/// Identities an app gets from a server.
extension UUID: @retroactive Diffable {}

/// One section holding `ids`.
@inline(never)
func build<ID: Diffable>(_ ids: [ID]) -> Snapshot<Int, ID> {
  var snapshot = Snapshot<Int, ID>()
  snapshot.appendSections([0])
  snapshot.appendItems(ids)
  return snapshot
}

func buildScenarios<ID: Diffable & Hashable>(_ name: String, _ ids: [ID]) {
  report("build-\(name)", n: ids.count, { build(ids).numberOfItems }, floor: { Floors.hash(ids) })
  let last = ids[ids.count - 1].diffIdentifier
  report(
    "build-lookup-\(name)", n: ids.count, { build(ids).itemPath(forID: last)?.item ?? -1 },
    floor: { Floors.hash(ids) })
}

/// The identities: built once, on first use, so that a single scenario
/// does not pay for the others' setup.
enum IDs {
  static let ints10k = Array(0..<10_000)
  static let ints100k = Array(0..<100_000)
  static let uuids10k = (0..<10_000).map { _ in UUID() }
  static let uuids100k = (0..<100_000).map { _ in UUID() }
  static let sections = Array(0..<100)
}

/// 100 sections of 100 items.
@inline(never)
func buildSections() -> Snapshot<Int, Int> {
  var snapshot = Snapshot<Int, Int>()
  snapshot.appendSections(IDs.sections)
  for section in IDs.sections {
    snapshot.appendItems(Array(IDs.ints10k[section * 100..<(section + 1) * 100]), toSection: section)
  }
  return snapshot
}

/// Every item's path by identity, against a dictionary lookup each.
func pathsByID<ID: Diffable & Hashable>(_ name: String, _ ids: [ID]) where ID.DiffIdentifier == ID {
  let snapshot = build(ids)
  let table = Floors.table(ids)
  report(
    "paths-by-id-\(name)", n: ids.count,
    {
      var sum = 0
      for id in ids { sum &+= snapshot.itemPath(forID: id)?.item ?? 0 }
      return sum
    }, floor: { Floors.lookup(ids, in: table) })
}

/// An edit of half the items of a 10,000-item snapshot's copy, as
/// `dataSource.snapshot()` gives one, against the hash floor of the whole list.
func editScenario(_ name: String, _ edit: (inout Snapshot<Int, Int>, [Int]) -> Void) {
  let built = build(IDs.ints10k)
  let half = IDs.ints10k.filter { $0 % 2 == 0 }
  report(
    name, n: 10_000,
    {
      var snapshot = built
      edit(&snapshot, half)
      return snapshot.numberOfItems
    }, floor: { Floors.hash(IDs.ints10k) })
}

let scenarios: [(prefix: String, run: () -> Void)] = [
  ("build-int", { buildScenarios("int", IDs.ints10k) }),
  ("build-int", { buildScenarios("int", IDs.ints100k) }),
  ("build-uuid", { buildScenarios("uuid", IDs.uuids10k) }),
  ("build-uuid", { buildScenarios("uuid", IDs.uuids100k) }),
  (
    "build-sections-100x100",
    {
      report(
        "build-sections-100x100", n: 10_000, { buildSections().numberOfItems },
        floor: { Floors.hash(IDs.sections) &+ Floors.hash(IDs.ints10k) })
    }
  ),
  ("paths-by-id-int-10k", { pathsByID("int-10k", IDs.ints10k) }),
  ("paths-by-id-int-100k", { pathsByID("int-100k", IDs.ints100k) }),
  ("paths-by-id-uuid-100k", { pathsByID("uuid-100k", IDs.uuids100k) }),
  (
    "item-identifiers",
    {
      // One section hands out its array; sections are copied into one.
      let one = build(IDs.ints100k)
      report(
        "item-identifiers-int-100k", n: 100_000, { one.itemIdentifiers.count }, floor: { Floors.copy(IDs.ints100k) })
      let sections = buildSections()
      report(
        "item-identifiers-sections-100x100", n: 10_000, { sections.itemIdentifiers.count },
        floor: { Floors.copy(IDs.ints10k) })
    }
  ),
  ("delete-half-int-10k", { editScenario("delete-half-int-10k") { $0.deleteItems($1) } }),
  ("reload-marks-5k-of-int-10k", { editScenario("reload-marks-5k-of-int-10k") { $0.reloadItems($1) } }),
  (
    "outline-build-expand-10k",
    {
      // 1,000 parents with 9 children each, built, then expanded.
      let parents = Array(stride(from: 0, to: 10_000, by: 10))
      report(
        "outline-build-expand-10k", n: 10_000,
        {
          var outline = SectionSnapshot<Int>()
          outline.append(parents)
          for parent in parents { outline.append(Array(parent + 1..<parent + 10), to: parent) }
          outline.expand(parents)
          return outline.visibleItems.count
        }, floor: { Floors.hash(IDs.ints10k) })
      report(
        "outline-roots-10k", n: 10_000,
        {
          var outline = SectionSnapshot<Int>()
          outline.append(IDs.ints10k)
          return outline.isExpanded(7) ? 1 : 0
        }, floor: { Floors.hash(IDs.ints10k) })
    }
  ),
  (
    "app-cycle-int-100k",
    {
      // A snapshot built in the app's module and applied to a list: the first apply.
      MainActor.assumeIsolated {
        report(
          "app-cycle-int-100k", n: 100_000,
          {
            let list = HeadlessList(viewport: Viewport(width: 390, height: 844), rowHeight: 44)
            let dataSource = DiffableDataSource<Int, Int>(list) { .view(RowView.self, $0) }
            dataSource.apply(build(IDs.ints100k), animation: .none, diffing: .mainActor, completion: nil)
            return list.visibleViewModels(of: RowView.self).count
          }, floor: { Floors.hash(IDs.ints100k) })
      }
    }
  ),
]

for scenario in scenarios where only.map({ $0.hasPrefix(scenario.prefix) || scenario.prefix.hasPrefix($0) }) ?? true {
  scenario.run()
}
print("checksum=\(Timing.checksum)")
