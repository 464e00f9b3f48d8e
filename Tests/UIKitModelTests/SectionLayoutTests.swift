import ReuseKit
import UIKit

@testable import ReuseKitUIKit

/// The section layouts on UIKit (issue 28): the adapter's compositional
/// layout against the headless engine, on the model's compositional layout.
@MainActor
let sectionLayoutTests: [ModelTest] = [
  ModelTest(
    name: "adapter.compositional.framesMatchTheHeadlessEngineInMixedSections",
    cites: "NSCollectionLayoutDimension (absolute, fractionalWidth), NSCollectionLayoutGroup.horizontal and "
      + "custom(layoutSize:itemProvider:), NSCollectionLayoutSection contentInsets, interGroupSpacing, "
      + "orthogonalScrollingBehavior (WWDC19 215); estimated sizes are left out: Apple does not document their placement"
  ) {
    for seed in 1...12 {
      var random = ModelRandom(state: UInt64(seed))
      let count = Int.random(in: 2...6, using: &random)
      var layouts: [String: SectionLayout] = [:]
      var sections: [(String, Int)] = []
      for index in 0..<count {
        layouts["s\(index)"] = randomFixedLayout(&random)
        sections.append(("s\(index)", Int.random(in: 1...14, using: &random)))
      }
      let (collectionView, _) = makeSectionedCollection(sections) { layouts[$0] ?? .list() }
      let engine = FlowLayout(
        sectionCounts: sections.map(\.1), width: 390, arrangement: CompositionalArrangement(),
        sectionLayouts: sections.map { layouts[$0.0] ?? .list() })
      for (section, (_, items)) in sections.enumerated() {
        for item in 0..<items {
          let path = IndexPath(item: item, section: section)
          let expected = engine.frame(of: ItemPath(item: item, section: section))
          let frame = collectionView.layoutAttributesForItem(at: path)?.frame ?? .null
          let wanted = CGRect(x: expected.x, y: expected.y, width: expected.width, height: expected.height)
          try expect(
            abs(frame.minX - wanted.minX) < 0.001 && abs(frame.minY - wanted.minY) < 0.001
              && abs(frame.width - wanted.width) < 0.001 && abs(frame.height - wanted.height) < 0.001,
            "seed \(seed), \(layouts["s\(section)"].map { $0.kindName } ?? "") item \(path): UIKit \(frame), headless "
              + "\(wanted)")
        }
      }
      try expect(
        abs(collectionView.contentSize.height - engine.contentSize.height) < 0.001,
        "seed \(seed): content height \(collectionView.contentSize.height), headless \(engine.contentSize.height)")
    }
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
    let carousel = paged.compositionalSection(width: 390, itemCount: 5)
    try expect(carousel.orthogonalScrollingBehavior == .groupPaging, "a paging carousel pages by group")
    let boundary = carousel.boundarySupplementaryItems
    try expect(
      boundary.map(\.alignment) == [.top, .bottom] && boundary.map(\.pinToVisibleBounds) == [true, false]
        && boundary.map(\.elementKind) == [ElementKind.header.rawValue, ElementKind.footer.rawValue]
        && boundary.allSatisfy { $0.layoutSize.heightDimension.isEstimated },
      "a header pinned at the top and a footer at the bottom, both estimated")
    let free = SectionLayout.carousel(itemWidth: .absolute(120), itemHeight: .fixed(80))
      .compositionalSection(width: 390, itemCount: 5)
    try expect(free.orthogonalScrollingBehavior == .continuous, "a free carousel scrolls continuously")
    try expect(free.boundarySupplementaryItems.isEmpty, "no header and no footer: no boundary items")
    let list = SectionLayout.list(itemHeight: .selfSizing(estimate: 44), spacing: 4)
      .compositionalSection(width: 390, itemCount: 3)
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
]
