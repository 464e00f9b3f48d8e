import Foundation
import ReuseKit
import ReuseKitTestSupport

/// `Benchmarks outline`: expanding or collapsing one folder of a 100,000-item
/// tree that holds 10,000 files, through to the staged diff of the section's
/// visible rows that a data source runs, against the hash floor of those
/// rows; then the same through a data source's apply into a headless list.
@MainActor
enum OutlineBenchmark {
  static func run(scenario: String?) {
    for name in ["expand-10k", "collapse-10k"] where scenario == nil || scenario == name {
      measureDiff(name, element: "uuid") { generator, _ in generator.uuid() }
      measureDiff(name, element: "int") { _, serial in serial }
    }
    for name in ["apply-expand-10k", "apply-collapse-10k"] where scenario == nil || scenario == name {
      measureApply(name)
    }
  }

  /// The tree: 91 root folders, 90 of 1,000 files and the 46th of 10,000,
  /// with the 3rd and the 80th expanded; 100,091 items, 2,091 rows visible.
  /// Returns it with its large folder.
  private static func tree<Element: Diffable>(
    _ make: (inout SeededGenerator, Int) -> Element
  ) -> (tree: SectionSnapshot<Element>, folder: Element) {
    var generator = SeededGenerator(seed: 0x0071_1E5E)
    var serial = 0
    func next() -> Element {
      defer { serial += 1 }
      return make(&generator, serial)
    }
    let folders = (0..<91).map { _ in next() }
    var tree = SectionSnapshot<Element>()
    tree.append(folders)
    for (index, folder) in folders.enumerated() {
      tree.append((0..<(index == 45 ? 10_000 : 1_000)).map { _ in next() }, to: folder)
    }
    tree.expand([folders[2], folders[79]])
    return (tree, folders[45])
  }

  /// Times the toggle of the large folder, the walk for the new visible
  /// rows, and their staged diff against the old rows.
  private static func measureDiff<Element: Diffable & Hashable>(
    _ name: String, element: String, _ make: (inout SeededGenerator, Int) -> Element
  ) {
    var (tree, folder) = tree(make)
    let expanding = name == "expand-10k"
    if !expanding { tree.expand([folder]) }
    let source = tree.visibleItems
    var target: [Element] = []
    var changes: SectionedStagedChangeset<Int, Element>?
    let (work, floor) = timed(source: { source }, target: { target }) {
      if expanding { tree.expand([folder]) } else { tree.collapse([folder]) }
      target = tree.visibleItems
      changes = SectionedStagedChangeset(
        source: [DiffSection(model: 0, items: source)], target: [DiffSection(model: 0, items: target)],
        identities: .unique)
    } reset: {
      if expanding { tree.collapse([folder]) } else { tree.expand([folder]) }
    }
    guard let difference = changes?.difference, let stages = changes?.stages.count else { return }
    let changed = expanding ? difference.itemInsertions.count : difference.itemDeletions.count
    guard changed == 10_000, difference.itemMoves.isEmpty, stages == 1 else {
      fatalError("outline \(name): \(changed) rows changed, \(difference.itemMoves.count) moves, \(stages) stages")
    }
    report(name, element: element, items: tree.items.count, rows: (source.count, target.count), (work, floor))
  }

  /// Times the toggle of the large folder and the data source's apply of
  /// the section snapshot into a headless list of 20 visible rows (the walk,
  /// the section's items replaced in the snapshot, the diff, the validation
  /// of its stage, the layout update), against the hash floor and against
  /// the apply of the same rows as flat snapshots built beforehand, into a
  /// list of its own.
  private static func measureApply(_ name: String) {
    var (tree, folder) = tree { generator, _ in generator.uuid() }
    let expanding = name == "apply-expand-10k"
    func toggle(_ forward: Bool) {
      if forward == expanding { tree.expand([folder]) } else { tree.collapse([folder]) }
    }
    toggle(false)
    let outline = list()
    outline.dataSource.apply(tree, to: 0, completion: nil)
    let flat = list()
    let source = tree.visibleItems
    toggle(true)
    let target = tree.visibleItems
    toggle(false)
    let flatSnapshots = [source, target].map { rows in
      var snapshot = Snapshot<Int, UUID>()
      snapshot.appendSections([0])
      snapshot.appendItems(rows)
      return snapshot
    }
    flat.dataSource.apply(flatSnapshots[0], completion: nil)
    let clock = ContinuousClock()
    var times: (work: [Double], flat: [Double], floor: [Double]) = ([], [], [])
    var sink = 0
    for run in 0..<22 {
      let work = clock.measure {
        toggle(true)
        outline.dataSource.apply(tree, to: 0, completion: nil)
      }
      toggle(false)
      outline.dataSource.apply(tree, to: 0, completion: nil)
      let flatWork = clock.measure { flat.dataSource.apply(flatSnapshots[1], completion: nil) }
      flat.dataSource.apply(flatSnapshots[0], completion: nil)
      let floor = clock.measure {
        for value in source { sink &+= value.hashValue }
        for value in target { sink &+= value.hashValue }
      }
      if run > 0 {
        times.work.append(Measure.milliseconds(work))
        times.flat.append(Measure.milliseconds(flatWork))
        times.floor.append(Measure.milliseconds(floor))
      }
    }
    for (kind, dataSource) in [("outline", outline.dataSource), ("flat", flat.dataSource)]
    where dataSource.reloadCount != 0 || dataSource.batchUpdateCount != 45 {
      fatalError("outline \(name), \(kind): \(dataSource.reloadCount) reloads, \(dataSource.batchUpdateCount) batches")
    }
    let (work, flatWork, floor) = (Measure.median(times.work), Measure.median(times.flat), Measure.median(times.floor))
    report(name, element: "uuid", items: tree.items.count, rows: (source.count, target.count), (work, floor))
    print(
      "bench=outline scenario=\(name)-flat-baseline flat_apply_ms=\(Measure.format(flatWork, 3))"
        + " ratio_to_flat=\(Measure.format(work / flatWork))" + (sink == 42 ? " " : ""))
  }

  /// A list of 20 visible rows of 44 points, and its data source.
  private static func list() -> (list: HeadlessList, dataSource: DiffableDataSource<Int, UUID>) {
    let list = HeadlessList(
      viewport: Viewport(width: 320, height: 20 * 44), arrangement: ListArrangement(itemHeight: .fixed(44)))
    return (list, DiffableDataSource<Int, UUID>(list) { .view(ApplyBenchmark.UUIDRow.self, $0) })
  }

  /// The medians of `work` and of the hash floor of the `source` and
  /// `target` rows, timed in alternation over 21 runs after a warm-up;
  /// `reset` puts the tree back between runs, untimed.
  private static func timed<Element: Hashable>(
    source: () -> [Element], target: () -> [Element], work: () -> Void, reset: () -> Void
  ) -> (work: Double, floor: Double) {
    let clock = ContinuousClock()
    var times: (work: [Double], floor: [Double]) = ([], [])
    var sink = 0
    for run in 0..<22 {
      let elapsed = clock.measure(work)
      let (before, after) = (source(), target())
      let floorElapsed = clock.measure {
        for value in before { sink &+= value.hashValue }
        for value in after { sink &+= value.hashValue }
      }
      reset()
      if run > 0 {
        times.work.append(Measure.milliseconds(elapsed))
        times.floor.append(Measure.milliseconds(floorElapsed))
      }
    }
    if sink == 42 { print("", terminator: "") }
    return (Measure.median(times.work), Measure.median(times.floor))
  }

  private static func report(
    _ name: String, element: String, items: Int, rows: (before: Int, after: Int), _ times: (work: Double, floor: Double)
  ) {
    print(
      "bench=outline scenario=\(name) element=\(element) n=\(items) rows_before=\(rows.before)"
        + " rows_after=\(rows.after) work_ms=\(Measure.format(times.work, 3))"
        + " floor_ms=\(Measure.format(times.floor, 3)) ratio=\(Measure.format(times.work / times.floor))")
  }
}
