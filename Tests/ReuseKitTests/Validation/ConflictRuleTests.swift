import ReuseKit
import Testing

@testable import ReuseKit

/// Section D of the UIKit rules, rules 18 to 22: operations that UIKit
/// refuses to combine.
@Suite struct ConflictRuleTests {
  @Test func rule18DeleteAndReloadTheSameItem() {
    let text = "attempt to delete and reload the same index path (\(printed(0, 1)))"
    let update = BatchUpdate(deletedItems: [at(0, 1)], reloadedItems: [at(0, 1)])
    #expect(message(update, before: [3], after: [2]) == text)
    #expect(message(update, before: [3], after: [2], .grid) == text)
    #expect(message(BatchUpdate(deletedItems: [at(0, 1)], reloadedItems: [at(0, 2)]), before: [3], after: [2]) == nil)
  }

  @Test func rule18DeleteAndReloadTheSameSection() {
    #expect(
      message(BatchUpdate(deletedSections: [1], reloadedSections: [1]), before: [1, 1], after: [1])
        == "attempt to delete and reload the same index path (\(printedSection(1)))")
    #expect(message(BatchUpdate(deletedSections: [1], reloadedSections: [0]), before: [1, 1], after: [3]) == nil)
  }

  @Test func rule19DeleteAndMoveFromTheSameItem() {
    let update = BatchUpdate(deletedItems: [at(0, 1)], movedItems: [move(at(0, 1), at(0, 0))])
    #expect(
      message(update, before: [3], after: [2])
        == "attempt to perform a delete and a move from the same index path (\(printed(0, 1)))")
    let nearby = BatchUpdate(deletedItems: [at(0, 1)], movedItems: [move(at(0, 2), at(0, 0))])
    #expect(message(nearby, before: [3], after: [2]) == nil)
  }

  @Test func rule19DeleteAndMoveFromTheSameSection() {
    #expect(
      message(BatchUpdate(deletedSections: [1], movedSections: [move(1, 0)]), before: [1, 1, 1], after: [1, 1])
        == "attempt to perform a delete and a move from the same section (1)")
    #expect(
      message(BatchUpdate(deletedSections: [1], movedSections: [move(2, 0)]), before: [1, 1, 2], after: [2, 1])
        == nil)
  }

  @Test func rule20ReloadAndMoveOfTheSameItemUsesTheDeleteText() {
    let update = BatchUpdate(movedItems: [move(at(0, 1), at(0, 2))], reloadedItems: [at(0, 1)])
    #expect(
      message(update, before: [3], after: [3], .grid)
        == "attempt to perform a delete and a move from the same index path (\(printed(0, 1)))")
    #expect(
      message(BatchUpdate(movedSections: [move(1, 0)], reloadedSections: [1]), before: [1, 1], after: [1, 1])
        == "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func rule21InsertAndMoveToTheSameItem() {
    let update = BatchUpdate(insertedItems: [at(0, 0)], movedItems: [move(at(0, 2), at(0, 0))])
    #expect(
      message(update, before: [3], after: [4])
        == "attempt to perform an insert and a move to the same index path (\(printed(0, 0)))")
    let nearby = BatchUpdate(insertedItems: [at(0, 1)], movedItems: [move(at(0, 2), at(0, 0))])
    #expect(message(nearby, before: [3], after: [4]) == nil)
  }

  @Test func rule21InsertAndMoveToTheSameSection() {
    #expect(
      message(BatchUpdate(insertedSections: [0], movedSections: [move(1, 0)]), before: [1, 1], after: [1, 1, 1])
        == "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func rule21ReloadLandingOnAMoveTarget() {
    // [A, B, C, D] → [D, A, C]: delete B, move A to 1, move D to 0, reload C.
    // C's insert half lands at 0 - 1, A's target (forums thread 80812).
    let update = BatchUpdate(
      deletedItems: [at(0, 1)], movedItems: [move(at(0, 0), at(0, 1)), move(at(0, 3), at(0, 0))],
      reloadedItems: [at(0, 2)])
    let text = "attempt to perform an insert and a move to the same index path (\(printed(0, 1)))"
    #expect(message(update, before: [4], after: [3]) == text)
    #expect(message(update, before: [4], after: [3], .grid) == text)
    // Without the reload, the same batch is fine.
    var nearby = update
    nearby.reloadedItems = []
    #expect(message(nearby, before: [4], after: [3]) == nil)
  }

  @Test func rule21SectionReloadLandingOnAMoveTarget() {
    // IGListKit#690: move 2 → 4, reload 3, delete 4, insert 2.
    let update = BatchUpdate(
      deletedSections: [4], insertedSections: [2], movedSections: [move(2, 4)], reloadedSections: [3])
    #expect(
      message(update, before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1])
        == "attempt to perform an insert and a move to the same section (4)")
    var nearby = update
    nearby.reloadedSections = []
    #expect(message(nearby, before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1]) == nil)
  }

  @Test func rule22OneItemMovedTwice() {
    // Decision 12: one source's targets are listed in call order.
    let update = BatchUpdate(movedItems: [move(at(0, 0), at(0, 2)), move(at(0, 0), at(0, 1))])
    #expect(
      message(update, before: [3], after: [3])
        == "attempt to move row at index path \(printed(0, 0)) to both \(printed(0, 2)) and \(printed(0, 1))")
    #expect(
      message(update, before: [3], after: [3], .grid)
        == "attempt to move item at index path \(printed(0, 0)) to both \(printed(0, 2)) and \(printed(0, 1))")
  }

  @Test func rule22TwoItemsMovedToOnePlace() {
    let update = BatchUpdate(movedItems: [move(at(0, 1), at(0, 2)), move(at(0, 0), at(0, 2))])
    #expect(
      message(update, before: [3], after: [3])
        == "attempt to move both row at index path \(printed(0, 0)) and \(printed(0, 1)) to \(printed(0, 2))")
    #expect(
      message(update, before: [3], after: [3], .grid)
        == "attempt to move both item at index path \(printed(0, 0)) and \(printed(0, 1)) to \(printed(0, 2))")
    let nearby = BatchUpdate(movedItems: [move(at(0, 1), at(0, 2)), move(at(0, 0), at(0, 1))])
    #expect(message(nearby, before: [3], after: [3]) == nil)
  }

  @Test func rule22SectionMovedTwiceOrTwoSectionsToOne() {
    #expect(
      message(BatchUpdate(movedSections: [move(0, 1), move(0, 2)]), before: [1, 1, 1], after: [1, 1, 1])
        == "attempt to move section 0 to both section 1 and section 2")
    #expect(
      message(BatchUpdate(movedSections: [move(0, 2), move(1, 2)]), before: [1, 1, 1], after: [1, 1, 1])
        == "attempt to move both section 0 and section 1 to section 2")
    #expect(
      message(BatchUpdate(movedSections: [move(0, 2), move(2, 0)]), before: [1, 2, 3], after: [3, 2, 1]) == nil)
  }
}
