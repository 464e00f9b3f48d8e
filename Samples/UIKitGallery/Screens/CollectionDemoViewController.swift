import ReuseKitUIKit
import UIKit

/// The views of the table demo in a two-column grid: the same `PersonView`,
/// and squares whose height follows the column width.
final class CollectionDemoViewController: UIViewController, UICollectionViewDataSource {
  private enum Section: Int, CaseIterable {
    case people, squares

    var title: String {
      switch self {
      case .people: "People"
      case .squares: "Squares"
      }
    }
  }

  private let layout = UICollectionViewFlowLayout()
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

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
    collectionView.register(PersonView.self)
    collectionView.register(SquaresView.self)
    collectionView.registerSupplementary(TitleView.self, ofKind: .header)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.headerReferenceSize = CGSize(width: 0, height: 32)
    // DiffableDataSource: once the core provides it, it replaces this
    // UICollectionViewDataSource; the cell provider keeps the typed dequeue below.
    collectionView.dataSource = self
    view.addPinnedSubview(collectionView)
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

  // MARK: - UICollectionViewDataSource

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    Section.allCases.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .people: GalleryData.people.count
    case .squares: GalleryData.squares.count
    case nil: 0
    }
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    switch Section(rawValue: indexPath.section) {
    case .people:
      collectionView.dequeue(PersonView.self, for: indexPath).configured(with: GalleryData.people[indexPath.item])
    case .squares, nil:
      collectionView.dequeue(SquaresView.self, for: indexPath).configured(with: GalleryData.squares[indexPath.item])
    }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let title = Section(rawValue: indexPath.section)?.title ?? ""
    return collectionView.dequeueSupplementary(TitleView.self, ofKind: ElementKind(rawValue: kind), for: indexPath)
      .configured(with: title)
  }
}
