import Foundation
import ReuseKit
import ReuseKitTestSupport

/// `Benchmarks outline`: expanding or collapsing one folder of a 100,000-item
/// tree that holds 10,000 files, through to the staged diff of the section's
/// visible rows that a data source runs, against the hash floor of those rows.
enum OutlineBenchmark {
  static func run(scenario: String?) {
    for name in ["expand-10k", "collapse-10k"] where scenario == nil || scenario == name {
      measure(name, element: "uuid") { generator, _ in generator.uuid() }
      measure(name, element: "int") { _, serial in serial }
    }
  }

  /// The tree: 91 root folders, 90 of 1,000 files and the 46th of 10,000,
  /// with the 3rd and the 80th expanded; 100,091 items, 2,091 rows visible.
  /// Returns it with its folders.
  private static func tree<Element: Diffable>(
    _ make: (inout SeededGenerator, Int) -> Element
  ) -> (tree: SectionSnapshot<Element>, folders: [Element]) {
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
    return (tree, folders)
  }

  /// Times the toggle of the large folder, the walk for the new visible
  /// rows, and their staged diff against the old rows, in alternation with
  /// the hash floor of the old and new rows; the folder is put back between
  /// runs, untimed.
  private static func measure<Element: Diffable & Hashable>(
    _ name: String, element: String, _ make: (inout SeededGenerator, Int) -> Element
  ) {
    var (tree, folders) = tree(make)
    let folder = folders[45]
    let expanding = name == "expand-10k"
    if !expanding { tree.expand([folder]) }
    let source = tree.visibleItems
    func reset() {
      if expanding { tree.collapse([folder]) } else { tree.expand([folder]) }
    }
    let clock = ContinuousClock()
    var work: [Double] = []
    var floor: [Double] = []
    var target: [Element] = []
    var changes: SectionedStagedChangeset<Int, Element>?
    var sink = 0
    for run in 0..<22 {
      let elapsed = clock.measure {
        if expanding { tree.expand([folder]) } else { tree.collapse([folder]) }
        target = tree.visibleItems
        changes = SectionedStagedChangeset(
          source: [DiffSection(model: 0, items: source)], target: [DiffSection(model: 0, items: target)],
          identities: .unique)
      }
      let floorElapsed = clock.measure {
        for value in source { sink &+= value.hashValue }
        for value in target { sink &+= value.hashValue }
      }
      reset()
      if run > 0 {
        work.append(Measure.milliseconds(elapsed))
        floor.append(Measure.milliseconds(floorElapsed))
      }
    }
    guard let difference = changes?.difference, let stages = changes?.stages.count else { return }
    let changed = expanding ? difference.itemInsertions.count : difference.itemDeletions.count
    guard changed == 10_000, difference.itemMoves.isEmpty, stages == 1 else {
      fatalError("outline \(name): \(changed) rows changed, \(difference.itemMoves.count) moves, \(stages) stages")
    }
    let (workMedian, floorMedian) = (Measure.median(work), Measure.median(floor))
    print(
      "bench=outline scenario=\(name) element=\(element) n=\(tree.items.count) rows_before=\(source.count)"
        + " rows_after=\(target.count) work_ms=\(Measure.format(workMedian, 3))"
        + " floor_ms=\(Measure.format(floorMedian, 3)) ratio=\(Measure.format(workMedian / floorMedian))"
        + " stages=\(stages)" + (sink == 42 ? " " : ""))
  }
}
