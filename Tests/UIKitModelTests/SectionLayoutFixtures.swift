import ReuseKit
import ReuseKitUIKit
import UIKit

/// A collection view laid out by `makeCompositionalLayout()`, in a window
/// 390 by 844, showing `sections` (identity, item count) with the layouts
/// `layouts` chooses, through a data source it returns; headers and
/// footers, if any, show a `TextView` that measures at the height its
/// section's layout gives them, so that their estimate is their height.
@MainActor
func makeSectionedCollection(
  _ sections: [(String, Int)], layouts: @escaping (String) -> SectionLayout
) -> (UICollectionView, DiffableDataSource<String, Int>) {
  useModelRunLoop()
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  collectionView.collectionViewLayout = collectionView.reuse.makeCompositionalLayout()
  let dataSource = DiffableDataSource<String, Int>(collectionView) { .view(TextView.self, "\($0)") }
  dataSource.sectionLayout = layouts
  dataSource.supplementaryViewProvider = { kind, section in
    let layout = layouts(section)
    let height = kind == .header ? layout.headerHeight : layout.footerHeight
    return .view(TextView.self, kind.rawValue) { $0.fixedHeight = height }
  }
  keptAlive.append(dataSource)
  var snapshot = Snapshot<String, Int>()
  var next = 0
  for (section, count) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(Array(next..<(next + count)), toSection: section)
    next += count
  }
  dataSource.apply(snapshot, animation: .none, completion: nil)
  keptAlive.append(window(showing: collectionView))
  UIKitModelRunLoop.main.runUntilIdle()
  collectionView.layoutIfNeeded()
  return (collectionView, dataSource)
}

/// The first item of `section` whose cell on screen ends past `leading`:
/// the item a carousel shows first; `nil` when none of its cells is on screen.
@MainActor
func leadingVisibleItem(inSection section: Int, of collectionView: UICollectionView, leading: CGFloat) -> Int? {
  collectionView.indexPathsForVisibleItems.filter { $0.section == section }
    .filter { (collectionView.cellForItem(at: $0)?.frame.maxX ?? 0) > leading }.map(\.item).min()
}

/// A section of the mixed collection of
/// `adapter.compositional.mixedSectionsPlaceItemsWhereApplesSectionRulesPutThem`:
/// its identity, its layout, and the frames its items take in a collection
/// view 390 points wide, each worked out in a comment from Apple's
/// documentation of compositional layout.
struct MixedSection {
  var name: String
  var layout: SectionLayout
  var frames: [CGRect]
  var items: Int { frames.count }
}

/// Five sections, one of each kind of group and scrolling, stacked down the
/// collection view from y = 0.
///
/// What every derivation uses, from Apple's documentation:
/// - The layout's container is the collection view, 390 points wide (the
///   window of `makeSectionedCollection`). Sections follow one another down
///   the vertical axis, each where the one before ends
///   (`UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`
///   is 0 by default).
/// - `NSCollectionLayoutBoundarySupplementaryItem`: a `.top` item sits at the
///   section's top edge and a `.bottom` item at its bottom edge, and each
///   "extends the content area of the section" (`extendsBoundary`, true by
///   default), so the content starts below the header. It "follow[s] the
///   specified content insets" sideways (`supplementariesFollowContentInsets`,
///   true by default): its x is the leading inset. Its height is the one
///   its view measures, as an estimated boundary item adjusts
///   (`extendsBoundary`, "For .estimated sized supplementary items, this
///   allows automatic adjustment of the layout"); the fixture's views
///   measure at the section's header or footer height, the adapter's
///   estimate.
/// - `NSCollectionLayoutSection.contentInsets`, "the amount of space between
///   the content of the section and its boundaries": the first group starts
///   the top inset below the header and the leading inset from the left;
///   the bottom inset follows the last group, then the footer.
/// - The section's groups size themselves in its container less the insets
///   (`NSCollectionLayoutContainer.effectiveContentSize`, "the size of the
///   container's content area, minus any content insets");
///   `NSCollectionLayoutDimension.fractionalWidth(_:)` is a fraction of the
///   container's width (for a group) or of the group's (for an item),
///   `fractionalHeight(_:)` of the group's height, `absolute(_:)` a point
///   value.
/// - `NSCollectionLayoutSection.interGroupSpacing`, "the amount of space
///   between the groups in the section": down the section, or sideways
///   when `orthogonalScrollingBehavior` is not `.none` (the groups then lie
///   along the orthogonal, horizontal axis, here at scroll offset 0).
/// - `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` lays its
///   items out in a horizontal line, `interItemSpacing` apart; the group
///   repeats until every item has a place, so the last one may be short.
let mixedSections: [MixedSection] = [
  // A list, 3 rows of 44 points, 4 apart; insets 10, 16, 12, 16; a header
  // of 30 and a footer of 20. The container is 390 − 16 − 16 = 358 wide.
  // Header: (16, 0), 358 × 30 (the adapter's absolute width, the section
  // inside its insets). Content top: 30 + 10 = 40. Each group is
  // fractionalWidth(1) = 358 wide and absolute 44 tall, its one item
  // fractionalWidth(1) of it: 358 × 44 at x 16, y 40, 40 + 44 + 4 = 88, 136.
  // Last row ends at 180; + 12 = 192: the footer at (16, 192), 358 × 20.
  // The section ends at 212.
  MixedSection(
    name: "list",
    layout: {
      var layout = SectionLayout.list(itemHeight: .fixed(44), spacing: 4)
      layout.contentInsets = LayoutInsets(top: 10, left: 16, bottom: 12, right: 16)
      layout.headerHeight = 30
      layout.footerHeight = 20
      return layout
    }(),
    frames: [
      CGRect(x: 16, y: 40, width: 358, height: 44),
      CGRect(x: 16, y: 88, width: 358, height: 44),
      CGRect(x: 16, y: 136, width: 358, height: 44),
    ]),
  // A grid of 3 columns, 7 items 100 tall, 6 between items and 12 between
  // rows; insets 0, 15, 0, 15. The container is 390 − 30 = 360 wide. Each
  // group is fractionalWidth(1) = 360 wide, absolute 100 tall, with three
  // items of absolute width (360 − 2 × 6) / 3 = 116, interItemSpacing
  // .fixed(6): x 15, 15 + 116 + 6 = 137, 137 + 122 = 259. Groups 12 apart
  // from 212: y 212, 212 + 100 + 12 = 324, 436; the third group holds the
  // seventh item alone. The section ends at 436 + 100 = 536.
  MixedSection(
    name: "grid",
    layout: {
      var layout = SectionLayout.grid(
        columns: .count(3), itemHeight: .fixed(100), interitemSpacing: 6, lineSpacing: 12)
      layout.contentInsets = LayoutInsets(top: 0, left: 15, bottom: 0, right: 15)
      return layout
    }(),
    frames: [
      CGRect(x: 15, y: 212, width: 116, height: 100),
      CGRect(x: 137, y: 212, width: 116, height: 100),
      CGRect(x: 259, y: 212, width: 116, height: 100),
      CGRect(x: 15, y: 324, width: 116, height: 100),
      CGRect(x: 137, y: 324, width: 116, height: 100),
      CGRect(x: 259, y: 324, width: 116, height: 100),
      CGRect(x: 15, y: 436, width: 116, height: 100),
    ]),
  // A paging carousel of 4 items 120 tall, each fractionalWidth(0.8), 10
  // apart; insets 8, 20, 8, 20; a header of 24. The container is
  // 390 − 40 = 350 wide. Header: (20, 536), 350 × 24. Content top:
  // 536 + 24 + 8 = 568. Each group is fractionalWidth(0.8) of 350 = 280
  // wide and absolute 120 tall; its item fills it (fractionalWidth(1),
  // fractionalHeight(1)). `.groupPaging` lays the groups side by side,
  // interGroupSpacing 10 apart: x 20, 20 + 280 + 10 = 310, 600, 890. The
  // section ends at 568 + 120 + 8 = 696.
  MixedSection(
    name: "pages",
    layout: {
      var layout = SectionLayout.carousel(
        itemWidth: .fractionalWidth(0.8), itemHeight: .fixed(120), interitemSpacing: 10, scrollingBehavior: .paging)
      layout.contentInsets = LayoutInsets(top: 8, left: 20, bottom: 8, right: 20)
      layout.headerHeight = 24
      return layout
    }(),
    frames: [
      CGRect(x: 20, y: 568, width: 280, height: 120),
      CGRect(x: 310, y: 568, width: 280, height: 120),
      CGRect(x: 600, y: 568, width: 280, height: 120),
      CGRect(x: 890, y: 568, width: 280, height: 120),
    ]),
  // A free carousel of 3 items, absolute 150 × 60, 5 apart; no insets.
  // `.continuous` lays the groups side by side from 696: x 0, 155, 310.
  // The section ends at 696 + 60 = 756.
  MixedSection(
    name: "strip",
    layout: .carousel(itemWidth: .absolute(150), itemHeight: .fixed(60), interitemSpacing: 5),
    frames: [
      CGRect(x: 0, y: 696, width: 150, height: 60),
      CGRect(x: 155, y: 696, width: 150, height: 60),
      CGRect(x: 310, y: 696, width: 150, height: 60),
    ]),
  // A waterfall of 2 columns, 5 items 50 tall, 10 between the columns and
  // 8 down a column; insets 4, 10, 4, 10; a footer of 16. The container is
  // 390 − 20 = 370 wide. One custom group (`NSCollectionLayoutGroup
  // .custom(layoutSize:itemProvider:)`), fractionalWidth(1) = 370 wide,
  // whose provider gives each item's frame in the group
  // (`NSCollectionLayoutGroupCustomItem(frame:)`): columns (370 − 10) / 2 =
  // 180 wide at x 0 and 190; each item goes to the shortest column, the
  // leftmost of equals (`SectionLayout.waterfall`): columns 0, 1, 0, 1, 0 at
  // y 0, 0, 58, 58, 116; the group is 116 + 50 = 166 tall. The group's origin
  // is (10, 756 + 4 = 760): items at (10, 760), (200, 760), (10, 818),
  // (200, 818), (10, 876). The group ends at 926; + 4 = 930: the footer at
  // (10, 930), 370 × 16. The content ends at 946.
  MixedSection(
    name: "wall",
    layout: {
      var layout = SectionLayout.waterfall(columns: 2, itemHeight: .fixed(50), interitemSpacing: 10, lineSpacing: 8)
      layout.contentInsets = LayoutInsets(top: 4, left: 10, bottom: 4, right: 10)
      layout.footerHeight = 16
      return layout
    }(),
    frames: [
      CGRect(x: 10, y: 760, width: 180, height: 50),
      CGRect(x: 200, y: 760, width: 180, height: 50),
      CGRect(x: 10, y: 818, width: 180, height: 50),
      CGRect(x: 200, y: 818, width: 180, height: 50),
      CGRect(x: 10, y: 876, width: 180, height: 50),
    ]),
]
