import ReuseKit
import Testing

@testable import ReuseKit

/// Rule 6 of the UIKit rules: a reconfigured item must exist and stay the
/// same item.
@Suite struct ReconfigureRuleTests {
  @Test func rule6ReconfigureOutOfRange() {
    #expect(
      message(BatchUpdate(reconfiguredItems: [at(0, 3)]), before: [3], after: [3])
        == "attempt to reconfigure index path (\(printed(0, 3))) that does not exist - there are only 3 rows in "
        + "section 0 before the update")
    #expect(
      message(BatchUpdate(reconfiguredItems: [at(2, 0)]), before: [3], after: [3], .grid)
        == "attempt to reconfigure index path (\(printed(2, 0))) from a section that does not exist - there are "
        + "only 1 sections before the update")
  }

  @Test func rule6ReconfigureOfADeletedItem() {
    let text = "attempt to reconfigure and delete the same index path (\(printed(0, 1)))"
    #expect(
      message(BatchUpdate(deletedItems: [at(0, 1)], reconfiguredItems: [at(0, 1)]), before: [3], after: [2]) == text)
    #expect(
      message(BatchUpdate(deletedSections: [0], reconfiguredItems: [at(0, 1)]), before: [3, 1], after: [1]) == text)
  }

  @Test func rule6ReconfigureOfAMovedItem() {
    let text = "attempt to reconfigure and move the same index path (\(printed(0, 1)))"
    let update = BatchUpdate(movedItems: [move(at(0, 1), at(0, 0))], reconfiguredItems: [at(0, 1)])
    #expect(message(update, before: [3], after: [3]) == text)
    let section = BatchUpdate(movedSections: [move(0, 1)], reconfiguredItems: [at(0, 1)])
    #expect(message(section, before: [3, 1], after: [1, 3]) == text)
  }

  @Test func rule6ReconfigureOfAReloadedItem() {
    let text = "attempt to reconfigure and reload the same index path (\(printed(0, 1)))"
    #expect(
      message(BatchUpdate(reloadedItems: [at(0, 1)], reconfiguredItems: [at(0, 1)]), before: [3], after: [3]) == text)
    #expect(message(BatchUpdate(reloadedSections: [0], reconfiguredItems: [at(0, 1)]), before: [3], after: [3]) == text)
  }

  @Test func rule6ReconfigureNextToOtherOperations() throws {
    let update = BatchUpdate(deletedItems: [at(0, 0)], reloadedItems: [at(0, 2)], reconfiguredItems: [at(0, 1)])
    let result = try #require(mapping(update, before: [3], after: [2]))
    #expect(result.reconfiguredFinalPaths == [at(0, 0)])
  }
}
