import ReuseKitTestSupport
import Testing

@testable import ReuseKit

@Suite struct LayoutUpdateMappingTests {
  @Test func batchUpdateCarriesSurvivorsAndRenewsReloads() throws {
    let update = BatchUpdate(
      deletedSections: [1],
      insertedSections: [0],
      deletedItems: [ItemPath(item: 0, section: 0)],
      insertedItems: [ItemPath(item: 0, section: 1)],
      movedItems: [Move(from: ItemPath(item: 0, section: 2), to: ItemPath(item: 3, section: 1))],
      reloadedItems: [ItemPath(item: 2, section: 0)])
    let before = [3, 2, 1]
    let after = [1, 4, 0]
    let mapping = try BatchUpdateMapping(
      validating: update, before: before, after: after, wording: .list, containerDescription: "<list>")
    let layoutUpdate = ContentTransition.layoutUpdate(mapping, countsBefore: before, countsAfter: after)
    #expect(
      layoutUpdate
        == LayoutUpdate(
          sections: [
            .init(source: nil, items: [.new]),
            .init(
              source: 0,
              items: [.new, .old(ItemPath(item: 1, section: 0)), .new, .old(ItemPath(item: 0, section: 2))]),
            .init(source: 2, items: []),
          ], movedItems: [ItemPath(item: 0, section: 2)]))
  }
}
