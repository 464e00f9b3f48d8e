import ReuseKit
import Testing

@testable import ReuseKit

/// Section C of the UIKit rules: every position must exist, in the old
/// counts for deletes, reloads and move sources, in the final counts for
/// inserts and move destinations.
@Suite struct BoundsRuleTests {
  @Test func rule11SectionDeleteOutOfRange() {
    let text = "attempt to delete section 2, but there are only 2 sections before the update"
    #expect(message(BatchUpdate(deletedSections: [2]), before: [1, 1], after: [1]) == text)
    #expect(message(BatchUpdate(deletedSections: [2]), before: [1, 1], after: [1], .grid) == text)
    #expect(message(BatchUpdate(deletedSections: [1]), before: [1, 1], after: [1]) == nil)
  }

  @Test func rule11SectionReloadOutOfRangeUsesTheDeleteText() {
    #expect(
      message(BatchUpdate(reloadedSections: [5]), before: [1, 1], after: [1, 1])
        == "attempt to delete section 5, but there are only 2 sections before the update")
    #expect(message(BatchUpdate(reloadedSections: [1]), before: [1, 1], after: [1, 4]) == nil)
  }

  @Test func rule12ItemDeleteOutOfRange() {
    let missingSection = BatchUpdate(deletedItems: [at(2, 0)])
    #expect(
      message(missingSection, before: [1, 1], after: [1, 0])
        == "attempt to delete row 0 from section 2, but there are only 2 sections before the update")
    #expect(
      message(missingSection, before: [1, 1], after: [1, 0], .grid)
        == "attempt to delete item 0 from section 2, but there are only 2 sections before the update")
    let missingItem = BatchUpdate(deletedItems: [at(0, 3)])
    #expect(
      message(missingItem, before: [3], after: [2])
        == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
    #expect(
      message(missingItem, before: [3], after: [2], .grid)
        == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
    #expect(message(BatchUpdate(deletedItems: [at(0, 2)]), before: [3], after: [2]) == nil)
  }

  @Test func rule12ItemReloadOutOfRangeUsesTheDeleteText() {
    #expect(
      message(BatchUpdate(reloadedItems: [at(0, 3)]), before: [3], after: [3], .grid)
        == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
    #expect(message(BatchUpdate(reloadedItems: [at(0, 2)]), before: [3], after: [3], .grid) == nil)
  }

  @Test func rule13SectionInsertOutOfRange() {
    let text = "attempt to insert section 3 but there are only 2 sections after the update"
    #expect(message(BatchUpdate(insertedSections: [3]), before: [1], after: [1, 1]) == text)
    #expect(message(BatchUpdate(insertedSections: [3]), before: [1], after: [1, 1], .grid) == text)
    #expect(message(BatchUpdate(insertedSections: [1]), before: [1], after: [1, 1]) == nil)
  }

  @Test func rule14ItemInsertIntoMissingSection() {
    let update = BatchUpdate(insertedItems: [at(2, 0)])
    #expect(
      message(update, before: [1, 1], after: [1, 1])
        == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
    #expect(
      message(update, before: [1, 1], after: [1, 1], .grid)
        == "attempt to insert item 0 into section 2, but there are only 2 sections after the update")
    #expect(message(BatchUpdate(insertedItems: [at(1, 0)]), before: [1, 1], after: [1, 2]) == nil)
  }

  @Test func rule15ItemInsertOutOfRange() {
    let update = BatchUpdate(insertedItems: [at(0, 5)])
    #expect(
      message(update, before: [2], after: [3])
        == "attempt to insert row 5 into section 0, but there are only 3 rows in section 0 after the update")
    #expect(
      message(update, before: [2], after: [3], .grid)
        == "attempt to insert item 5 into section 0, but there are only 3 items in section 0 after the update")
    #expect(message(BatchUpdate(insertedItems: [at(0, 2)]), before: [2], after: [3]) == nil)
  }

  @Test func rule16SectionMoveOutOfRange() {
    #expect(
      message(BatchUpdate(movedSections: [move(3, 0)]), before: [1, 1], after: [1, 1])
        == "attempt to move section 3, but there are only 2 sections before the update")
    #expect(
      message(BatchUpdate(movedSections: [move(0, 2)]), before: [1, 1], after: [1, 1], .grid)
        == "attempt to to move section 0 to section 2, but there are only 2 sections after the update")
    #expect(message(BatchUpdate(movedSections: [move(0, 1)]), before: [1, 2], after: [2, 1]) == nil)
  }

  @Test func rule17ItemMoveFromMissingSection() {
    #expect(
      message(BatchUpdate(movedItems: [move(at(2, 0), at(0, 0))]), before: [1, 1], after: [2, 1])
        == "attempt to move index path (\(printed(2, 0))) from a section that does not exist - there are only 2 "
        + "sections before the update")
  }

  @Test func rule17ItemMoveFromMissingItem() {
    let update = BatchUpdate(movedItems: [move(at(0, 4), at(0, 0))])
    #expect(
      message(update, before: [2], after: [2])
        == "attempt to move index path (\(printed(0, 4))) that does not exist - there are only 2 rows in section 0 "
        + "before the update")
    #expect(
      message(update, before: [2], after: [2], .grid)
        == "attempt to move index path (\(printed(0, 4))) that does not exist - there are only 2 items in section 0 "
        + "before the update")
  }

  @Test func rule17ItemMoveToMissingSection() {
    #expect(
      message(BatchUpdate(movedItems: [move(at(0, 0), at(3, 0))]), before: [2], after: [2])
        == "attempt to move index path (\(printed(0, 0))) to index path (\(printed(3, 0))) in section that does not "
        + "exist - there are only 1 sections after the update")
  }

  @Test func rule17ItemMoveToMissingItem() {
    let update = BatchUpdate(movedItems: [move(at(0, 0), at(0, 5))])
    #expect(
      message(update, before: [2], after: [2], .grid)
        == "attempt to move index path (\(printed(0, 0))) to index path (\(printed(0, 5))) that does not exist - "
        + "there are only 2 items in section 0 after the update")
    #expect(message(BatchUpdate(movedItems: [move(at(0, 0), at(0, 1))]), before: [2], after: [2]) == nil)
  }
}
