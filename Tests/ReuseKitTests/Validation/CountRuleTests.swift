import ReuseKit
import Testing

@testable import ReuseKit

/// Section E of the UIKit rules: the counts after the update must follow
/// from the counts before it and the operations.
@Suite struct CountRuleTests {
  @Test func rule26SectionCount() {
    #expect(
      message(BatchUpdate(), before: [1, 1], after: [1])
        == "Invalid update: invalid number of sections.  The number of sections contained in the table view after "
        + "the update (1) must be equal to the number of sections contained in the table view before the update "
        + "(2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    #expect(
      message(BatchUpdate(insertedSections: [0], movedSections: [move(0, 1)]), before: [1, 1], after: [1, 1], .grid)
        == "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        + "after the update (2) must be equal to the number of sections contained in the collection view before the "
        + "update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted). "
        + "Collection view: \(gridDescription)")
    #expect(message(BatchUpdate(deletedSections: [0]), before: [1, 1], after: [1]) == nil)
  }

  @Test func rule26ReloadsAndMovesCountZero() {
    let update = BatchUpdate(movedSections: [move(2, 0)], reloadedSections: [1])
    #expect(message(update, before: [1, 1, 1], after: [1, 5, 1]) == nil)
    #expect(rejection(update, before: [1, 1, 1], after: [1, 1])?.brokenRule == .sectionCount)
  }

  @Test func rule27ItemCount() {
    let update = BatchUpdate(deletedItems: [at(0, 0)], insertedItems: [at(0, 0)])
    #expect(
      message(update, before: [30], after: [29])
        == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section "
        + "after the update (29) must be equal to the number of rows contained in that section before the update "
        + "(30), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and "
        + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(
      message(update, before: [30], after: [29], .grid)
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
        + "section after the update (29) must be equal to the number of items contained in that section before the "
        + "update (30), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 "
        + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved "
        + "out). Collection view: \(gridDescription)")
    #expect(message(update, before: [30], after: [30]) == nil)
  }

  @Test func rule27CountsMovesBetweenSections() {
    let update = BatchUpdate(movedItems: [move(at(0, 0), at(1, 0)), move(at(0, 1), at(0, 0))])
    #expect(
      message(update, before: [2, 2], after: [2, 2])
        == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section "
        + "after the update (2) must be equal to the number of rows contained in that section before the update (2), "
        + "plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus "
        + "or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
    #expect(message(update, before: [2, 2], after: [1, 3]) == nil)
  }

  @Test func rule27ReloadsCountAsInsertAndDelete() {
    #expect(
      message(BatchUpdate(reloadedItems: [at(0, 0)]), before: [2], after: [3])?
        .contains(
          "after the update (3) must be equal to the number of rows contained in that section before the "
            + "update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted)"
        )
        == true)
  }

  @Test func rule27NamesTheFinalSectionAndComparesWithItsOldSection() {
    #expect(
      message(BatchUpdate(deletedSections: [0]), before: [1, 5], after: [4])?
        .hasPrefix(
          "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section "
            + "after the update (4) must be equal to the number of rows contained in that section before the update "
            + "(5)") == true)
  }

  @Test func rule27SkipsInsertedSections() {
    #expect(message(BatchUpdate(insertedSections: [0]), before: [2], after: [7, 2]) == nil)
  }

  @Test func rule28NegativeCount() {
    #expect(
      message(BatchUpdate(), before: [2], after: [-1])
        == "Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in section.")
    #expect(
      message(BatchUpdate(), before: [2], after: [-1], .grid)
        == "Invalid update: invalid number of items in section 0. Attempt to delete more items than exist in section. "
        + "Collection view: \(gridDescription)")
  }

  @Test func rule28PrintsTheOldSectionIndex() {
    #expect(
      message(BatchUpdate(deletedSections: [0]), before: [1, 2], after: [-2])
        == "Invalid update: invalid number of rows in section 1.  Attempt to delete more rows than exist in section.")
    #expect(message(BatchUpdate(deletedSections: [0]), before: [1, 2], after: [2]) == nil)
  }

  @Test func rule29ReportsTheClassicText() {
    let error = rejection(BatchUpdate(deletedItems: [at(0, 0)]), before: [30], after: [30])
    #expect(error?.brokenRule == .itemCount)
    #expect(error?.message.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(error?.message.contains("Invalid batch updates detected") == false)
  }
}
