import ReuseKit
import ReuseKitTestSupport
import Testing

/// A batch update that breaks a rule. Each rule has its own tests in
/// `Tests/ReuseKitTests/Validation` (one per rule, named `rule<N>…`); here,
/// what the caller gets: a ``BatchUpdateError`` naming the rule, and a
/// container left exactly as it was, which takes the next update.
@MainActor
@Suite struct RejectedBatchUpdateTests {
  @Test func aRejectedUpdateLeavesTheContainerAsItWas() throws {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 1_000), rowHeight: 10)
    list.register(LabelView.self)
    let data = StringsDataSource(sections: [["a", "b", "c"]], container: list)
    list.dataSource = data
    list.reloadData()
    let paths = list.visibleItemPaths
    let cells = paths.compactMap { list.cellForItem(at: $0) }

    // Deletes row 5 of three: rule 12.
    let error = #expect(throws: BatchUpdateError.self) {
      try list.performBatchUpdates(BatchUpdate(deletedItems: [ItemPath(row: 5, section: 0)])) {
        data.sections = [["a", "c"]]
      }
    }
    #expect(error?.brokenRule == .itemDeleteOutOfBounds)
    #expect(error?.message.contains("attempt to delete row 5 from section 0 which only contains 3 rows") == true)
    data.sections = [["a", "b", "c"]]  // The caller restores its data, as UIKit requires.
    #expect(list.numberOfItems(inSection: 0) == 3)
    #expect(list.visibleItemPaths == paths)
    #expect(zip(paths.compactMap { list.cellForItem(at: $0) }, cells).allSatisfy { $0 === $1 })

    try list.performBatchUpdates(BatchUpdate(deletedItems: [ItemPath(row: 1, section: 0)])) {
      data.sections = [["a", "c"]]
    }
    #expect(list.visibleViewModels(of: LabelView.self) == ["a", "c"])
  }
}
