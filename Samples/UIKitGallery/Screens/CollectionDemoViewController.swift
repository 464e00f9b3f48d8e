import ReuseKitUIKit
import UIKit

/// The views of the table demo in a two-column grid: the same `PersonView`,
/// and squares whose height follows the column width.
///
/// A `DiffableDataSource` fills the grid from a `Snapshot`; the section
/// headers come from the collection view's supplementary view provider.
final class CollectionDemoViewController: UIViewController {
  private enum Section: CaseIterable, Diffable, Hashable, Sendable {
    case people, squares

    var title: String {
      switch self {
      case .people: "People"
      case .squares: "Squares"
      }
    }
  }

  /// An item: the view that shows it, with its view model.
  private enum Item: Diffable, Hashable, Sendable {
    case person(Person)
    case squares(SquaresView.ViewModel)
  }

  private let layout = UICollectionViewFlowLayout()
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

  /// Created on first use, in `viewDidLoad`.
  private lazy var dataSource = DiffableDataSource<Section, Item>(collectionView) { item in
    switch item {
    case .person(let person):
      return .view(PersonView.self, person)
    case .squares(let squares):
      return .view(SquaresView.self, squares)
    }
  }

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Collection"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("CollectionDemoViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.reuse.registerSupplementary(TitleView.self, ofKind: .header)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.headerReferenceSize = CGSize(width: 0, height: 32)
    // The collection view keeps this provider, and the data source keeps the
    // collection view: the provider holds the data source weakly.
    let dataSource = self.dataSource
    collectionView.reuse.setSupplementaryViewProvider { [weak dataSource] collectionView, kind, indexPath in
      let title = dataSource?.sectionIdentifier(for: indexPath.section)?.title ?? ""
      return collectionView.reuse.dequeueSupplementary(TitleView.self, ofKind: kind, for: indexPath).configured(
        with: title)
    }
    view.addPinnedSubview(collectionView)
    dataSource.apply(Self.snapshot(), animation: .none, completion: nil)
  }

  /// Two columns: each cell keeps the estimated width and takes its height
  /// from its view, from `preferredHeight(forWidth:)` or from Auto Layout.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let columnWidth = (view.bounds.width - layout.minimumInteritemSpacing) / 2
    let estimate = CGSize(width: columnWidth, height: columnWidth)
    if layout.estimatedItemSize != estimate {
      layout.estimatedItemSize = estimate
    }
  }

  // MARK: - Private

  /// Both sections, with the gallery's data.
  private static func snapshot() -> Snapshot<Section, Item> {
    var snapshot = Snapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(GalleryData.people.map(Item.person), toSection: .people)
    snapshot.appendItems(GalleryData.squares.map(Item.squares), toSection: .squares)
    return snapshot
  }
}
