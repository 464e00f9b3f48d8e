import ReuseKit
import UIKit

@testable import ReuseKitUIKit

/// Sections "top" (3 rows of 44), "featured" (a paging carousel of 150-point
/// items 10 apart, 100 tall, 16 points of leading inset) and "feed" (40 rows).
@MainActor
private func makeStore() -> (UICollectionView, DiffableDataSource<String, Int>) {
  var featured = SectionLayout.carousel(
    itemWidth: .absolute(150), itemHeight: .fixed(100), interitemSpacing: 10, scrollingBehavior: .paging)
  featured.contentInsets = LayoutInsets(left: 16, right: 16)
  return makeSectionedCollection([("top", 3), ("featured", 12), ("feed", 40)]) {
    $0 == "featured" ? featured : .list(itemHeight: .fixed(44))
  }
}

/// Runs `body` under both readings of a batch update: one that resets every
/// orthogonal section's offset, and one that keeps each as a number.
@MainActor
private func underBothReadings(_ body: (String) throws -> Void) throws {
  defer { UICollectionViewCompositionalLayout.modelBatchUpdatesResetOrthogonalOffsets = true }
  for resets in [true, false] {
    UICollectionViewCompositionalLayout.modelBatchUpdatesResetOrthogonalOffsets = resets
    try body(resets ? "batches reset the offset" : "batches keep the offset")
  }
}

/// The named test of issue 28: a carousel's leading item follows its
/// section's identity through a reload, a section move and an apply while
/// it is off screen, whether or not a batch update resets UIKit's
/// orthogonal offset (a reload does).
@MainActor
let carouselPositionTests: [ModelTest] = [
  ModelTest(
    name: "named28.carouselLeadingItemSurvivesReloadMoveAndHiddenApply",
    cites:
      "NSCollectionLayoutSection.visibleItemsInvalidationHandler (\"called before each layout cycle\", "
      + "https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler); "
      + "UICollectionView.scrollToItem(at:at:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)) with .left; "
      + "the model resets orthogonal offsets on reloadData(), and runs under both readings of a batch update "
      + "(Apple is silent)"
  ) {
    try underBothReadings { reading in
      let (collectionView, dataSource) = makeStore()
      collectionView.modelScrollOrthogonalSection(1, toOffset: 5 * 160)
      try expect(
        leadingVisibleItem(inSection: 1, of: collectionView, leading: 16) == 5, "the person swiped to item 5")

      var snapshot = dataSource.snapshot()
      dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      collectionView.layoutIfNeeded()
      let afterReload = leadingVisibleItem(inSection: 1, of: collectionView, leading: 16)
      try expect(
        afterReload == 5, "after a reload the carousel shows item 5 first, not \(String(describing: afterReload))")

      snapshot.moveSection("top", afterSection: "featured")
      dataSource.apply(snapshot, animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      collectionView.layoutIfNeeded()
      let afterMove = leadingVisibleItem(inSection: 0, of: collectionView, leading: 16)
      try expect(
        afterMove == 5, "after a section move the carousel shows item 5 first, not \(String(describing: afterMove))")

      collectionView.contentOffset = CGPoint(x: 0, y: 1000)
      collectionView.layoutIfNeeded()
      try expect(leadingVisibleItem(inSection: 0, of: collectionView, leading: 16) == nil, "the carousel is off screen")
      snapshot.appendItems([1000], toSection: "feed")
      dataSource.apply(snapshot, animation: .none, completion: nil)
      UIKitModelRunLoop.main.runUntilIdle()
      collectionView.layoutIfNeeded()
      try expect(
        abs(collectionView.contentOffset.y - 1000) < 0.5,
        "the view stays where it was: \(collectionView.contentOffset.y)"
      )
      collectionView.contentOffset = .zero
      collectionView.layoutIfNeeded()
      let afterHidden = leadingVisibleItem(inSection: 0, of: collectionView, leading: 16)
      try expect(
        afterHidden == 5,
        "\(reading): after an apply off screen the carousel shows item 5 first, not \(String(describing: afterHidden))")
    }
  },
  ModelTest(
    name: "carousel.leadingItemFollowsInsertsAndDeletesAndStaysThroughAMove",
    cites:
      "UICollectionView.scrollToItem(at:at:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)) with .left; "
      + "both readings of whether a batch update resets an orthogonal offset (Apple is silent)"
  ) {
    try underBothReadings { reading in
      // The featured items are 3 to 14; item 5 of the section is the item 8.
      let (collectionView, dataSource) = makeStore()
      collectionView.modelScrollOrthogonalSection(1, toOffset: 5 * 160)
      var snapshot = dataSource.snapshot()
      @MainActor func leadingAfterApplying() -> Int? {
        dataSource.apply(snapshot, animation: .none, completion: nil)
        UIKitModelRunLoop.main.runUntilIdle()
        collectionView.layoutIfNeeded()
        return leadingVisibleItem(inSection: 1, of: collectionView, leading: 16)
      }
      snapshot.insertItems([100, 101], beforeItem: 3)
      let afterInsert = leadingAfterApplying()
      try expect(
        afterInsert == 7,
        "after two inserts before it, the item 8 leads at index 7, not \(String(describing: afterInsert))")
      snapshot.deleteItems([3, 4])
      snapshot.appendItems([102], toSection: "featured")
      let afterDelete = leadingAfterApplying()
      try expect(
        afterDelete == 5,
        "after two deletes before it, the item 8 leads at index 5, not \(String(describing: afterDelete))")
      snapshot.moveItem(8, afterItem: 102)
      let afterMove = leadingAfterApplying()
      try expect(
        afterMove == 5,
        "the item 8 moved to the end: the carousel stays at index 5, not \(String(describing: afterMove))"
      )
      // Now 100 101 5 6 7 9 10 …: the item 9 leads; 6, 7 and 9 go, and 10, which followed 9, leads.
      snapshot.deleteItems([6, 7, 9])
      let afterGone = leadingAfterApplying()
      try expect(
        afterGone == 3,
        "\(reading): with the item 9 gone, the item 10 after it leads at index 3, not \(String(describing: afterGone))")
    }
  },
]
