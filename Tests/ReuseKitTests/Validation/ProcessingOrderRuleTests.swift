import ReuseKit
import Testing

@testable import ReuseKit

/// Section B of the UIKit rules: normalisation, reload placement and the
/// order in which the checks run.
@Suite struct ProcessingOrderRuleTests {
  @Test func rule9aDeletesAreCheckedDescending() {
    let update = BatchUpdate(deletedItems: [at(0, 7), at(0, 9)])
    #expect(
      message(update, before: [3], after: [1])
        == "attempt to delete row 9 from section 0 which only contains 3 rows before the update")
    // A section delete sorts after the items of its section, so it comes
    // first in descending order.
    let mixed = BatchUpdate(deletedSections: [3], deletedItems: [at(2, 9)])
    #expect(
      message(mixed, before: [1, 1, 1], after: [1, 1])
        == "attempt to delete section 3, but there are only 3 sections before the update")
  }

  @Test func rule9aInsertsAreCheckedAscending() {
    let update = BatchUpdate(insertedItems: [at(0, 9), at(0, 7)])
    #expect(
      message(update, before: [1], after: [3])
        == "attempt to insert row 7 into section 0, but there are only 3 rows in section 0 after the update")
  }

  @Test func rule9bReloadInsertPositionFollowsDeletesAndInserts() throws {
    // Old section 1 = [a, b, c, d, e] becomes final section 0 = [n, b, c, d', e].
    let update = BatchUpdate(
      deletedSections: [0], insertedSections: [1], deletedItems: [at(1, 0)], insertedItems: [at(0, 0)],
      reloadedItems: [at(1, 3)])
    let result = try #require(mapping(update, before: [2, 5], after: [5, 2]))
    #expect(result.reloadedFinalPath(of: at(1, 3)) == at(0, 3))
    #expect(result.finalPath(of: at(1, 1)) == at(0, 1))
    #expect(result.finalPath(of: at(1, 4)) == at(0, 4))
    #expect(result.insertedItemPaths == [at(0, 0), at(0, 3)])
  }

  @Test func rule9bReloadInsertPositionIgnoresMoves() throws {
    // [A, B, C]: move A to the end and reload B. B's insert half stays at 1,
    // so C ends at 0, not where a caller would expect it.
    let update = BatchUpdate(movedItems: [move(at(0, 0), at(0, 2))], reloadedItems: [at(0, 1)])
    let result = try #require(mapping(update, before: [3], after: [3]))
    #expect(result.reloadedFinalPath(of: at(0, 1)) == at(0, 1))
    #expect(result.finalPath(of: at(0, 2)) == at(0, 0))
    #expect(result.finalPath(of: at(0, 0)) == at(0, 2))
  }

  @Test func rule9bDecision2ReloadInDeletedSectionSkipsItsOwnSectionDelete() throws {
    let update = BatchUpdate(deletedSections: [1], reloadedItems: [at(1, 0)])
    // The insert half lands in final section 1 (old section 2), not 0.
    #expect(
      message(update, before: [1, 2, 1], after: [1, 1])
        == "Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing "
        + "section after the update (1) must be equal to the number of rows contained in that section before the "
        + "update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 "
        + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    // Decision 3: the insert half is kept.
    let result = try #require(mapping(update, before: [1, 2, 1], after: [1, 2]))
    #expect(result.insertedItemPaths == [at(1, 0)])
    #expect(result.finalPath(of: at(2, 0)) == at(1, 1))
    #expect(result.finalPath(of: at(1, 1)) == nil)
  }

  @Test func rule9cReloadConflictsComeBeforeDeletes() {
    let update = BatchUpdate(deletedItems: [at(0, 1), at(0, 9)], reloadedItems: [at(0, 1)])
    #expect(
      message(update, before: [3], after: [1]) == "attempt to delete and reload the same index path (\(printed(0, 1)))")
  }

  @Test func rule9cDeletesComeBeforeInsertsBeforeMovesBeforeCounts() {
    let badDelete = at(0, 9)
    let badInsert = at(0, 8)
    let badMove = move(at(0, 7), at(0, 0))
    #expect(
      message(
        BatchUpdate(deletedItems: [badDelete], insertedItems: [badInsert], movedItems: [badMove]), before: [2],
        after: [7])
        == "attempt to delete row 9 from section 0 which only contains 2 rows before the update")
    #expect(
      message(BatchUpdate(insertedItems: [badInsert], movedItems: [badMove]), before: [2], after: [7])
        == "attempt to insert row 8 into section 0, but there are only 7 rows in section 0 after the update")
    #expect(
      message(BatchUpdate(movedItems: [badMove]), before: [2], after: [7])
        == "attempt to move index path (\(printed(0, 7))) that does not exist - there are only 2 rows in section 0 "
        + "before the update")
    #expect(
      message(BatchUpdate(), before: [2], after: [7])?.hasPrefix("Invalid update: invalid number of rows") == true)
  }

  @Test func rule9cSectionCountComesBeforeItemCounts() {
    #expect(
      message(BatchUpdate(), before: [1, 2], after: [5])?.hasPrefix("Invalid update: invalid number of sections.")
        == true)
  }

  @Test func rule10ItemDeletesInDeletedSectionsAreDropped() throws {
    let update = BatchUpdate(deletedSections: [0], deletedItems: [at(0, 99), at(0, 0)])
    let result = try #require(mapping(update, before: [1, 2], after: [2]))
    #expect(result.normalizedUpdate.deletedItems.isEmpty)
    #expect(result.finalPath(of: at(1, 1)) == at(0, 1))
  }

  @Test func rule10ItemInsertsInInsertedSectionsAreDroppedAfterTheirChecks() throws {
    // Decision 9: in bounds, an item insert in an inserted section is dropped.
    let update = BatchUpdate(insertedSections: [0], insertedItems: [at(0, 2), at(1, 0)])
    let result = try #require(mapping(update, before: [1], after: [3, 2]))
    #expect(result.normalizedUpdate.insertedItems == [at(1, 0)])
    #expect(result.finalPath(of: at(0, 0)) == at(1, 1))
    // Out of bounds, it is rejected first, in an inserted section as in any other.
    #expect(
      message(BatchUpdate(insertedSections: [0], insertedItems: [at(0, 99), at(1, 0)]), before: [1], after: [3, 2])
        == "attempt to insert row 99 into section 0, but there are only 3 rows in section 0 after the update")
    #expect(
      message(BatchUpdate(insertedItems: [at(0, 99)]), before: [1], after: [2])
        == "attempt to insert row 99 into section 0, but there are only 2 rows in section 0 after the update")
  }

  @Test func rule10DuplicateMovesAndReloadsCollapse() throws {
    let moves = BatchUpdate(movedItems: [move(at(0, 0), at(0, 1)), move(at(0, 0), at(0, 1))])
    let moved = try #require(mapping(moves, before: [2], after: [2]))
    #expect(moved.finalPath(of: at(0, 0)) == at(0, 1))
    #expect(moved.finalPath(of: at(0, 1)) == at(0, 0))
    #expect(mapping(BatchUpdate(movedSections: [move(0, 1), move(0, 1)]), before: [1, 2], after: [2, 1]) != nil)
    // One reload given twice counts one insert and one delete.
    #expect(
      message(BatchUpdate(reloadedItems: [at(0, 0), at(0, 0)]), before: [2], after: [3])?
        .contains("(1 inserted, 1 deleted)") == true)
  }

  @Test func rule10bReloadInsideReloadedSectionVanishes() throws {
    let update = BatchUpdate(reloadedSections: [0], reloadedItems: [at(0, 5)])
    let result = try #require(mapping(update, before: [2], after: [7]))
    #expect(result.insertedItemPaths.isEmpty)
    #expect(result.isReloaded(at(0, 1)))
    #expect(result.finalPath(of: at(0, 1)) == nil)
  }

  @Test func rule10bItemOperationsInsideReloadedSectionAreDropped() throws {
    // Deletes are dropped unchecked; inserts after their bounds check
    // (decision 9), so the insert stays inside the section's new count.
    let update = BatchUpdate(reloadedSections: [1], deletedItems: [at(1, 9)], insertedItems: [at(1, 3)])
    let result = try #require(mapping(update, before: [1, 2], after: [1, 4]))
    #expect(result.normalizedUpdate.deletedItems.isEmpty)
    #expect(result.normalizedUpdate.insertedItems.isEmpty)
    #expect(result.finalSectionSources == [0, nil])
  }

  @Test func rule10bReloadInsideDeletedSectionKeepsItsInsert() {
    // Without a matching count, the kept insert half is a count error.
    let update = BatchUpdate(deletedSections: [0], reloadedItems: [at(0, 0)])
    #expect(
      message(update, before: [1, 1], after: [1])?.hasPrefix(
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section "
          + "after the update (1) must be equal to the number of rows contained in that section before the update (1)"
          + ", plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)")
        == true)
  }
}
