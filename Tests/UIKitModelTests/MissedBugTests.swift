import ReuseKit
import ReuseKitUIKit
import UIKit

/// Bugs a mutation sample once found no test for, each now caught.
@MainActor
let missedBugTests: [ModelTest] = [
  ModelTest(
    name: "readingPosition.aRowEndingAtTheTopIsNotTheAnchor",
    cites:
      "UITableView.indexPathsForVisibleRows "
      + "(https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows); rectForRow(at:) "
      + "(https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)); UIScrollView.contentOffset: a "
      + "row whose bottom edge is at the viewport's top shows none of itself"
  ) {
    for kind in ["table", "grid"] {
      let (view, dataSource): (UIScrollView, LineSource) =
        if kind == "table" {
          {
            let (table, source, _) = makeReuseTable([Array(0..<30)]); return (table, source)
          }()
        } else {
          {
            let (grid, source, _) = makeReuseGrid([Array(0..<30)]); return (grid, source)
          }()
        }
      // Scrolled so that row 1 ends exactly at the top.
      let second = IndexPath(item: 1, section: 0)
      let end =
        (view as? UITableView)?.rectForRow(at: second).maxY
        ?? (view as? UICollectionView)?.layoutAttributesForItem(at: second)?.frame.maxY ?? 0
      view.contentOffset = CGPoint(x: 0, y: end)
      if let table = view as? UITableView { table.reuse.didScroll() }
      if let grid = view as? UICollectionView { grid.reuse.didScroll() }
      UIKitModelRunLoop.main.runUntilIdle()
      let position = dataSource.scrolling.readingPosition
      try expect(
        position?.itemID == 2 && position?.fractionOfHeight == 0,
        "\(kind): the first row that shows is row 2: \(String(describing: position))")
    }
  }
]
