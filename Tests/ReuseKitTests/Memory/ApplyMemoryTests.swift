import ReuseKit
import ReuseKitTestSupport
import Testing

/// Memory stays flat over many applies: views are reused, never piled up,
/// and all of them go away with the list.
@MainActor
@Suite(.serialized) struct ApplyMemoryTests {
  @Test func tenThousandAppliesKeepTheViewCountFlat() {
    let live = CountedView.live
    weak var weakList: HeadlessList?
    do {
      let (list, dataSource) = LifetimeTests.makeScene()
      weakList = list
      var edits = RandomEdits(seed: 0x4E4D_0001)
      var sections = edits.sectionedSource(maxSections: 3, maxItems: 8)
      var createdAfterWarmUp = 0
      for round in 0..<10_000 {
        sections =
          edits.chance(0.05)
          ? edits.sectionedSource(maxSections: 3, maxItems: 8) : edits.sectionedTarget(from: sections)
        let byID = sections.map { DiffSection(model: $0.model.id, items: $0.items) }
        var snapshot = Snapshot.deduplicating(byID).snapshot
        if let item = snapshot.itemIdentifiers.first, edits.chance(0.2) { snapshot.reloadItems([item]) }
        dataSource.apply(snapshot, completion: nil)
        if round == 999 { createdAfterWarmUp = list.createdCount }
      }
      // Every view that exists is on screen or waiting in the pool.
      #expect(CountedView.live - live == list.createdCount)
      #expect(list.createdCount <= createdAfterWarmUp + 5, "views pile up")
      #expect(list.createdCount <= 40)
      #expect((list.registry.pool(for: CountedView.self)?.availableCount ?? 0) <= 40)
      #expect(dataSource.reloadCount == 0)
    }
    #expect(weakList == nil)
    #expect(CountedView.live == live)
  }
}
