import ReuseKit
import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// Decisions 9–17 of the UIKit rules, where UIKit's order of checks settles
/// what the rules leave open; the examples are the rules file's own.
@Suite struct DecisionRuleTests {
  @Test func decision9InsertsInAnInsertedSectionAreCheckedBeforeTheyAreDropped() {
    #expect(
      message(BatchUpdate(insertedSections: [1], insertedItems: [at(1, 4)]), before: [2], after: [2, 1])
        == "attempt to insert row 4 into section 1, but there are only 1 rows in section 1 after the update")
    // The move-conflict scan comes first, and the item insert sorts before its section's.
    let conflict = BatchUpdate(
      insertedSections: [1], insertedItems: [at(1, 0)], movedItems: [move(at(0, 0), at(1, 0))])
    #expect(
      message(conflict, before: [2], after: [1, 1])
        == "attempt to perform an insert and a move to the same index path (\(printed(1, 0)))")
    // An item reload's insert half in a reloaded section is checked, then vanishes.
    let reloads = BatchUpdate(reloadedSections: [0], reloadedItems: [at(0, 2)])
    #expect(
      message(reloads, before: [3], after: [1])
        == "attempt to insert row 2 into section 0, but there are only 1 rows in section 0 after the update")
    #expect(mapping(reloads, before: [3], after: [3])?.insertedItemPaths == [])
  }

  @Test func decision10ReloadsAreComparedWithTheDeletesAsGiven() {
    let update = BatchUpdate(reloadedSections: [0], deletedItems: [at(0, 1)], reloadedItems: [at(0, 1)])
    #expect(
      message(update, before: [2], after: [2])
        == "attempt to delete and reload the same index path (\(printed(0, 1)))")
    // Item reloads sort before the reload of their section.
    let both = BatchUpdate(
      deletedSections: [0], reloadedSections: [0], deletedItems: [at(0, 0)], reloadedItems: [at(0, 0)])
    #expect(
      message(both, before: [1], after: [1])
        == "attempt to delete and reload the same index path (\(printed(0, 0)))")
  }

  @Test func decision11AMoveIsComparedWithTheLaterMovesBeforeTheirBounds() {
    let update = BatchUpdate(movedItems: [move(at(0, 0), at(0, 1)), move(at(0, 0), at(0, 7))])
    #expect(
      message(update, before: [3], after: [3])
        == "attempt to move row at index path \(printed(0, 0)) to both \(printed(0, 1)) and \(printed(0, 7))")
    // Two sources, one target: the first move names the later one.
    let target = BatchUpdate(movedItems: [move(at(0, 2), at(0, 0)), move(at(0, 1), at(0, 0))])
    #expect(
      message(target, before: [3], after: [3], .grid)
        == "attempt to move both item at index path \(printed(0, 1)) and \(printed(0, 2)) to \(printed(0, 0))")
  }

  @Test func decision12SectionMovesComeFirstAndOneSourceKeepsCallOrder() {
    #expect(
      message(BatchUpdate(movedSections: [move(0, 2), move(0, 1)]), before: [1, 1, 1], after: [1, 1, 1], .grid)
        == "attempt to move section 0 to both section 2 and section 1")
    // The item move's source sorts first as an index path, but section moves go first.
    let update = BatchUpdate(movedSections: [move(1, 5)], movedItems: [move(at(0, 0), at(0, 9))])
    #expect(
      message(update, before: [2, 1], after: [2, 1])
        == "attempt to to move section 1 to section 5, but there are only 2 sections after the update")
  }

  @Test func decision13TheSectionCountMessageCountsReloadsOnBothSides() {
    let text = message(BatchUpdate(reloadedSections: [0]), before: [1, 1], after: [1])
    #expect(
      text?.hasSuffix("plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted).") == true)
  }

  @Test func decision14ADuplicateInsertIsRejectedAfterDuplicateDeletes() {
    #expect(
      message(BatchUpdate(insertedItems: [at(0, 0), at(0, 0)]), before: [1], after: [3])
        == "duplicate insert of index path \(printed(0, 0))")
    #expect(
      message(BatchUpdate(insertedSections: [1, 1]), before: [1], after: [1, 0, 0])
        == "duplicate insert of index path \(printedSection(1))")
    let both = BatchUpdate(deletedItems: [at(0, 1), at(0, 1)], insertedItems: [at(0, 0), at(0, 0)])
    #expect(message(both, before: [2], after: [2]) == "duplicate delete of index path \(printed(0, 1))")
    // Before rule 25: the insert lands in a moved section too.
    let moved = BatchUpdate(movedSections: [move(0, 1)], insertedItems: [at(1, 0), at(1, 0)])
    #expect(message(moved, before: [1, 1], after: [1, 3]) == "duplicate insert of index path \(printed(1, 0))")
  }

  @Test func decision15AnInsertedSectionMayNotHaveANegativeCount() {
    #expect(
      message(BatchUpdate(insertedSections: [1]), before: [1], after: [1, -1])
        == "Invalid update: invalid number of rows in section 1.  Attempt to delete more rows than exist in section.")
    #expect(
      message(BatchUpdate(insertedSections: [0]), before: [1], after: [-1, 1], .grid)
        == "Invalid update: invalid number of items in section 0. Attempt to delete more items than exist in section."
        + " Collection view: \(gridDescription)")
  }

  @Test func decision16DeletesInASectionWithASectionOperationNeverShiftAReload() {
    let deleted = BatchUpdate(deletedSections: [0], deletedItems: [at(0, 0)], reloadedItems: [at(0, 2)])
    #expect(
      message(deleted, before: [3, 2], after: [2])
        == "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update")
    let moved = BatchUpdate(movedSections: [move(0, 1)], deletedItems: [at(0, 0)], reloadedItems: [at(0, 2)])
    #expect(
      message(moved, before: [3, 1], after: [1, 3])
        == "attempt to insert row 2 into section 0, but there are only 1 rows in section 0 after the update")
  }

  @Test func decision17TheInsertPositionFollowsEveryRepeatedDelete() {
    let update = BatchUpdate(deletedItems: [at(0, 0), at(0, 0), at(0, 0)], reloadedItems: [at(0, 1)])
    #expect(
      message(update, before: [2], after: [0])
        == "attempt to insert row -1 into section 0, but there are only 0 rows in section 0 after the update")
    // Without repeats the walk is a count: rows 0 and 1 deleted, row 3 reloaded, lands at 1.
    let plain = BatchUpdate(deletedItems: [at(0, 1), at(0, 0)], reloadedItems: [at(0, 3)])
    #expect(mapping(plain, before: [4], after: [2])?.reloadedFinalPath(of: at(0, 3)) == at(0, 1))
  }

  // Decision 17's walk for a section reload: each copy of a repeated section
  // delete at or before the running position pulls it back again; the delete
  // of the reload's own section is skipped (decision 2).
  @Test func decision17TableSections314To14DeleteSection0TwiceReloadSections1And2() {
    let update = BatchUpdate(deletedSections: [0, 0], reloadedSections: [1, 2])
    let error = rejection(update, before: [3, 1, 4], after: [1, 4])
    #expect(error?.brokenRule == .sectionInsertOutOfBounds)
    #expect(error?.message == "attempt to insert section -1 but there are only 2 sections after the update")
  }

  @Test func decision17GridSections432To3DeleteSection0TwiceReloadSection1() {
    let update = BatchUpdate(deletedSections: [0, 0], reloadedSections: [1])
    let error = rejection(update, before: [4, 3, 2], after: [3], .grid)
    #expect(error?.brokenRule == .sectionInsertOutOfBounds)
    #expect(error?.message == "attempt to insert section -1 but there are only 1 sections after the update")
  }

  @Test func decision17AnItemReloadsSectionFollowsEveryRepeatedSectionDelete() {
    // Sections 0 and 0 deleted, row 0 of section 1 reloaded: its section
    // walks 1, 0, -1.
    let update = BatchUpdate(deletedSections: [0, 0], reloadedItems: [at(1, 0)])
    #expect(
      message(update, before: [3, 1, 4], after: [1, 4])
        == "attempt to insert row 0 into section -1, but there are only 2 sections after the update")
    // The delete of the reload's own section never moves it (decision 2).
    let own = BatchUpdate(deletedSections: [1], reloadedItems: [at(1, 0)])
    #expect(
      message(own, before: [1, 1], after: [1])
        == "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
    let plain = BatchUpdate(deletedSections: [0], reloadedSections: [2])
    #expect(mapping(plain, before: [1, 2, 3], after: [2, 3]) != nil)
  }

  @Test func repeatedPositionsPullBackLikeUIKitsLoop() {
    // SortedPositions answers in O(log n) what a walk over the deletes finds.
    var random = SeededGenerator(seed: 17)
    for _ in 0..<2_000 {
      let values = (0..<Int.random(in: 0...6, using: &random)).map { _ in Int.random(in: -1...5, using: &random) }
      let positions = SortedPositions(values)
      for start in -2...7 {
        var walked = start
        for value in values.sorted(by: >) where value <= walked { walked -= 1 }
        #expect(positions.pullingBack(start) == walked, "\(values) from \(start)")
        var skipping = start
        for value in values.sorted(by: >) where value != start && value <= skipping { skipping -= 1 }
        #expect(positions.pullingBack(skipping: start) == skipping, "\(values) from \(start), skipping \(start)")
      }
    }
  }
}
