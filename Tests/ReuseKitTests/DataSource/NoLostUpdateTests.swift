import ReuseKit
import ReuseKitTestSupport
import Testing

/// `var next = dataSource.snapshot(); next.appendItems([message]); dataSource.apply(next)`,
/// twice in a row, keeps both messages, however long the list and wherever
/// the diff runs (issue 15, finding 1).
@MainActor
@Suite struct NoLostUpdateTests {
  static func list(count: Int) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<count).map { Model(id: $0) })
    return snapshot
  }

  @Test(arguments: [9_999, 10_000, 50_000], [DiffingPolicy.automatic, .background, .mainActor])
  func twoAppendsInARowBothLand(count: Int, diffing: DiffingPolicy) async {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(ModelView.self, $0) }
    await dataSource.apply(Self.list(count: count), diffing: diffing)
    for id in [-1, -2] {
      var next = dataSource.snapshot()
      next.appendItems([Model(id: id)])
      dataSource.apply(next, diffing: diffing, completion: nil)
    }
    await dataSource.apply(dataSource.snapshot(), diffing: diffing)
    let shown = dataSource.snapshot()
    #expect(shown.numberOfItems == count + 2)
    #expect(shown.itemPath(forID: -1) == ItemPath(item: count, section: 0))
    #expect(shown.itemPath(forID: -2) == ItemPath(item: count + 1, section: 0))
    #expect(list.numberOfItems(inSection: 0) == count + 2)
  }

  @Test func appendsFromCompletionsAllLand() async {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(ModelView.self, $0) }
    await dataSource.apply(Self.list(count: 10_000))
    await withCheckedContinuation { @MainActor (done: CheckedContinuation<Void, Never>) in
      var remaining = 5
      @MainActor func appendOne() {
        var next = dataSource.snapshot()
        next.appendItems([Model(id: -remaining)])
        remaining -= 1
        // The next append starts from a completion, while another is queued.
        dataSource.apply(next, diffing: .background) {
          if remaining > 0 { appendOne() } else { done.resume() }
        }
        var extra = dataSource.snapshot()
        extra.appendItems([Model(id: 100_000 + remaining)])
        dataSource.apply(extra, diffing: .background, completion: nil)
      }
      appendOne()
    }
    await dataSource.apply(dataSource.snapshot())
    #expect(dataSource.snapshot().numberOfItems == 10_010)
    #expect(list.numberOfItems(inSection: 0) == 10_010)
  }

  @Test func theChangeNotTheListDecidesWhereTheDiffRuns() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(ModelView.self, $0) }
    dataSource.backgroundDiffingThreshold = 100
    dataSource.apply(Self.list(count: 99), completion: nil)
    #expect(list.numberOfItems(inSection: 0) == 99, "99 changed items: on the main actor, on screen at once")
    var next = dataSource.snapshot()
    next.appendItems((1_000_000..<1_000_051).map { Model(id: $0) })
    next.deleteItems([Model(id: 98)])
    dataSource.apply(next, completion: nil)
    #expect(list.numberOfItems(inSection: 0) == 149, "52 changed items at the end of 149: on screen at once")
    var large = dataSource.snapshot()
    large.appendItems((2_000_000..<2_000_100).map { Model(id: $0) })
    dataSource.apply(large, completion: nil)
    #expect(list.numberOfItems(inSection: 0) == 149, "100 changed items: diffed off the main actor")
    #expect(dataSource.isApplying)
  }

  @Test func theSharedEndsAreCountedAcrossSections() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(ModelView.self, $0) }
    dataSource.backgroundDiffingThreshold = 3
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0, 1, 2, 3])
    snapshot.appendItems([Model(id: 1), Model(id: 2)], toSection: 0)
    snapshot.appendItems([Model(id: 3), Model(id: 4)], toSection: 1)
    snapshot.appendItems([Model(id: 5), Model(id: 6)], toSection: 3)
    dataSource.apply(snapshot, diffing: .mainActor, completion: nil)
    // 4 becomes 40 and 41, and section 2 stays empty: 1, 2, 3 and 5, 6 are
    // shared, so the change is 2 items.
    snapshot.deleteItems([Model(id: 4)])
    snapshot.appendItems([Model(id: 40), Model(id: 41)], toSection: 1)
    dataSource.apply(snapshot, completion: nil)
    #expect(!dataSource.isApplying)
    #expect(list.numberOfItems(inSection: 1) == 3)
    // Three more in the middle: a change of 3 items goes off the main actor.
    snapshot.appendItems([Model(id: 7), Model(id: 8), Model(id: 9)], toSection: 2)
    dataSource.apply(snapshot, completion: nil)
    #expect(dataSource.isApplying)
    #expect(list.numberOfItems(inSection: 2) == 0)
  }
}
