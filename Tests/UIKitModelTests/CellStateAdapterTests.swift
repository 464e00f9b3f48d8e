import ReuseKit
import ReuseKitUIKit
import UIKit

private func p(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// What a person does to a cell that the data source does not keep (the
/// highlight under a finger, the focus of a keyboard, a game controller or
/// the pointer) stays on the cell's view through a selection from code and
/// through applies, on tables and collection views alike: the adapters merge
/// the content's state with the cell's as the headless container does.
@MainActor
let cellStateAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.cellState.theFocusAndTheHighlightStayThroughSelectionsAndApplies",
    cites: "UITableViewDelegate.tableView(_:didUpdateFocusIn:with:), UITableViewFocusUpdateContext (UITableView.h); "
      + "UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:) (UICollectionView.h)"
  ) {
    let (table, tableSource, _) = makeReuseTable([Array(0..<8)])
    let (grid, gridSource, _) = makeReuseGrid([Array(0..<8)])
    let focus: [(IndexPath?, IndexPath?) -> Void] = [table.reuse.didUpdateFocus, grid.reuse.didUpdateFocus]
    let highlight: [(IndexPath) -> Void] = [table.reuse.didHighlightRow, grid.reuse.didHighlightItem]
    let cell: [(IndexPath) -> UIView?] = [table.cellForRow, grid.cellForItem]
    for (index, dataSource) in [tableSource, gridSource].enumerated() {
      let name = index == 0 ? "table" : "grid"
      focus[index](nil, p(1))
      highlight[index](p(3))
      try expect(lastState(cell[index](p(1)))?.isFocused == true, "\(name): row 1 shows the focus")
      dataSource.selection.selectItem(withID: 2)
      try expect(lastState(cell[index](p(2)))?.isSelected == true, "\(name): row 2 shows its selection")
      try expect(lastState(cell[index](p(1)))?.isFocused == true, "\(name): row 1 keeps the focus after a selection")
      try expect(lastState(cell[index](p(3)))?.isHighlighted == true, "\(name): row 3 keeps its highlight")
      var snapshot = sectioned([[0, 1, 2, 3, 4, 5, 6, 7]])
      snapshot.reconfigureItems([Line(id: 1, length: 10)])
      dataSource.apply(snapshot, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      try expect(lastState(cell[index](p(1)))?.isFocused == true, "\(name): row 1 keeps the focus after an apply")
      focus[index](p(1), p(4))
      try expect(lastState(cell[index](p(1)))?.isFocused == false, "\(name): the focus left row 1")
      try expect(lastState(cell[index](p(4)))?.isFocused == true, "\(name): and reached row 4")
      try expect(lastState(cell[index](p(2)))?.isSelected == true, "\(name): row 2 is still selected")
    }
  }
]
