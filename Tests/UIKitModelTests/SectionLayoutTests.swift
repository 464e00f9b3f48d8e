import ReuseKit
import UIKit

@testable import ReuseKitUIKit

/// The section layouts on UIKit (issue 28): the adapter's compositional
/// layout on the model's, against frames worked out from Apple's
/// documentation of compositional layout.
@MainActor
let sectionLayoutTests: [ModelTest] = [
  ModelTest(
    name: "adapter.compositional.mixedSectionsPlaceItemsWhereApplesSectionRulesPutThem",
    cites:
      "NSCollectionLayoutSection (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection) "
      + "contentInsets, interGroupSpacing, orthogonalScrollingBehavior, supplementariesFollowContentInsets; "
      + "NSCollectionLayoutDimension (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension) "
      + "absolute, fractionalWidth, fractionalHeight; NSCollectionLayoutGroup "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup).horizontal (interItemSpacing) and "
      + "custom(layoutSize:itemProvider:); NSCollectionLayoutBoundarySupplementaryItem "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem) alignment "
      + ".top/.bottom, extendsBoundary"
  ) {
    let (collectionView, _) = makeSectionedCollection(mixedSections.map { ($0.name, $0.items) }) { name in
      mixedSections.first { $0.name == name }?.layout ?? .list()
    }
    for (section, expected) in mixedSections.enumerated() {
      for (item, wanted) in expected.frames.enumerated() {
        let path = IndexPath(item: item, section: section)
        let frame = collectionView.layoutAttributesForItem(at: path)?.frame ?? .null
        try expect(frame == wanted, "\(expected.name) item \(item): \(frame), expected \(wanted)")
      }
    }
    try expect(
      collectionView.contentSize.height == 946, "content height \(collectionView.contentSize.height), expected 946")
    // The boundary items on screen at the top: the list's header and
    // footer and the paging carousel's header; then, scrolled to the end,
    // the waterfall's footer.
    let boundary: [(String, Int, CGRect)] = [
      (ElementKind.header.rawValue, 0, CGRect(x: 16, y: 0, width: 358, height: 30)),
      (ElementKind.footer.rawValue, 0, CGRect(x: 16, y: 192, width: 358, height: 20)),
      (ElementKind.header.rawValue, 2, CGRect(x: 20, y: 536, width: 350, height: 24)),
    ]
    for (kind, section, wanted) in boundary {
      let frame = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?
        .frame
      try expect(frame == wanted, "\(kind) of section \(section): \(String(describing: frame)), expected \(wanted)")
    }
    collectionView.contentOffset = CGPoint(x: 0, y: 946 - 844)
    collectionView.layoutIfNeeded()
    let footer = collectionView.supplementaryView(
      forElementKind: ElementKind.footer.rawValue, at: IndexPath(item: 0, section: 4))?.frame
    let wantedFooter = CGRect(x: 10, y: 930, width: 370, height: 16)
    try expect(
      footer == wantedFooter, "the waterfall's footer: \(String(describing: footer)), expected \(wantedFooter)")
  },
  ModelTest(
    name: "adapter.compositional.eachLayoutBecomesItsSection",
    cites: "UICollectionLayoutSectionOrthogonalScrollingBehavior .groupPaging/.continuous; "
      + "NSCollectionLayoutBoundarySupplementaryItem alignment .top/.bottom, pinToVisibleBounds; "
      + "NSCollectionLayoutDimension.estimated; NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)"
  ) {
    var paged = SectionLayout.carousel(
      itemWidth: .fractionalWidth(0.8), itemHeight: .selfSizing(estimate: 90), scrollingBehavior: .paging)
    paged.headerHeight = 30
    paged.footerHeight = 20
    paged.pinsHeaderToVisibleBounds = true
    let carousel = paged.compositionalSection(width: 390, insets: LayoutInsets(), itemCount: 5)
    try expect(carousel.orthogonalScrollingBehavior == .groupPaging, "a paging carousel pages by group")
    let boundary = carousel.boundarySupplementaryItems
    try expect(
      boundary.map(\.alignment) == [.top, .bottom] && boundary.map(\.pinToVisibleBounds) == [true, false]
        && boundary.map(\.elementKind) == [ElementKind.header.rawValue, ElementKind.footer.rawValue]
        && boundary.allSatisfy { $0.layoutSize.heightDimension.isEstimated },
      "a header pinned at the top and a footer at the bottom, both estimated")
    let free = SectionLayout.carousel(itemWidth: .absolute(120), itemHeight: .fixed(80))
      .compositionalSection(width: 390, insets: LayoutInsets(), itemCount: 5)
    try expect(free.orthogonalScrollingBehavior == .continuous, "a free carousel scrolls continuously")
    try expect(free.boundarySupplementaryItems.isEmpty, "no header and no footer: no boundary items")
    let list = SectionLayout.list(itemHeight: .selfSizing(estimate: 44), spacing: 4)
      .compositionalSection(width: 390, insets: LayoutInsets(), itemCount: 3)
    try expect(
      list.orthogonalScrollingBehavior == .none && list.interGroupSpacing == 4, "a list scrolls with the view")
  },
  ModelTest(
    name: "adapter.compositional.zeroColumnsStopNamingTheSection",
    cites: "issue 28: bad input stops with a message that names the section and the value",
    expectedTrap: "UICollectionView: the grid layout of section 1 (photos) needs at least one column, not 0"
  ) {
    _ = makeSectionedCollection([("top", 1), ("photos", 3)]) {
      $0 == "photos" ? .grid(columns: .count(0), itemHeight: .fixed(40)) : .list()
    }
  },
  ModelTest(
    name: "adapter.table.aCarouselSectionStopsNamingTheSection",
    cites: "issue 28: a UITableView takes only .list; any other layout stops with a message naming the section",
    expectedTrap: "UITableView: section 1 (featured) has a carousel layout; a list takes only .list"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    _ = window(showing: table)
    let dataSource = DiffableDataSource<String, Int>(table) { .view(TextView.self, "\($0)") }
    keptAlive.append(dataSource)
    dataSource.sectionLayout = {
      $0 == "featured" ? .carousel(itemWidth: .absolute(100), itemHeight: .fixed(80)) : .list()
    }
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["top", "featured"])
    snapshot.appendItems([1], toSection: "top")
    snapshot.appendItems([2], toSection: "featured")
    dataSource.apply(snapshot, animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
  },
  ModelTest(
    name: "model.compositional.pinnedHeaderStaysOnTopWhileItsSectionIsVisible",
    cites: "NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds: \"shown while any portion of the "
      + "section ... is visible\""
  ) {
    var pinned = SectionLayout.list(itemHeight: .fixed(44))
    pinned.headerHeight = 30
    pinned.pinsHeaderToVisibleBounds = true
    let (collectionView, _) = makeSectionedCollection([("a", 30), ("b", 30)]) { _ in pinned }
    collectionView.contentOffset = CGPoint(x: 0, y: 500)
    collectionView.layoutIfNeeded()
    let header = collectionView.supplementaryView(
      forElementKind: ElementKind.header.rawValue, at: IndexPath(item: 0, section: 0))
    try expect(
      header?.frame.minY == 500,
      "the header of section 0 is at the top of the bounds: \(String(describing: header?.frame))")
  },
  ModelTest(
    name: "model.compositional.aHorizontalGroupRepeatsItsSubitemsUntilTheWidthIsUsed",
    cites:
      "UICollectionViewCompositionalLayout.h (iOS 16.5 SDK) line 200, horizontalGroupWithLayoutSize:subitems: "
      + "\"Specifies a group that will repeat items until available horizontal space is exhausted\""
  ) {
    let layout = UICollectionViewCompositionalLayout { _, _ in makeRowsSection(inset: 0) }
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    grid.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Label")
    let dataSource = EditableDataSource([(0..<7).map { "i\($0)" }])
    keptAlive.append(dataSource)
    grid.dataSource = dataSource
    _ = window(showing: grid, size: CGSize(width: 390, height: 600))
    // 100 + 10 + 100 + 10 + 100 = 320 fits in 390; a fourth would end at 430.
    let frames = (0..<7).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .zero }
    try expect(frames.prefix(3).map(\.minX) == [0, 110, 220] && frames[3].minX == 0, "three a row: \(frames)")
    try expect(frames[3].minY == 50 && frames[6].minY == 100, "rows one group apart: \(frames)")
  },
]
