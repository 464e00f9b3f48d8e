@testable import UIKit

/// The model's conflict rules (UIKIT-RULES.md rules 18–25, in UIKit's order
/// of checks) on the views: a batch UIKit raises on traps with UIKit's
/// message; a batch UIKit takes without a message and then fails on (rules
/// 24 and 25) traps with the model's account of the failure. The rules
/// file's worked examples are in `RulesFileExampleTests.swift`.
@MainActor
let conflictRuleTests: [ModelTest] = [
  ModelTest(
    name: "model.conflicts.tableTrapsOnADeleteAndAMoveFromOnePath",
    cites: "UIKIT-RULES.md rule 19 (Texture#507): \"attempt to perform a delete and a move from the same index path\"",
    expectedTrap:
      "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0})"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b", "c"]])
    dataSource.sections = [["c", "b"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
  },
  ModelTest(
    name: "model.conflicts.tableTrapsOnARowDeletedTwiceAcrossTwoCalls",
    cites: "UIKIT-RULES.md rule 24: UIKit counts a repeated delete twice (IGListKit PR #657)",
    expectedTrap: "The number of rows contained in an existing section after the update (2)"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b", "c"]])
    dataSource.sections = [["b", "c"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
  },
  ModelTest(
    name: "model.conflicts.reloadLandsOnAMoveTarget",
    cites: "UIKIT-RULES.md rule 21, forums.developer.apple.com/thread/80812: [A,B,C,D] to [D,A,C]",
    expectedTrap:
      "attempt to perform an insert and a move to the same index path (<NSIndexPath: 0xc000000000200016> {length = 2, path = 0 - 1})"
  ) {
    let (table, dataSource, _) = makeTable([["A", "B", "C", "D"]])
    dataSource.sections = [["D", "A", "C"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
      table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }
  },
  ModelTest(
    name: "model.conflicts.rowDeletedTwiceWithAgreeingCountsFailsAsADeviceWould",
    cites: "UIKIT-RULES.md rule 24: no UIKit message; UIKit counts the delete twice and corrupts its state "
      + "(EXC_BAD_ACCESS, IGListKit PR #657)",
    expectedTrap: "UIKit model: a device fails here: the batch deletes row 0 of section 0 twice"
  ) {
    let (table, dataSource, _) = makeTable([["a", "b", "c"]])
    // Counted twice, the two deletes agree with the one row left.
    dataSource.sections = [["c"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
  },
  ModelTest(
    name: "model.conflicts.itemInsertIntoAMovedSectionFailsAsADeviceWould",
    cites: "UIKIT-RULES.md rule 25: a section move plus an item insert into the moved section corrupts the heap in "
      + "-[UICollectionViewUpdate _computeItemUpdates] (rdar 31779360, IGListKit#691)",
    expectedTrap:
      "UIKit model: a device fails here: the batch inserts item 1 into section 1 after the update, which a section "
      + "move brings there; UIKit corrupts its heap"
  ) {
    let (grid, dataSource, _) = makeGrid([["a"], ["b"]])
    dataSource.sections = [["b"], ["a", "x"]]
    grid.performBatchUpdates {
      grid.moveSection(0, toSection: 1)
      grid.insertItems(at: [IndexPath(item: 1, section: 1)])
    }
  },
]
