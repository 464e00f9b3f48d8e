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
  }
]
