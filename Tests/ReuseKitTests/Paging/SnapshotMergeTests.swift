import ReuseKit
import ReuseKitTestSupport
import Testing

/// ``Snapshot/mergeItems(_:intoSection:at:keeping:)`` against a plain model:
/// random pages, at both edges of random sections (some new), with copies
/// repeated within the page and identities the snapshot already holds.
@Suite struct SnapshotMergeTests {
  /// The plain model of a merge: arrays of items per section, in order.
  struct Plain {
    var sections: [(id: Int, items: [Model])] = []

    mutating func merge(_ page: [Model], into section: Int, at edge: ContentEdge, keeping: DuplicateRetention)
      -> (dropped: [Model], replaced: [Model])
    {
      var dropped: [Model] = []
      var replaced: [Model] = []
      var kept: [Model] = []
      for (index, item) in page.enumerated() {
        let others = page.indices.filter { page[$0].id == item.id }
        let chosen = keeping == .first ? others.first : others.last
        if chosen != index {
          dropped.append(item)
          continue
        }
        if let existing = sections.flatMap(\.items).first(where: { $0.id == item.id }) {
          if keeping == .first {
            dropped.append(item)
            continue
          }
          replaced.append(existing)
        }
        kept.append(item)
      }
      let gone = Set(replaced.map(\.id))
      for index in sections.indices { sections[index].items.removeAll { gone.contains($0.id) } }
      if !sections.contains(where: { $0.id == section }) {
        if edge == .top { sections.insert((section, []), at: 0) } else { sections.append((section, [])) }
      }
      guard let target = sections.firstIndex(where: { $0.id == section }) else { return (dropped, replaced) }
      if edge == .top {
        sections[target].items.insert(contentsOf: kept, at: 0)
      } else {
        sections[target].items.append(contentsOf: kept)
      }
      return (dropped, replaced)
    }
  }

  @Test func mergesMatchThePlainModel() {
    var generator = SeededGenerator(seed: 29)
    for _ in 0..<PropertyTestBudget.cases(300) {
      var plain = Plain()
      var snapshot = Snapshot<Int, Model>()
      for _ in 0..<8 {
        let section = Int.random(in: 0..<4, using: &generator)
        let edge: ContentEdge = Bool.random(using: &generator) ? .top : .bottom
        let keeping: DuplicateRetention = Bool.random(using: &generator) ? .first : .last
        let page = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
          Model(id: Int.random(in: 0..<30, using: &generator), value: Int.random(in: 0..<3, using: &generator))
        }
        let expected = plain.merge(page, into: section, at: edge, keeping: keeping)
        let report = snapshot.mergeItems(page, intoSection: section, at: edge, keeping: keeping)
        #expect(report.droppedItems == expected.dropped)
        #expect(report.replacedItems == expected.replaced)
        #expect(report.mergedCount == page.count - expected.dropped.count)
        #expect(report.isEmpty == (expected.dropped.isEmpty && expected.replaced.isEmpty))
        #expect(snapshot.sectionIdentifiers == plain.sections.map(\.id))
        #expect(snapshot.sections.map(\.items) == plain.sections.map(\.items))
        #expect(Set(snapshot.itemIdentifiers.map(\.id)).count == snapshot.numberOfItems)
      }
    }
  }

  @Test func anItemThatMovedBetweenPagesMoves() {
    var snapshot = Snapshot<String, Model>()
    snapshot.mergeItems([Model(id: 1), Model(id: 2), Model(id: 3)], intoSection: "feed", at: .bottom)
    let report = snapshot.mergeItems(
      [Model(id: 2, value: 9), Model(id: 4)], intoSection: "feed", at: .bottom, keeping: .last)
    #expect(snapshot.itemIdentifiers == [Model(id: 1), Model(id: 3), Model(id: 2, value: 9), Model(id: 4)])
    #expect(report.replacedItems == [Model(id: 2)])
    #expect(report.droppedItems.isEmpty)
  }

  @Test func aNewSectionGoesToItsEdge() {
    var snapshot = Snapshot<String, Int>()
    snapshot.mergeItems([5, 6], intoSection: "today", at: .bottom)
    snapshot.mergeItems([3, 4, 5], intoSection: "yesterday", at: .top)
    #expect(snapshot.sectionIdentifiers == ["yesterday", "today"])
    #expect(snapshot.itemIdentifiers == [3, 4, 5, 6])
  }
}
