import ReuseKit
import Testing

@testable import ReuseKit

/// Section D of the UIKit rules, rules 23 to 25: item operations that meet a
/// section operation, and what UIKit only crashes on.
@Suite struct SectionOperationRuleTests {
  @Test func rule23ItemMoveFromDeletedSection() {
    let update = BatchUpdate(deletedSections: [0], movedItems: [move(at(0, 0), at(0, 1))])
    #expect(message(update, before: [1, 1], after: [2]) == "cannot move a row from a deleted section (0)")
    #expect(message(update, before: [1, 1], after: [2], .grid) == "cannot move an item from a deleted section (0)")
    let nearby = BatchUpdate(deletedSections: [0], movedItems: [move(at(1, 0), at(0, 1))])
    #expect(message(nearby, before: [1, 2], after: [2]) == nil)
  }

  @Test func rule23ItemMoveIntoInsertedSection() {
    let update = BatchUpdate(insertedSections: [1], movedItems: [move(at(0, 0), at(1, 0))])
    #expect(message(update, before: [2], after: [1, 1]) == "cannot move a row into a newly inserted section (1)")
    #expect(
      message(update, before: [2], after: [1, 1], .grid) == "cannot move an item into a newly inserted section (1)")
  }

  @Test func rule23IsCheckedInTheDeletePhase() {
    // The move conflict of the delete comes before the bounds of an insert.
    let update = BatchUpdate(
      deletedSections: [0], insertedItems: [at(0, 9)], movedItems: [move(at(0, 0), at(0, 1))])
    #expect(message(update, before: [1, 1], after: [2]) == "cannot move a row from a deleted section (0)")
  }

  @Test func rule24DuplicateItemDelete() {
    let update = BatchUpdate(deletedItems: [at(0, 0), at(0, 0)])
    #expect(message(update, before: [3], after: [1]) == "duplicate delete of index path \(printed(0, 0))")
    #expect(message(update, before: [3], after: [1], .grid) == "duplicate delete of index path \(printed(0, 0))")
    // Checked after the counts, which count the delete twice.
    #expect(message(update, before: [3], after: [2])?.contains("(0 inserted, 2 deleted)") == true)
    #expect(message(BatchUpdate(deletedItems: [at(0, 0), at(0, 1)]), before: [3], after: [1]) == nil)
  }

  @Test func rule24DuplicateSectionDelete() {
    #expect(
      message(BatchUpdate(deletedSections: [1, 1]), before: [1, 1, 1], after: [1])
        == "duplicate delete of index path \(printedSection(1))")
    #expect(message(BatchUpdate(deletedSections: [1, 2]), before: [1, 1, 1], after: [1]) == nil)
  }

  @Test func rule24DuplicateInsertIsRejectedLikeADuplicateDelete() {
    #expect(
      message(BatchUpdate(insertedItems: [at(0, 1), at(0, 1)]), before: [1], after: [3])
        == "duplicate insert of index path \(printed(0, 1))")
  }

  @Test func rule25ItemDeleteInMovedSection() {
    let update = BatchUpdate(movedSections: [move(0, 1)], deletedItems: [at(0, 0)])
    #expect(message(update, before: [2, 1], after: [1, 1]) == "cannot delete a row from a moved section (0)")
    #expect(message(update, before: [2, 1], after: [1, 1], .grid) == "cannot delete an item from a moved section (0)")
    // Checked after the counts.
    #expect(message(update, before: [2, 1], after: [1, 2])?.hasPrefix("Invalid update") == true)
    #expect(
      message(BatchUpdate(movedSections: [move(0, 1)], deletedItems: [at(1, 0)]), before: [2, 1], after: [0, 2]) == nil)
  }

  @Test func rule25ItemInsertInMovedSection() {
    let update = BatchUpdate(movedSections: [move(0, 1)], insertedItems: [at(1, 0)])
    #expect(message(update, before: [1, 1], after: [1, 2]) == "cannot insert a row into a moved section (1)")
    #expect(message(update, before: [1, 1], after: [1, 2], .grid) == "cannot insert an item into a moved section (1)")
  }

  @Test func rule25ItemMoveFromMovedSection() {
    let update = BatchUpdate(movedSections: [move(0, 2)], movedItems: [move(at(0, 0), at(0, 0))])
    #expect(message(update, before: [1, 1, 1], after: [2, 1, 0]) == "cannot move a row from a moved section (0)")
    // Even a section moved onto its own place.
    let stay = BatchUpdate(movedSections: [move(1, 1)], movedItems: [move(at(1, 0), at(0, 0))])
    #expect(message(stay, before: [1, 1], after: [2, 0], .grid) == "cannot move an item from a moved section (1)")
  }

  @Test func rule25ItemMoveIntoMovedSection() {
    let update = BatchUpdate(movedSections: [move(0, 2)], movedItems: [move(at(1, 0), at(2, 0))])
    #expect(message(update, before: [1, 1, 1], after: [0, 1, 2]) == "cannot move a row into a moved section (2)")
    #expect(
      message(update, before: [1, 1, 1], after: [0, 1, 2], .grid) == "cannot move an item into a moved section (2)")
  }

  @Test func rule25ItemMoveWithinItsMovedSectionCountsNoMove() {
    // Moving an item along with its section is no move for the counts, so
    // the counts pass and the container text follows.
    let update = BatchUpdate(movedSections: [move(0, 1)], movedItems: [move(at(0, 0), at(1, 1))])
    #expect(message(update, before: [2, 1], after: [1, 2]) == "cannot move a row from a moved section (0)")
  }
}
