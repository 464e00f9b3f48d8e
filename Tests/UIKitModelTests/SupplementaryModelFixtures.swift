import UIKit

/// A collection view header with a label pinned to its edges, for the
/// model's own tests.
final class LabelHeaderView: UICollectionReusableView, UIKitModelReusableViewClass {
  let label = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    pinWrapping(label)
  }

  required init?(coder: NSCoder) { nil }

  /// How many times the collection view measured the header.
  var measureCount = 0

  /// The label's height at the width the layout proposes, as an app's
  /// header that wraps its title measures itself.
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    measureCount += 1
    let fitted = systemLayoutSizeFitting(
      CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    layoutAttributes.size = CGSize(width: layoutAttributes.size.width, height: fitted.height)
    return layoutAttributes
  }
}

/// A delegate that records the sections whose headers ended displaying.
final class HeaderDisplayLog: NSObject, UICollectionViewDelegate {
  var ended: [Int] = []

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    ended.append(indexPath.section)
  }
}

/// A compositional list in a 390 × 844 window: items 100 points tall, each
/// section under a header of estimated height 30 showing `titles`, from an
/// `EditableDataSource`.
@MainActor
func makeHeaderedList(titles: [String], itemsPerSection: Int = 3) -> (
  UICollectionView, EditableDataSource, HeaderDisplayLog
) {
  let layout = UICollectionViewCompositionalLayout { _, _ in
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return section
  }
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  grid.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Label")
  grid.register(
    LabelHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  let dataSource = EditableDataSource(titles.map { title in (0..<itemsPerSection).map { "\(title).\($0)" } })
  dataSource.headerTitles = Dictionary(uniqueKeysWithValues: titles.enumerated().map { ($0.offset, $0.element) })
  let log = HeaderDisplayLog()
  keptAlive += [dataSource, log]
  grid.delegate = log
  grid.dataSource = dataSource
  _ = window(showing: grid)
  return (grid, dataSource, log)
}

/// The header view of `section`, visible or not, as the model holds it.
@MainActor
func headerLabel(_ grid: UICollectionView, _ section: Int) -> String? {
  (grid.supplementaryView(
    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    as? LabelHeaderView)?.label.text
}
