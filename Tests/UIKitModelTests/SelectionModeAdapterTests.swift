import ReuseKit
import ReuseKitUIKit
import UIKit

/// The view's selection mode follows the data source's, so an app sets it
/// once: on the data source.
@MainActor
let selectionModeAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.interaction.theViewsSelectionModeFollowsTheDataSource",
    cites: "UITableView.allowsMultipleSelection; UICollectionView.allowsMultipleSelection"
  ) {
    let (table, tableSource, _) = makeReuseTable([Array(0..<6)])
    let (grid, gridSource, _) = makeReuseGrid([Array(0..<6)])
    for (view, dataSource) in [(table as UIView, tableSource), (grid, gridSource)] {
      dataSource.selection.allowsMultipleSelection = true
      for id in [1, 4] { dataSource.selection.selectItem(withID: id) }
      let selected =
        (view as? UITableView)?.indexPathsForSelectedRows ?? (view as? UICollectionView)?.indexPathsForSelectedItems
      try expect(
        Set(selected ?? []) == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)],
        "both shown: \(selected ?? [])")
      let multiple =
        (view as? UITableView)?.allowsMultipleSelection ?? (view as? UICollectionView)?.allowsMultipleSelection
      try expect(multiple == true, "the view allows multiple selection")
      dataSource.selection.allowsMultipleSelection = false
      let single =
        (view as? UITableView)?.allowsMultipleSelection ?? (view as? UICollectionView)?.allowsMultipleSelection
      try expect(single == false, "and single selection again")
    }
  }
]
