import ReuseKit
import ReuseKitUIKit
import UIKit

/// A collection view laid out by `makeCompositionalLayout()`, in a window
/// 390 by 844, showing `sections` (identity, item count) with the layouts
/// `layouts` chooses, through a data source it returns; headers and
/// footers, if any, show a `TextView`.
@MainActor
func makeSectionedCollection(
  _ sections: [(String, Int)], layouts: @escaping (String) -> SectionLayout
) -> (UICollectionView, DiffableDataSource<String, Int>) {
  useModelRunLoop()
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  collectionView.collectionViewLayout = collectionView.reuse.makeCompositionalLayout()
  let dataSource = DiffableDataSource<String, Int>(collectionView) { .view(TextView.self, "\($0)") }
  dataSource.sectionLayout = layouts
  dataSource.supplementaryViewProvider = { kind, _ in .view(TextView.self, kind.rawValue) }
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

/// A random layout of absolute and fractional sizes, fixed heights only:
/// estimated sizes are left out of the comparison, as Apple does not
/// document where an estimated item is placed.
func randomFixedLayout(_ random: inout ModelRandom) -> SectionLayout {
  let height = Double(Int.random(in: 20...120, using: &random))
  let spacing = Double(Int.random(in: 0...12, using: &random))
  var layout: SectionLayout
  switch Int.random(in: 0..<7, using: &random) {
  case 0: layout = .list(itemHeight: .fixed(height), spacing: spacing)
  case 1:
    layout = .grid(
      columns: .count(Int.random(in: 1...4, using: &random)), itemHeight: .fixed(height),
      interitemSpacing: spacing, lineSpacing: spacing / 2)
  case 2:
    layout = .grid(
      columns: .minimumWidth(Double(Int.random(in: 60...200, using: &random))),
      itemHeight: .fixed(height), interitemSpacing: spacing)
  case 3:
    layout = .carousel(
      itemWidth: .fractionalWidth([0.5, 0.8, 1][Int.random(in: 0..<3, using: &random)]),
      itemHeight: .fixed(height), interitemSpacing: spacing, scrollingBehavior: .paging)
  case 4:
    layout = .carousel(
      itemWidth: .absolute(Double(Int.random(in: 80...240, using: &random))),
      itemHeight: .fixed(height), interitemSpacing: spacing)
  case 5:
    layout = .grid(
      columns: .fixedWidth(Double(Int.random(in: 60...150, using: &random))),
      itemHeight: .fixed(height), interitemSpacing: spacing)
  default:
    layout = .waterfall(
      columns: Int.random(in: 1...3, using: &random), itemHeight: .fixed(height),
      interitemSpacing: spacing, lineSpacing: spacing)
  }
  let inset = { (random: inout ModelRandom) in Double(Int.random(in: 0...16, using: &random)) }
  layout.contentInsets = LayoutInsets(
    top: inset(&random), left: inset(&random), bottom: inset(&random), right: inset(&random))
  return layout
}
