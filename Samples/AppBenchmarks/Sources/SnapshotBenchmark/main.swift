import Foundation
import ReuseKit

// What an app pays to build, edit and read a snapshot, measured from a
// module of its own: `swift run -c release --package-path Samples/AppBenchmarks
// SnapshotBenchmark [--scenario NAME]`. Each scenario is timed interleaved
// with its floor, in this process; the ratio is the median over the floor's.

let arguments = Array(CommandLine.arguments.dropFirst())
let only = arguments.firstIndex(of: "--scenario").flatMap { arguments.dropFirst($0 + 1).first }

/// Times `measured` against `floor` and prints one line, unless another
/// scenario was asked for.
func report(_ scenario: String, n: Int, _ measured: () -> Int, floor: () -> Int) {
  guard only == nil || only == scenario else { return }
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

let ints10k = Array(0..<10_000)
let ints100k = Array(0..<100_000)
let uuids10k = (0..<10_000).map { _ in UUID() }
let uuids100k = (0..<100_000).map { _ in UUID() }

buildScenarios("int", ints10k)
buildScenarios("int", ints100k)
buildScenarios("uuid", uuids10k)
buildScenarios("uuid", uuids100k)

// 100 sections of 100 items.
let sectionIDs = Array(0..<100)
report(
  "build-sections-100x100", n: 10_000,
  {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(sectionIDs)
    for section in sectionIDs { snapshot.appendItems(Array(ints10k[section * 100..<(section + 1) * 100]), toSection: section) }
    return snapshot.numberOfItems
  }, floor: { Floors.hash(sectionIDs) &+ Floors.hash(ints10k) })

// Reading a snapshot that is already built.
for (name, ids) in [("int-10k", ints10k), ("int-100k", ints100k)] {
  let snapshot = build(ids)
  let table = Floors.table(ids)
  report(
    "paths-by-id-\(name)", n: ids.count,
    {
      var sum = 0
      for id in ids { sum &+= snapshot.itemPath(forID: id)?.item ?? 0 }
      return sum
    }, floor: { Floors.lookup(ids, in: table) })
  report("item-identifiers-\(name)", n: ids.count, { snapshot.itemIdentifiers.count }, floor: { Floors.copy(ids) })
}
do {
  let ids = uuids100k
  let snapshot = build(ids)
  let table = Floors.table(ids)
  report(
    "paths-by-id-uuid-100k", n: ids.count,
    {
      var sum = 0
      for id in ids { sum &+= snapshot.itemPath(forID: id)?.item ?? 0 }
      return sum
    }, floor: { Floors.lookup(ids, in: table) })
}

// Editing a snapshot an app holds: a copy, as `dataSource.snapshot()` gives.
do {
  let built = build(ints10k)
  let half = ints10k.filter { $0 % 2 == 0 }
  report(
    "delete-half-int-10k", n: ints10k.count,
    {
      var snapshot = built
      snapshot.deleteItems(half)
      return snapshot.numberOfItems
    }, floor: { Floors.hash(ints10k) })
  report(
    "reload-marks-5k-of-int-10k", n: ints10k.count,
    {
      var snapshot = built
      snapshot.reloadItems(half)
      return snapshot.reloadedItemIdentifiers.isEmpty ? 0 : 1
    }, floor: { Floors.hash(ints10k) })
}

// An outline of 10,000 rows: 1,000 parents with 9 children each, built, then expanded.
do {
  let parents = Array(stride(from: 0, to: 10_000, by: 10))
  report(
    "outline-build-expand-10k", n: 10_000,
    {
      var outline = SectionSnapshot<Int>()
      outline.append(parents)
      for parent in parents { outline.append(Array(parent + 1..<parent + 10), to: parent) }
      outline.expand(parents)
      return outline.visibleItems.count
    }, floor: { Floors.hash(ints10k) })
}

// The app's cycle: a snapshot built in the app's module and applied to a list, first apply.
MainActor.assumeIsolated {
  report(
    "app-cycle-int-100k", n: ints100k.count,
    {
      let list = HeadlessList(viewport: Viewport(width: 390, height: 844), rowHeight: 44)
      let dataSource = DiffableDataSource<Int, Int>(list) { .view(RowView.self, $0) }
      dataSource.apply(build(ints100k), animation: .none, diffing: .mainActor, completion: nil)
      return list.visibleViewModels(of: RowView.self).count
    }, floor: { Floors.hash(ints100k) })
}

print("checksum=\(Timing.checksum)")
