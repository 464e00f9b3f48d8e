import ReuseKit
import ReuseKitUIKit
import UIKit

private func p(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

private let letters = [["a", "b", "c", "d"]]

/// The model's highlight under a finger (UIKit's behaviour, without
/// ReuseKit), and the adapters that forward it to hosted views.
@MainActor
let highlightTests: [ModelTest] = [
  ModelTest(
    name: "highlight.model.tableTouchDownHighlightsTouchUpUnhighlightsThenSelects",
    cites:
      "UITableViewDelegate.tableView(_:shouldHighlightRowAt:): \"as touch events arrive, the table view highlights "
      + "rows in anticipation of the user selecting them\" "
      + "(https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)); "
      + "tableView(_:didUnhighlightRowAt:) "
      + "(https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)); "
      + "UITableViewCell.isHighlighted"
  ) {
    let (table, _, delegate, _) = makeEditableTable(letters)
    delegate.logsHighlights = true
    delegate.events = []
    table.modelTouchDown(rowAt: p(1))
    try expect(delegate.events == ["shouldHighlight 0.1", "didHighlight 0.1"], "touch down: \(delegate.events)")
    try expect(table.cellForRow(at: p(1))?.isHighlighted == true, "the cell is highlighted while the finger is down")
    try expect(table.indexPathForSelectedRow == nil, "nothing is selected before the finger lifts")
    delegate.events = []
    table.modelTouchUp(selecting: true)
    try expect(
      delegate.events == ["didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1"], "touch up: \(delegate.events)")
    try expect(table.cellForRow(at: p(1))?.isHighlighted == false, "the highlight is gone")
    try expect(table.indexPathForSelectedRow == p(1), "and the row is selected")
  },
  ModelTest(
    name: "highlight.model.collectionShouldHighlightFalseBypassesSelection",
    cites:
      "UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:): \"if you return false ... the cell does "
      + "not get highlighted and the system bypasses the entire selection process\"; the order of a selection, "
      + "UICollectionView.h (iOS 16.5 SDK) lines 121-127: shouldSelect, didSelect, then didUnhighlight"
  ) {
    let (grid, _, delegate, _) = makeEditableGrid(letters)
    delegate.logsHighlights = true
    delegate.unhighlightable = [p(2)]
    delegate.events = []
    grid.modelTouchDown(itemAt: p(2))
    try expect(grid.cellForItem(at: p(2))?.isHighlighted == false, "not highlighted")
    grid.modelTouchUp(selecting: true)
    try expect(delegate.events == ["shouldHighlight 0.2"], "asked, and nothing more: \(delegate.events)")
    try expect(grid.indexPathsForSelectedItems == nil, "nothing is selected")
    delegate.events = []
    grid.modelTap(itemAt: p(1))
    try expect(
      delegate.events == [
        "shouldHighlight 0.1", "didHighlight 0.1", "shouldSelect 0.1", "didSelect 0.1", "didUnhighlight 0.1",
      ],
      "an item that highlights is selected: \(delegate.events)")
  },
  ModelTest(
    name: "highlight.model.tableShouldHighlightFalseHaltsTheSelection",
    cites:
      "UITableView.h (iOS 16.5 SDK) line 130: \"Returning NO to that message halts the selection process and "
      + "does not cause the currently selected row to lose its selected look while the touch is down\""
  ) {
    let (table, _, delegate, _) = makeEditableTable(letters)
    delegate.logsHighlights = true
    delegate.unhighlightable = [p(2)]
    table.modelTap(rowAt: p(0))
    delegate.events = []
    table.modelTap(rowAt: p(2))
    try expect(delegate.events == ["shouldHighlight 0.2"], "asked, and nothing more: \(delegate.events)")
    try expect(table.indexPathForSelectedRow == p(0), "the selected row keeps its selection")
  },
  ModelTest(
    name: "highlight.model.cancelledTouchUnhighlightsAndSelectsNothing",
    cites:
      "UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:): called \"only in response to user "
      + "interactions\" (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/"
      + "collectionview(_:didunhighlightitemat:))"
  ) {
    let (grid, _, delegate, _) = makeEditableGrid(letters)
    delegate.logsHighlights = true
    delegate.events = []
    grid.modelTouchDown(itemAt: p(0))
    try expect(grid.cellForItem(at: p(0))?.isHighlighted == true, "highlighted under the finger")
    grid.modelTouchUp(selecting: false)
    try expect(
      delegate.events == ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0"], "\(delegate.events)")
    try expect(grid.cellForItem(at: p(0))?.isHighlighted == false, "the highlight ends")
    try expect(grid.indexPathsForSelectedItems == nil, "a cancelled touch selects nothing")
  },
  ModelTest(
    name: "highlight.adapter.aHeldFingerReachesTheHostedViewThenTheSelection",
    cites:
      "UITableViewDelegate / UICollectionViewDelegate did(Un)Highlight "
      + "(https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:), "
      + "https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/"
      + "collectionview(_:didhighlightitemat:)); CellState.isHighlighted"
  ) {
    for kind in ["table", "grid"] {
      let (view, dataSource) = highlightFixture(kind)
      touchDown(view, p(2))
      try expect(
        hosted(view, p(2))?.states.last == CellState(isHighlighted: true),
        "\(kind): the view is told the finger is down")
      touchUp(view, selecting: true)
      // A table unhighlights, then selects; a collection view selects, then
      // unhighlights (UICollectionView.h): either way the view ends selected.
      let order =
        kind == "table"
        ? [CellState(), CellState(isSelected: true)]
        : [CellState(isSelected: true, isHighlighted: true), CellState(isSelected: true)]
      try expect(
        hosted(view, p(2))?.states.suffix(2) == order,
        "\(kind): unhighlighted and selected in UIKit's order: \(hosted(view, p(2))?.states ?? [])")
      try expect(dataSource.selection.selectedIDs == [2], "\(kind): the data source selected it")
    }
  },
  ModelTest(
    name: "highlight.adapter.anItemThatMayNotBeSelectedIsNeitherHighlightedNorSelected",
    cites:
      "UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/"
      + "collectionview(_:shouldhighlightitemat:)); UITableViewDelegate.tableView(_:shouldHighlightRowAt:) "
      + "(https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:))"
  ) {
    for kind in ["table", "grid"] {
      let (view, dataSource) = highlightFixture(kind)
      dataSource.selection.canSelectItem = { $0.id != 3 }
      UIKitModelRunLoop.main.runUntilIdle()
      touchDown(view, p(3))
      try expect(hosted(view, p(3))?.states.last == CellState(isDisabled: true), "\(kind): disabled, not highlighted")
      touchUp(view, selecting: true)
      try expect(dataSource.selection.selectedIDs.isEmpty, "\(kind): not selected")
      let selected =
        (view as? UITableView)?.indexPathsForSelectedRows ?? (view as? UICollectionView)?.indexPathsForSelectedItems
      try expect(selected == nil, "\(kind): the view shows no selection: \(selected ?? [])")
      try expect(hosted(view, p(3))?.states.contains { $0.isHighlighted } == false, "\(kind): never highlighted")
    }
  },
  ModelTest(
    name: "highlight.adapter.anApplyWhileTheFingerIsDownKeepsTheHighlight",
    cites:
      "UICollectionViewCell.isHighlighted "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted) stays set until the "
      + "touch ends; the data source does not keep it"
  ) {
    for kind in ["table", "grid"] {
      let (view, dataSource) = highlightFixture(kind)
      touchDown(view, p(1))
      dataSource.selection.selectItem(withID: 0)
      var snapshot = dataSource.snapshot()
      snapshot.reconfigureItems([Line(id: 1, length: 10)])
      dataSource.apply(snapshot, animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      try expect(
        hosted(view, p(1))?.states.last?.isHighlighted == true,
        "\(kind): still highlighted: \(hosted(view, p(1))?.states ?? [])")
      touchUp(view, selecting: false)
      try expect(hosted(view, p(1))?.states.last == CellState(), "\(kind): the highlight ends with the touch")
    }
  },
]

/// A table or a grid of lines 0..<8 whose delegate forwards to `reuse`.
@MainActor
private func highlightFixture(_ kind: String) -> (UIView, LineSource) {
  if kind == "table" {
    let (table, dataSource, _) = makeReuseTable([Array(0..<8)])
    return (table, dataSource)
  }
  let (grid, dataSource, _) = makeReuseGrid([Array(0..<8)])
  return (grid, dataSource)
}

@MainActor
private func touchDown(_ view: UIView, _ path: IndexPath) {
  (view as? UITableView)?.modelTouchDown(rowAt: path)
  (view as? UICollectionView)?.modelTouchDown(itemAt: path)
}

@MainActor
private func touchUp(_ view: UIView, selecting: Bool) {
  (view as? UITableView)?.modelTouchUp(selecting: selecting)
  (view as? UICollectionView)?.modelTouchUp(selecting: selecting)
}

/// The hosted view of the row or item at `path`.
@MainActor
private func hosted(_ view: UIView, _ path: IndexPath) -> StateView? {
  if let table = view as? UITableView { return (table.cellForRow(at: path) as? TableViewCell<StateView>)?.view }
  return ((view as? UICollectionView)?.cellForItem(at: path) as? CollectionViewCell<StateView>)?.view
}
