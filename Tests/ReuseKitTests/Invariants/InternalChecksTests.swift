import ReuseKitTestSupport
import Testing

@testable import ReuseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The invariant checks of ``Snapshot`` and the layout engine, compiled in
/// under `REUSEKIT_INTERNAL_CHECKS` (see CONTRIBUTING.md).
///
/// With the checks on, every mutator of the suite's snapshots and layouts
/// checks its own redundant state; these tests add full checks after random
/// mutations, including on sizes that the mutators only sample.
@Suite struct InternalChecksTests {
  /// The manifest turns the environment variable into the compilation
  /// condition: a run with the variable set has the checks compiled in, a
  /// run without has none, so that a user's build never pays for them.
  @Test func theEnvironmentVariableDecidesWhetherChecksAreCompiledIn() {
    #if REUSEKIT_INTERNAL_CHECKS
      let compiledIn = true
    #else
      let compiledIn = false
    #endif
    let value = getenv("REUSEKIT_INTERNAL_CHECKS").map { String(cString: $0) }
    let requested = !(value == nil || value == "" || value == "0")
    #expect(compiledIn == requested, "REUSEKIT_INTERNAL_CHECKS is \(value ?? "unset")")
  }
}

// `checkAllInvariants()` exists only in a ReuseKit built with the checks, so
// these tests also fail to compile when the library lacks the flag the tests have.
#if REUSEKIT_INTERNAL_CHECKS
  extension InternalChecksTests {
    /// Random mutations, valid and refused, from empty sections (checked in
    /// full by every mutator) and from 2,400 items (sampled by the mutators).
    @MainActor
    @Test(arguments: [0, 400])
    func snapshotsStayConsistentThroughRandomMutations(itemsPerSection: Int) {
      var rng = SeededGenerator(seed: UInt64(itemsPerSection) + 1)
      var start = Snapshot<Int, Model>()
      start.appendSections(Array(0..<6))
      for section in 0..<6 {
        let first = 1_000 + section * itemsPerSection
        start.appendItems((first..<first + itemsPerSection).map { Model(id: $0) }, toSection: section)
      }
      for _ in 0..<PropertyTestBudget.cases(itemsPerSection == 0 ? 200 : 40) {
        var snapshot = start
        let bytes = (0..<96).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for mutation in SnapshotFuzzCheck.decode(bytes) {
          try? snapshot.perform(mutation)
          snapshot.checkAllInvariants()
        }
        snapshot.clearMarks()
        snapshot.checkAllInvariants()
      }
    }

    /// Random height changes, reports, width changes and batch updates on a
    /// grid of about 3,700 items, which its mutators only sample; the
    /// reference tests run smaller layouts, which the mutators check in full.
    @Test func largeLayoutsStayConsistentThroughRandomChanges() {
      var rng = SeededGenerator(seed: 1)
      let arrangement = GridArrangement(
        columns: .minimumWidth(70), itemHeight: .selfSizing(estimate: 40), interitemSpacing: 4, lineSpacing: 6,
        headerHeight: 12, footerHeight: 5)
      var grid = GridLayout(sectionCounts: [3_000, 0, 700, 7], width: 320, arrangement: arrangement)
      var viewport = Viewport(width: 320, height: 300)
      for _ in 0..<PropertyTestBudget.cases(200) {
        let section = Int.random(in: 0..<grid.numberOfSections, using: &rng)
        let count = grid.numberOfItems(inSection: section)
        let path = ItemPath(item: Int.random(in: 0..<Swift.max(1, count), using: &rng), section: section)
        let height = Double(Int.random(in: 0...300, using: &rng)) / 3
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where count > 0: grid.setHeight(height, for: path)
        case 1 where count > 0: grid.invalidateHeight(of: path)
        case 2 where count > 0:
          grid.reportHeight(height, for: path)
          viewport = grid.layoutIfNeeded(anchoring: viewport)
        case 3: grid.setFooterHeight(height, forSection: section)
        case 4: viewport = grid.setWidth([320, 200, 90, 640].randomElement(using: &rng) ?? 320, anchoring: viewport)
        default: viewport = grid.apply(Self.randomUpdate(of: grid, using: &rng), anchoring: viewport)
        }
        viewport.offset = Double(Int.random(in: 0...Int(grid.contentSize.height), using: &rng))
        viewport = grid.measureVisibleItems(in: viewport) { path, width in Double(path.item % 7) * width / 30 }
        grid.engine.checkAllInvariants()
      }
    }

    /// Heights that are not multiples of a power of two round differently in
    /// the tree than in a plain sum; the check tolerates that drift over
    /// thousands of changes to a 20,000-row list, checked in full at the end.
    @Test func treeDriftStaysWithinTheTolerance() {
      var rng = SeededGenerator(seed: 7)
      let arrangement = ListArrangement(itemHeight: .selfSizing(estimate: 44.1), rowSpacing: 0.3)
      var list = ListLayout(sectionCounts: [12_000, 8_000], width: 320, arrangement: arrangement)
      for _ in 0..<5_000 {
        let path = ItemPath(item: Int.random(in: 0..<8_000, using: &rng), section: Int.random(in: 0...1, using: &rng))
        list.setHeight(Double(Int.random(in: 1...3_000, using: &rng)) / 3, for: path)
      }
      list.engine.checkAllInvariants()
      #expect(list.contentSize.height > 20_000)
    }

    /// A batch update that deletes about one item in eight, reloads one in
    /// twenty, inserts about one in eight, and replaces one section in twenty.
    private static func randomUpdate(of grid: GridLayout, using rng: inout SeededGenerator) -> LayoutUpdate {
      let sections = (0..<grid.numberOfSections).map { section -> LayoutUpdate.Section in
        guard Int.random(in: 0..<20, using: &rng) > 0 else {
          return LayoutUpdate.Section(
            source: nil, items: Array(repeating: .new, count: Int.random(in: 0...5, using: &rng)))
        }
        var items: [LayoutUpdate.ItemSource] = []
        for item in 0..<grid.numberOfItems(inSection: section) {
          switch Int.random(in: 0..<40, using: &rng) {
          case 0..<5: break
          case 5..<7: items.append(.new)
          case 7..<12: items += [.old(ItemPath(item: item, section: section)), .new]
          default: items.append(.old(ItemPath(item: item, section: section)))
          }
        }
        return LayoutUpdate.Section(source: section, items: items)
      }
      return LayoutUpdate(sections: sections)
    }
  }
#endif
