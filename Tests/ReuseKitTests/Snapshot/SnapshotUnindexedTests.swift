import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// A section left out of the item index, as a data source's outline leaves
/// its rows: every lookup and mutation answers as for a snapshot indexed in
/// full, and replacing the section again hashes none of its rows.
@MainActor
@Suite struct SnapshotUnindexedTests {
  /// Random steps on a snapshot of three sections, checked after every
  /// step against a plain model, a snapshot built again from the model's
  /// items: replacements that leave a section unindexed (again and again,
  /// or of another section), lookups, mutations and indexing.
  @Test(arguments: 0..<UInt64(PropertyTestBudget.cases(60)))
  func everyLookupAndMutationAnswersAsAFullIndexDoes(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var model: [[Int]] = [Array(0..<4), [], Array(4..<9)]
    var snapshot = Self.snapshot(model)
    var next = 100
    for step in 0..<40 {
      let section = Int.random(in: 0..<3, using: &generator)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1:
        // Some of the section's items, some new ones, in any order.
        let kept = model[section].filter { _ in Bool.random(using: &generator) }
        let fresh = Array(next..<(next + Int.random(in: 0...6, using: &generator)))
        next += fresh.count
        model[section] = (kept + fresh).shuffled(using: &generator)
        snapshot.replaceItemsIndexingLater(inSection: section, with: model[section])
      case 2:
        model[section].append(next)
        snapshot.appendItems([next], toSection: "s\(section)")
        next += 1
      case 3:
        guard let doomed = model[section].randomElement(using: &generator) else { continue }
        model[section].removeAll { $0 == doomed }
        snapshot.deleteItems([doomed])
      case 4:
        guard model[section].count > 1 else { continue }
        let moving = model[section].removeFirst()
        model[section].append(moving)
        snapshot.moveItem(moving, afterItem: model[section][model[section].count - 2])
      default:
        snapshot.indexAllItems()
      }
      Self.expect(snapshot, matches: model, "seed \(seed), step \(step)")
    }
  }

  /// A toggle that replaces an unindexed section again hashes no row, in a
  /// snapshot whose other sections hold nothing; the first replacement of
  /// an indexed section forgets it without hashing its rows either. Only
  /// the sampled internal checks hash, 33 items at most each time, where
  /// indexing the three replacements would take 5,010 hashes.
  @Test func replacingTheUnindexedSectionAgainHashesNothing() {
    let counter = HashCounter()
    func items(_ ids: Range<Int>) -> [Counted] { ids.map { Counted(id: $0, counter: counter) } }
    var snapshot = Snapshot<Int, Counted>()
    snapshot.appendSections([0])
    snapshot.appendItems(items(0..<1_000))
    counter.hashes = 0
    snapshot.replaceItemsIndexingLater(inSection: 0, with: items(0..<2_000))
    snapshot.replaceItemsIndexingLater(inSection: 0, with: items(0..<10))
    snapshot.replaceItemsIndexingLater(inSection: 0, with: items(0..<3_000))
    #expect(counter.hashes < 100 && snapshot.unindexedSection == 0 && snapshot.numberOfItems == 3_000)
    counter.hashes = 0
    snapshot.indexAllItems()
    #expect(counter.hashes >= 3_000 && snapshot.unindexedSection == nil)
    #expect(snapshot.itemPath(of: Counted(id: 2_999, counter: counter)) == ItemPath(item: 2_999, section: 0))
  }

  /// An outline's toggle through a data source leaves its rows out of the
  /// index: expanding a folder of 1,000 hashes only what the visible cells
  /// look up (fewer than 200 hashes, where indexing the rows takes 1,000),
  /// and a lookup afterwards answers from a full index.
  @Test func anOutlineToggleThroughADataSourceIndexesNoRow() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Counted>(list) { .view(Row.self, $0.id) }
    let counter = HashCounter()
    let folder = Counted(id: -1, counter: counter)
    var tree = SectionSnapshot<Counted>()
    tree.append([folder, Counted(id: -2, counter: counter)])
    tree.append((0..<1_000).map { Counted(id: $0, counter: counter) }, to: folder)
    dataSource.apply(tree, to: 0, completion: nil)
    counter.hashes = 0
    tree.expand([folder])
    dataSource.apply(tree, to: 0, completion: nil)
    #expect(list.numberOfItems(inSection: 0) == 1_002 && dataSource.reloadCount == 0)
    #expect(counter.hashes < 200 && dataSource.headingSnapshot.unindexedSection == 0, "\(counter.hashes) hashes")
    #expect(dataSource.itemPath(forID: Counted(id: 999, counter: counter)) == ItemPath(item: 1_000, section: 0))
    let snapshot = dataSource.snapshot()
    #expect(snapshot.unindexedSection == nil && snapshot.itemPath(of: Counted(id: 500, counter: counter)) != nil)
  }

  /// A view for the data source test.
  final class Row: ConfigurableView {
    init() {}
    func configure(with viewModel: Int) {}
  }

  static func snapshot(_ model: [[Int]]) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["s0", "s1", "s2"])
    for (index, items) in model.enumerated() { snapshot.appendItems(items, toSection: "s\(index)") }
    return snapshot
  }

  /// Checks `snapshot` against a snapshot built from `model`, item by item.
  static func expect(_ snapshot: Snapshot<String, Int>, matches model: [[Int]], _ context: String) {
    let expected = Self.snapshot(model)
    #if REUSEKIT_INTERNAL_CHECKS
      snapshot.checkAllInvariants()
    #endif
    #expect(snapshot.itemIdentifiers == expected.itemIdentifiers, "\(context)")
    #expect(snapshot.numberOfItems == expected.numberOfItems, "\(context)")
    for item in model.flatMap({ $0 }) + [-1, 1_000] {
      #expect(snapshot.itemPath(of: item) == expected.itemPath(of: item), "item \(item), \(context)")
      #expect(snapshot.sectionIdentifier(containingItem: item) == expected.sectionIdentifier(containingItem: item))
      #expect(snapshot.indexOfItem(item) == expected.indexOfItem(item), "item \(item), \(context)")
    }
  }
}
