import ReuseKit
import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Section A of the UIKit rules: which positions each operation names.
@Suite struct IndexSpaceRuleTests {
  @Test func rule1CallOrderIsIrrelevant() throws {
    let update = BatchUpdate(
      deletedItems: [at(0, 1), at(0, 4), at(1, 0)],
      insertedItems: [at(0, 0), at(1, 2), at(0, 3)],
      movedItems: [move(at(0, 2), at(1, 0)), move(at(1, 1), at(0, 1))])
    var reversed = update
    reversed.deletedItems.reverse()
    reversed.insertedItems.reverse()
    reversed.movedItems.reverse()
    let before = [5, 3]
    let after = [5, 3]
    let forward = try #require(mapping(update, before: before, after: after))
    let backward = try #require(mapping(reversed, before: before, after: after))
    for section in before.indices {
      for item in 0..<before[section] {
        #expect(forward.finalPath(of: at(section, item)) == backward.finalPath(of: at(section, item)))
      }
    }
    #expect(forward.finalPath(of: at(0, 3)) == at(0, 4))
    #expect(forward.insertedItemPaths == backward.insertedItemPaths)
  }

  @Test func rule2DeletesNameOldPositions() throws {
    // Deleting rows 0 and 1 at once removes the first two old rows, not rows
    // 0 and 2 as two deletes one after the other would.
    let result = try #require(mapping(BatchUpdate(deletedItems: [at(0, 0), at(0, 1)]), before: [4], after: [2]))
    #expect(result.finalPath(of: at(0, 1)) == nil)
    #expect(result.finalPath(of: at(0, 2)) == at(0, 0))
    #expect(result.finalPath(of: at(0, 3)) == at(0, 1))
    #expect(
      message(BatchUpdate(deletedItems: [at(0, 3)]), before: [3], after: [2])
        == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
  }

  @Test func rule3InsertsNameFinalPositions() throws {
    let update = BatchUpdate(insertedItems: [at(0, 0), at(0, 2), at(0, 3)])
    let result = try #require(mapping(update, before: [2], after: [5]))
    #expect(result.finalPath(of: at(0, 0)) == at(0, 1))
    #expect(result.finalPath(of: at(0, 1)) == at(0, 4))
    // Checked against the counts after the update, not after the deletes.
    #expect(
      message(BatchUpdate(insertedItems: [at(0, 4)]), before: [3], after: [4])
        == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update")
  }

  @Test func rule4ReloadsNameOldPositions() throws {
    let update = BatchUpdate(deletedItems: [at(0, 0)], reloadedItems: [at(0, 2)])
    let result = try #require(mapping(update, before: [3], after: [2]))
    #expect(result.isReloaded(at(0, 2)))
    #expect(!result.isReloaded(at(0, 1)))
    #expect(result.finalPath(of: at(0, 2)) == nil)
    #expect(result.reloadedFinalPath(of: at(0, 2)) == at(0, 1))
    #expect(result.finalPath(of: at(0, 1)) == at(0, 0))
  }

  @Test func rule5MovesGoFromOldToFinalPositions() throws {
    // [A, B, C] → [C, A]: delete B, move A from old 0 to final 1.
    let update = BatchUpdate(deletedItems: [at(0, 1)], movedItems: [move(at(0, 0), at(0, 1))])
    let result = try #require(mapping(update, before: [3], after: [2]))
    #expect(result.finalPath(of: at(0, 0)) == at(0, 1))
    #expect(result.finalPath(of: at(0, 2)) == at(0, 0))
    // The destination is checked against the counts after the update.
    #expect(
      message(BatchUpdate(deletedItems: [at(0, 1)], movedItems: [move(at(0, 0), at(0, 2))]), before: [3], after: [2])
        == "attempt to move index path (\(printed(0, 0))) to index path (\(printed(0, 2))) that does not exist - "
        + "there are only 2 rows in section 0 after the update")
  }

  @Test func rule8OnlyCountsAndPositionsAreChecked() {
    // The data removed rows 0 and 1, the update names rows 2 and 3: accepted.
    #expect(message(BatchUpdate(deletedItems: [at(0, 2), at(0, 3)]), before: [4], after: [2]) == nil)
    // An empty batch still checks the counts.
    #expect(
      message(BatchUpdate(), before: [30], after: [29])
        == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
        + "section after the update (29) must be equal to the number of rows contained in that section before the "
        + "update (30), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
        + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(message(BatchUpdate(), before: [30], after: [30]) == nil)
  }
}
