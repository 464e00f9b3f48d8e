import ReuseKitUIKit
import UIKit

extension TableViewCell: UIKitModelTableViewCellClass {}
extension TableViewHeaderFooterView: UIKitModelHeaderFooterViewClass {}
extension CollectionViewCell: UIKitModelReusableViewClass {}
extension CollectionReusableView: UIKitModelReusableViewClass {}

/// The tests of the adapters against the model; the named ones are issue 12's.
@MainActor
let adapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.scheduler.coalescesSizeReportsOnTheRunLoop",
    cites: "UIView.setNeedsLayout(): work deferred to the next update cycle"
  ) {
    useModelRunLoop()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 50)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let items = TextItems(["a", "b"], in: grid)
    keptAlive.append(items)
    _ = window(showing: grid)
    let before = layout.modelInvalidationCount
    for cell in grid.visibleCells { (cell as? CollectionViewCell<TextView>)?.view.invalidateSize() }
    try expect(layout.modelInvalidationCount == before, "nothing happens before the turn ends")
    UIKitModelRunLoop.main.runOneTurn()
    try expect(layout.modelInvalidationCount == before + 1, "one invalidation for both reports")
  }
]
