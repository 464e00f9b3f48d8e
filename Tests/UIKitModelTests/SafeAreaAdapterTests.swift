import ReuseKit
import UIKit

@testable import ReuseKitUIKit

/// The safe area of a landscape iPhone with a notch: 47 points at each side.
private let notch = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

/// Turns the window of `collectionView` to landscape under a notch and lays
/// the collection view out over it.
@MainActor
private func turnToLandscape(_ collectionView: UICollectionView) throws {
  let window = try collectionView.window.unwrapped("the collection view's window")
  window.modelRotate(to: CGSize(width: 844, height: 390), safeAreaInsets: notch)
  collectionView.frame = window.bounds
  UIKitModelRunLoop.main.runUntilIdle()
  collectionView.layoutIfNeeded()
}

/// The adapter's compositional sections under a safe area: measured from
/// it, as UIKit measures them by default.
@MainActor
let safeAreaAdapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.compositional.aGridInLandscapeKeepsItsColumnsInsideTheSafeArea",
    cites:
      "UICollectionViewCompositionalLayout.h (iOS 16.5 SDK) line 45, contentInsetsReference \"default is "
      + "UIContentInsetsReferenceSafeArea\"; NSCollectionLayoutSection.contentInsetsReference "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference); "
      + "the layout environment's container reports no safe area in the model (Apple is silent)"
  ) {
    var grid = SectionLayout.grid(columns: .count(3), itemHeight: .fixed(80), interitemSpacing: 10)
    grid.contentInsets = LayoutInsets(left: 16, right: 16)
    grid.headerHeight = 30
    let (collectionView, _) = makeSectionedCollection([("photos", 9)]) { _ in grid }
    try turnToLandscape(collectionView)
    // From the safe area: 47 + 16 = 63 to 844 - 63 = 781, three columns of (718 - 20) / 3.
    let frames = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .zero }
    try expect(
      frames.allSatisfy { $0.minY == frames[0].minY } && abs(frames[0].minX - 63) < 0.5
        && abs(frames[2].maxX - 781) < 0.5,
      "three columns from 63 to 781: \(frames)")
    let header = collectionView.supplementaryView(
      forElementKind: ElementKind.header.rawValue, at: IndexPath(item: 0, section: 0))
    try expect(
      header.map { abs($0.frame.minX - 63) < 0.5 && abs($0.frame.width - 718) < 0.5 } == true,
      "the header spans the columns: \(String(describing: header?.frame))")
  },
  ModelTest(
    name: "carousel.restoredUnderTheHandlersTimingWithTheLeadingInsetInLandscape",
    cites:
      "NSCollectionLayoutSectionVisibleItemsInvalidationHandler "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler) "
      + "\"called before each layout cycle\", its visible items with the section's supplementary items; "
      + "UICollectionView.ScrollPosition.left (https://developer.apple.com/documentation/uikit/uicollectionview/"
      + "scrollposition/left) \"positioned at the left edge of the collection view's bounds\"; both readings of "
      + "whether a batch update resets an orthogonal offset (Apple is silent)"
  ) {
    defer { UICollectionViewCompositionalLayout.modelBatchUpdatesResetOrthogonalOffsets = true }
    for resets in [true, false] {
      UICollectionViewCompositionalLayout.modelBatchUpdatesResetOrthogonalOffsets = resets
      let reading = resets ? "batches reset the offset" : "batches keep the offset"
      // Avatars 50 wide, 10 apart, 16 in from the safe area: the leading one rests at 47 + 16 = 63.
      var avatars = SectionLayout.carousel(
        itemWidth: .absolute(50), itemHeight: .fixed(50), interitemSpacing: 10, scrollingBehavior: .paging)
      avatars.contentInsets = LayoutInsets(left: 16, right: 16)
      avatars.headerHeight = 30
      let (collectionView, dataSource) = makeSectionedCollection([("top", 3), ("avatars", 30), ("feed", 40)]) {
        $0 == "avatars" ? avatars : .list(itemHeight: .fixed(44))
      }
      try turnToLandscape(collectionView)
      var section = 1
      @MainActor func expectItem5Leads(_ after: String) throws {
        let leading = leadingVisibleItem(inSection: section, of: collectionView, leading: 63)
        let minX = collectionView.cellForItem(at: IndexPath(item: 5, section: section))?.frame.minX
        try expect(
          leading == 5 && minX.map { $0 > 63 - 50 && $0 <= 63 + 10 } == true,
          "\(reading): after \(after) the item 5 leads near 63, not \(String(describing: leading)) "
            + "(the item 5 at \(String(describing: minX)))")
      }
      collectionView.modelScrollOrthogonalSection(1, toOffset: 5 * 60)
      try expectItem5Leads("a swipe")

      var snapshot = dataSource.snapshot()
      dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      collectionView.layoutIfNeeded()
      try expectItem5Leads("a reload")

      snapshot.moveSection("top", afterSection: "avatars")
      dataSource.apply(snapshot, animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      collectionView.layoutIfNeeded()
      section = 0
      try expectItem5Leads("a section move")

      collectionView.contentOffset = CGPoint(x: 0, y: 1000)
      collectionView.layoutIfNeeded()
      snapshot.appendItems([1000], toSection: "feed")
      dataSource.apply(snapshot, animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      collectionView.contentOffset = .zero
      collectionView.layoutIfNeeded()
      try expectItem5Leads("an apply off screen")
    }
  },
]
