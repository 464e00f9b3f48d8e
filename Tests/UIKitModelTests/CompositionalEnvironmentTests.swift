import UIKit

/// A compositional grid in a landscape window 844 × 390 with a notch's safe
/// area (47 points on each side), its sections made by `sections`, with a
/// header in the "Header" reuse identifier and `count` items in section 0.
@MainActor
private func makeLandscapeGrid(
  count: Int = 20, layout: UICollectionViewCompositionalLayout
) -> (UICollectionView, EditableDataSource) {
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  grid.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Label")
  grid.register(
    PlainHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  let dataSource = EditableDataSource([(0..<count).map { "i\($0)" }])
  keptAlive.append(dataSource)
  grid.dataSource = dataSource
  let window = window(showing: grid, size: CGSize(width: 844, height: 390))
  keptAlive.append(window)
  window.modelSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
  grid.layoutIfNeeded()
  return (grid, dataSource)
}

/// A section of 100 × 50 items 10 apart in full-width rows, `inset` points
/// in from its leading and trailing reference edges.
@MainActor
func makeRowsSection(inset: CGFloat = 16, _ reference: UIContentInsetsReference = .automatic)
  -> NSCollectionLayoutSection
{
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
    subitems: [item])
  group.interItemSpacing = .fixed(10)
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
  section.contentInsetsReference = reference
  return section
}

/// The model's compositional layout environment: insets measured from the
/// safe area, and when the sections' invalidation handlers run.
@MainActor
let compositionalEnvironmentTests: [ModelTest] = [
  ModelTest(
    name: "model.compositional.sectionInsetsAreMeasuredFromTheSafeArea",
    cites:
      "UICollectionViewCompositionalLayout.h (iOS 16.5 SDK) line 45, configuration contentInsetsReference \"default is "
      + "UIContentInsetsReferenceSafeArea\", line 101, section contentInsetsReference \"default is "
      + "UIContentInsetsReferenceAutomatic i.e. following the layout configuration's contentInsetsReference\"; "
      + "UIContentInsetsReference (https://developer.apple.com/documentation/uikit/uicontentinsetsreference); "
      + "UIView.layoutMargins (https://developer.apple.com/documentation/uikit/uiview/layoutmargins) \"8 points\""
  ) {
    var widths: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout { _, environment in
      widths.append(environment.container.effectiveContentSize.width)
      return makeRowsSection()
    }
    let (grid, _) = makeLandscapeGrid(layout: layout)
    @MainActor func rowStarts() -> [CGFloat] {
      (0..<8).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX ?? -1 }
    }
    // 47 + 16 = 63; the rows are 844 - 2 × 63 = 718 wide: six items (650), a seventh would end at 760.
    try expect(rowStarts() == [63, 173, 283, 393, 503, 613, 63, 173], "from the safe area: \(rowStarts())")
    try expect(widths.last == 844, "the container reports no insets (Apple is silent): \(widths)")

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    try expect(configuration.contentInsetsReference == .safeArea, "the configuration's default is the safe area")
    configuration.contentInsetsReference = .none
    layout.configuration = configuration
    grid.layoutIfNeeded()
    // 16 from the bounds; 812 wide: seven items (760), an eighth would end at 870.
    try expect(rowStarts() == [16, 126, 236, 346, 456, 566, 676, 16], "from the bounds: \(rowStarts())")

    configuration.contentInsetsReference = .layoutMargins
    layout.configuration = configuration
    grid.layoutIfNeeded()
    // 47 + 8 + 16 = 71; 702 wide: six items.
    try expect(rowStarts() == [71, 181, 291, 401, 511, 621, 71, 181], "from the margins: \(rowStarts())")

    configuration.contentInsetsReference = .none
    let sectionFirst = UICollectionViewCompositionalLayout(
      sectionProvider: { _, _ in makeRowsSection(.safeArea) }, configuration: configuration)
    grid.collectionViewLayout = sectionFirst
    grid.layoutIfNeeded()
    try expect(rowStarts().first == 63, "a section's own reference wins over the configuration's: \(rowStarts())")
  },
  ModelTest(
    name: "model.compositional.visibleItemsHandlerRunsBeforeLayoutWithSupplementaryItems",
    cites:
      "NSCollectionLayoutSectionVisibleItemsInvalidationHandler "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler) "
      + "\"called before each layout cycle\"; NSCollectionLayoutVisibleItem representedElementCategory and "
      + "representedElementKind (UICollectionViewCompositionalLayout.h, iOS 16.5 SDK, lines 550-551); the order of "
      + "the items is unspecified (Apple is silent), supplementary items first"
  ) {
    var calls: [(offset: CGFloat, items: [String], firstCellX: CGFloat?)] = []
    weak var seen: UICollectionView?
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 10
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      ]
      section.visibleItemsInvalidationHandler = { items, offset, _ in
        let names = items.map { item in
          item.representedElementCategory == .cell
            ? "cell \(item.indexPath.item)"
            : "\(item.representedElementCategory) \(item.representedElementKind ?? "nil") \(item.indexPath.item)"
        }
        calls.append((offset.x, names, seen?.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX))
      }
      return section
    }
    let (grid, _) = makeLandscapeGrid(layout: layout)
    seen = grid
    let header = "supplementaryView \(UICollectionView.elementKindSectionHeader) 0"
    try expect(
      calls.last?.items.first == header, "the header comes first, as item 0: \(String(describing: calls.last))")
    try expect(calls.last?.items.dropFirst().first == "cell 0", "then the cells: \(String(describing: calls.last))")
    // Item 2 is at 47 + 220 = 267; a swipe of 200 moves it to 67, after the handler has seen the new offset.
    calls = []
    grid.modelScrollOrthogonalSection(0, toOffset: 200)
    try expect(
      calls.last?.offset == 200 && calls.last?.firstCellX == 267,
      "the handler sees the pass's offset before the cells move: \(calls)")
    try expect(
      grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 67, "then the cells are placed")
  },
]
