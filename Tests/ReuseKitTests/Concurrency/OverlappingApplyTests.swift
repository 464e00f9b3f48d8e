import ReuseKit
import ReuseKitTestSupport
import Testing

/// Many overlapping applies, from main-actor tasks and from detached tasks
/// that hop to the main actor, with every diff off the main actor: whatever
/// order they arrive in, the container ends up showing the last snapshot
/// applied, every completion runs once and in order, and no stage is rejected.
@MainActor
@Suite struct OverlappingApplyTests {
  typealias DataSource = DiffableDataSource<Int, Model>

  /// Applies snapshots by index, and records their arrival and completion.
  @MainActor
  final class Journal {
    let dataSource: DataSource
    let snapshots: [Snapshot<Int, Model>]
    var applied: [Int] = []
    var completed: [Int] = []

    init(dataSource: DataSource, snapshots: [Snapshot<Int, Model>]) {
      self.dataSource = dataSource
      self.snapshots = snapshots
    }

    func submit(_ index: Int) {
      applied.append(index)
      dataSource.apply(snapshots[index]) { self.completed.append(index) }
    }
  }

  @Test(arguments: [0, 20])
  func overlappingAppliesEndWithTheLastSnapshot(backgroundDiffingThreshold: Int) async {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 200), rowHeight: 10)
    list.register(ModelView.self)
    let dataSource = DataSource(list) { item in
      .view(ModelView.self, item)
    }
    let log = LogCollector()
    dataSource.logger = log.logger
    dataSource.backgroundDiffingThreshold = backgroundDiffingThreshold

    var edits = RandomEdits(seed: 0xC0_0001 + UInt64(backgroundDiffingThreshold))
    var sections = edits.sectionedSource(maxSections: 4, maxItems: 10)
    var snapshots: [Snapshot<Int, Model>] = []
    for _ in 0..<300 {
      sections = edits.sectionedTarget(from: sections)
      let byID = sections.map { DiffSection(model: $0.model.id, items: $0.items) }
      snapshots.append(Snapshot.deduplicating(byID).snapshot)
    }

    let journal = Journal(dataSource: dataSource, snapshots: snapshots)
    var tasks: [Task<Void, Never>] = []
    for index in snapshots.indices {
      switch index % 3 {
      case 0: tasks.append(Task { journal.submit(index) })
      case 1: tasks.append(Task.detached { await MainActor.run { journal.submit(index) } })
      default: tasks.append(Task.detached { await journal.submit(index) })
      }
    }
    for task in tasks { await task.value }
    let last = journal.applied.last ?? 0
    // Applying the last snapshot once more returns after every earlier completion.
    await dataSource.apply(snapshots[last])

    #expect(journal.applied.sorted() == Array(snapshots.indices))
    #expect(journal.completed == journal.applied, "completions run once each, in the order of the applies")
    #expect(!dataSource.isApplying)
    let expected = snapshots[last]
    #expect(dataSource.snapshot().sections == expected.sections)
    #expect(list.numberOfSections == expected.numberOfSections)
    for (index, section) in expected.sections.enumerated() {
      #expect(list.numberOfItems(inSection: index) == section.items.count)
    }
    let shown = list.visibleItemPaths.map { list.cell(at: $0, as: ModelView.self)?.view.model }
    #expect(shown == list.visibleItemPaths.map { expected.itemIdentifier(at: $0) })
    #expect(!shown.isEmpty || expected.numberOfItems == 0)
    #expect(log.messages.isEmpty, "\(log.messages.prefix(3))")
    #expect(dataSource.reloadCount == 0)
  }
}
