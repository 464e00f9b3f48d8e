import ReuseKit
import ReuseKitUIKit
import UIKit

/// A collection view in a 390 × 844 window laid out by the adapter's
/// compositional layout: lists of 100-point rows, each section under a
/// header of estimated height 30 that shows its topic's title.
@MainActor
func makeHeaderedGrid(_ titles: [String]) -> (UICollectionView, DiffableDataSource<Topic, Line>) {
  useModelRunLoop()
  let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  grid.collectionViewLayout = grid.reuse.makeCompositionalLayout()
  let dataSource = DiffableDataSource<Topic, Line>(grid) { .view(TextView.self, $0.text) { $0.fixedHeight = 100 } }
  dataSource.sectionLayout = { _ in
    var layout = SectionLayout.list(itemHeight: .fixed(100))
    layout.headerHeight = 30
    return layout
  }
  dataSource.supplementaryViewProvider = { kind, topic in kind == .header ? .view(TextView.self, topic.title) : nil }
  keptAlive.append(dataSource)
  dataSource.apply(topics(titles), animation: .none, completion: nil)
  keptAlive.append(window(showing: grid))
  UIKitModelRunLoop.main.runUntilIdle()
  return (grid, dataSource)
}

/// The visible header of `section` in `grid`, hosting a `TextView`.
@MainActor
func shownHeader(_ grid: UICollectionView, _ section: Int) -> CollectionReusableView<TextView>? {
  grid.supplementaryView(
    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    as? CollectionReusableView<TextView>
}

/// Applies the topics `titles` and fails with `message` if `grid` performed
/// a batch update for it.
@MainActor
func apply(
  _ titles: [String], to dataSource: DiffableDataSource<Topic, Line>, expectingNoBatchOf grid: UICollectionView,
  _ message: String
) throws {
  let batches = grid.modelBatchUpdateCount
  dataSource.apply(topics(titles), completion: nil)
  UIKitModelRunLoop.main.runUntilIdle()
  try expect(grid.modelBatchUpdateCount == batches, message)
}

/// The adapter's collection view headers against the UIKit model's
/// supplementary views: measured when estimated, recycled and asked for
/// again, and kept through applies that do not reload their section.
@MainActor
let headerAdapterTests: [ModelTest] = [
  ModelTest(
    name: "headers.adapter.aTallHeaderGetsItsMeasuredHeight",
    cites: "UICollectionViewCompositionalLayout.h (iOS 16.5 SDK): extendsBoundary \"For .estimated sized "
      + "supplementary items, this allows automatic adjustment of the layout\"; "
      + "UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/"
      + "invalidatesupplementaryelements(ofkind:at:))"
  ) {
    let (grid, dataSource) = makeHeaderedGrid(["short", "beta"])
    let header = try shownHeader(grid, 0).unwrapped("the header of section 0")
    try expect(header.frame.height == 20, "one line, measured: \(header.frame)")
    // 100 characters at 8 points wrap onto three lines of 20 at 390.
    dataSource.apply(topics([String(repeating: "t", count: 100), "beta"]), completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    grid.layoutIfNeeded()
    try expect(shownHeader(grid, 0) === header, "the same header, configured again")
    try expect(header.frame.height == 60, "three lines, measured again: \(header.frame)")
    let row = grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY
    try expect(row == 60, "the first row under the taller header: \(String(describing: row))")
  },
  ModelTest(
    name: "headers.adapter.anApplyThatChangesAHeaderShowsItsNewTitleWithoutAReload",
    cites: "UICollectionView.supplementaryView(forElementKind:at:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)); "
      + "UICollectionView.performBatchUpdates(_:completion:)"
  ) {
    let titles = (0..<10).map { "T\($0)" }
    let (grid, dataSource) = makeHeaderedGrid(titles)
    // Section 3's header is prepared below the bounds, not visible.
    try expect(shownHeader(grid, 3) == nil, "section 3's header is not visible")
    let cell = grid.cellForItem(at: IndexPath(item: 0, section: 3))
    let reloads = dataSource.reloadCount
    var renamed = titles
    renamed[3] = "renamed"
    try apply(renamed, to: dataSource, expectingNoBatchOf: grid, "no batch reloads the section")
    try expect(grid.cellForItem(at: IndexPath(item: 0, section: 3)) === cell, "the section's cells are untouched")
    grid.contentOffset = CGPoint(x: 0, y: 600)
    grid.layoutIfNeeded()
    let title = shownHeader(grid, 3)?.view.label.text
    try expect(title == "renamed", "scrolled into view, the new title: \(title ?? "nothing")")
    try expect(dataSource.reloadCount == reloads, "no reload")
  },
  ModelTest(
    name: "headers.adapter.headersScrolledAwayAndBackShowTheirSection",
    cites: "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:); "
      + "https://developer.apple.com/documentation/appkit/nscollectionview/supplementaryview(forelementkind:at:) "
      + "\"views are created only when they need to be displayed onscreen\""
  ) {
    var titles = (0..<10).map { "T\($0)" }
    let (grid, dataSource) = makeHeaderedGrid(titles)
    grid.contentOffset = CGPoint(x: 0, y: grid.contentSize.height - 844)
    grid.layoutIfNeeded()
    for path in grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) {
      let title = shownHeader(grid, path.section)?.view.label.text
      try expect(title == titles[path.section], "section \(path.section) shows \(title ?? "nothing")")
    }
    titles[0] = "renamed"
    try apply(titles, to: dataSource, expectingNoBatchOf: grid, "no batch reloads the section scrolled away")
    grid.contentOffset = .zero
    grid.layoutIfNeeded()
    for section in 0..<2 {
      let title = shownHeader(grid, section)?.view.label.text
      try expect(title == titles[section], "back at the top, section \(section) shows \(title ?? "nothing")")
    }
  },
]
