import ReuseKit
import ReuseKitUIKit
import UIKit

/// Prefetching on a collection view, as a photo grid's thumbnail loader
/// uses it: a fetch starts for each item UIKit will soon show, by identity,
/// goes to the cell when the item comes on screen, and stops when UIKit no
/// longer expects to show it, also after new items moved every path.
@MainActor
let gridPrefetchTests: [ModelTest] = [
  ModelTest(
    name: "adapter.interaction.gridPrefetchCallbacksByIdentity",
    cites:
      "UICollectionViewDataSourcePrefetching "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching): "
      + "collectionView(_:prefetchItemsAt:) and collectionView(_:cancelPrefetchingForItemsAt:); "
      + "UICollectionView.prefetchDataSource "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource)"
  ) {
    let (grid, dataSource, _) = makeReuseGrid([Array(0..<200)])
    let loader = ThumbnailLoader()
    loader.follow(dataSource)
    grid.contentOffset.y = 44 * 10
    grid.layoutIfNeeded()
    try loader.expectInStep(with: grid, dataSource, "scrolled down")
    try expect(!loader.fetching.isEmpty, "items ahead are fetched")
    // New photos arrive at the top: every path moves by five, the
    // reading position holds, and the fetches are still for their items.
    dataSource.apply(sectioned([Array(1_000..<1_005) + Array(0..<200)]), completion: nil)
    UIKitModelRunLoop.main.advance(by: 1)
    try loader.expectInStep(with: grid, dataSource, "after five items came in above")
    let ahead = loader.fetching
    grid.contentOffset.y += 44 * 6
    grid.layoutIfNeeded()
    try expect(!loader.handedToCells.isDisjoint(with: ahead), "fetched items came on screen: \(loader.handedToCells)")
    try loader.expectInStep(with: grid, dataSource, "scrolled on")
    // Back to the top: what was fetched ahead below is cancelled, by identity.
    let below = loader.fetching
    grid.contentOffset.y = 0
    grid.layoutIfNeeded()
    try expect(!below.isDisjoint(with: loader.cancelled), "fetches below were cancelled: \(loader.cancelled)")
    try loader.expectInStep(with: grid, dataSource, "back at the top")
  }
]

/// An app's thumbnail loader: the items it fetches, by id, and what became
/// of the fetches it started.
@MainActor
final class ThumbnailLoader {
  private(set) var fetching: Set<Int> = []
  private(set) var cancelled: Set<Int> = []
  private(set) var handedToCells: Set<Int> = []
  /// A fetch started for an item it fetches already, or a cancel for one it does not.
  private(set) var mistakes: [String] = []

  func follow(_ dataSource: LineSource) {
    dataSource.display.prefetchItems = { [weak self] lines in
      for line in lines where self?.fetching.insert(line.id).inserted == false {
        self?.mistakes.append("fetched \(line.id) twice")
      }
    }
    dataSource.display.cancelPrefetchingItems = { [weak self] lines in
      for line in lines {
        guard self?.fetching.remove(line.id) != nil else {
          self?.mistakes.append("cancelled \(line.id), which was not fetched")
          continue
        }
        self?.cancelled.insert(line.id)
      }
    }
    dataSource.display.willDisplayItem = { [weak self] line in
      if self?.fetching.remove(line.id) != nil { self?.handedToCells.insert(line.id) }
    }
  }

  /// Fails unless the loader fetches exactly the items UIKit prefetches, and made no mistake.
  func expectInStep(with grid: UICollectionView, _ dataSource: LineSource, _ step: String) throws {
    let prefetched = ids(at: grid.modelPrefetchedItems, in: dataSource)
    try expect(
      fetching == prefetched, "\(step): fetching \(fetching.sorted()), UIKit prefetches \(prefetched.sorted())")
    try expect(mistakes.isEmpty, "\(step): \(mistakes)")
  }
}
