import UIKit

/// The model's tests of a collection view's section headers: prepared and
/// recycled with the cells' band, kept through a batch by a surviving
/// section, visible ones only from `supplementaryView(forElementKind:at:)`,
/// and measured when estimated (see `UICollectionView+Supplementary.swift`).
@MainActor
let supplementaryModelTests: [ModelTest] = [
  ModelTest(
    name: "model.headers.scrolledAwayAreRecycledAndAskedForAgain",
    cites: "UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:); "
      + "https://developer.apple.com/documentation/appkit/nscollectionview/supplementaryview(forelementkind:at:) "
      + "\"views are created only when they need to be displayed onscreen\""
  ) {
    let (grid, dataSource, log) = makeHeaderedList(titles: (0..<10).map { "T\($0)" })
    try expect(dataSource.headerRequests == [0, 1, 2, 3], "headers in the band: \(dataSource.headerRequests)")
    let first = try grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
    ).unwrapped("the header of section 0")
    grid.contentOffset = CGPoint(x: 0, y: 2000)
    grid.layoutIfNeeded()
    try expect(log.ended.prefix(4) == [0, 1, 2, 3], "the headers left behind are recycled: \(log.ended)")
    try expect(first.superview == nil, "a recycled header leaves the view")
    grid.contentOffset = .zero
    grid.layoutIfNeeded()
    try expect(
      dataSource.headerRequests.filter { $0 == 0 }.count == 2,
      "section 0's header is asked for again: \(dataSource.headerRequests)")
    try expect(headerLabel(grid, 0) == "T0", "it shows its section: \(headerLabel(grid, 0) ?? "nothing")")
  },
  ModelTest(
    name: "model.headers.survivingSectionsKeepTheirViewThroughABatch",
    cites: "UICollectionView.performBatchUpdates(_:completion:); "
      + "https://developer.apple.com/documentation/appkit/nscollectionview/reloadsections(_:) "
      + "\"discards visible elements in the section\"; UICollectionView.reloadData()"
  ) {
    let (grid, dataSource, log) = makeHeaderedList(titles: ["A", "B", "C"])
    let header = try grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)
    ).unwrapped("the header of section 1")
    dataSource.headerRequests = []
    grid.performBatchUpdates {
      dataSource.headerTitles = [0: "B", 1: "C", 2: "D"]
      dataSource.sections = [["B.0"], ["C.0"], ["D.0"]]
      grid.deleteSections([0])
      grid.insertSections([2])
      for section in 1..<3 {
        grid.deleteItems(at: [IndexPath(item: 1, section: section), IndexPath(item: 2, section: section)])
      }
    }
    let carried = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    try expect(carried === header, "section B's header moves with it to section 0")
    try expect(dataSource.headerRequests == [2], "only the inserted section is asked: \(dataSource.headerRequests)")
    try expect(log.ended == [0], "the deleted section's header is recycled: \(log.ended)")
    dataSource.headerTitles[0] = "renamed"
    grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
    try expect(headerLabel(grid, 0) == "B", "no one asks for a surviving header: \(headerLabel(grid, 0) ?? "nothing")")
    grid.reloadSections([0])
    try expect(headerLabel(grid, 0) == "renamed", "a reloaded section's header is asked for again")
    try expect(log.ended == [0, 0], "its old header is recycled: \(log.ended)")
    dataSource.headerRequests = []
    grid.reloadData()
    grid.layoutIfNeeded()
    try expect(log.ended.count == 5 && dataSource.headerRequests == [0, 1, 2], "reloadData() recycles every header")
  },
  ModelTest(
    name: "model.headers.supplementaryViewReturnsVisibleOnly",
    cites: "UICollectionView.h (iOS 16.5 SDK): supplementaryViewForElementKind:atIndexPath: beside "
      + "visibleSupplementaryViewsOfKind:; https://developer.apple.com/documentation/appkit/nscollectionview/"
      + "supplementaryview(forelementkind:at:) returns nil for a view \"that would be positioned offscreen\""
  ) {
    let (grid, dataSource, _) = makeHeaderedList(titles: (0..<10).map { "T\($0)" })
    let kind = UICollectionView.elementKindSectionHeader
    try expect(dataSource.headerRequests.contains(3), "section 3's header is prepared below the bounds")
    try expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 3)) == nil, "not visible")
    try expect(
      grid.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(\.section) == [0, 1, 2],
      "visible: \(grid.indexPathsForVisibleSupplementaryElements(ofKind: kind))")
    try expect(grid.visibleSupplementaryViews(ofKind: kind).count == 3, "three visible views")
    grid.contentOffset = CGPoint(x: 0, y: 300)
    grid.layoutIfNeeded()
    try expect(headerLabel(grid, 3) == "T3", "scrolled into view: \(headerLabel(grid, 3) ?? "nothing")")
    try expect(dataSource.headerRequests.filter { $0 == 3 }.count == 1, "the prepared view, not asked for again")
  },
  ModelTest(
    name: "model.headers.estimatedHeaderSelfSizes",
    cites: "UICollectionViewCompositionalLayout.h (iOS 16.5 SDK): extendsBoundary \"For .estimated sized "
      + "supplementary items, this allows automatic adjustment of the layout\"; "
      + "UICollectionReusableView.preferredLayoutAttributesFitting(_:); "
      + "UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:)"
  ) {
    // 100 characters at 8 points wrap onto three lines of 20 points at 390.
    let (grid, _, _) = makeHeaderedList(titles: [String(repeating: "t", count: 100), "short"])
    let kind = UICollectionView.elementKindSectionHeader
    let header = try
      (grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
      as? LabelHeaderView).unwrapped("the header of section 0")
    try expect(header.frame.height == 60, "the measured height, not the estimate: \(header.frame)")
    let item = grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY
    try expect(item == 60, "the section's first item under it: \(String(describing: item))")
    try expect(headerFrame(grid, 1)?.minY == 360 && headerFrame(grid, 1)?.height == 20, "section 1's header")
    header.label.text = "short"
    grid.collectionViewLayout.invalidateLayout()
    grid.layoutIfNeeded()
    try expect(header.frame.height == 60, "invalidateLayout() keeps the measured height: \(header.frame)")
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateSupplementaryElements(ofKind: kind, at: [IndexPath(item: 0, section: 0)])
    grid.collectionViewLayout.invalidateLayout(with: context)
    grid.layoutIfNeeded()
    try expect(header.frame.height == 20, "a context naming it measures it again: \(header.frame)")
  },
]

/// The frame of the visible header of `section`.
@MainActor
private func headerFrame(_ grid: UICollectionView, _ section: Int) -> CGRect? {
  grid.supplementaryView(
    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
}
