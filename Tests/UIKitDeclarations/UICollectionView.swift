/// UIKit: `UICollectionView`.
@MainActor
open class UICollectionView: UIScrollView {
  /// UIKit: `UICollectionView.init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }

  /// UIKit: `UICollectionView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UICollectionView.collectionViewLayout`.
  open var collectionViewLayout: UICollectionViewLayout {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UICollectionView.dataSource` (`weak` in UIKit).
  open var dataSource: (any UICollectionViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: - Registration and dequeue

  /// UIKit: `UICollectionView.register(_:forCellWithReuseIdentifier:)` (the class variant).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }

  /// UIKit: `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` (the class variant).
  open func register(
    _ viewClass: AnyClass?,
    forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) { fatalError() }

  /// UIKit: `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)`.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { fatalError() }

  /// UIKit: `UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UICollectionReusableView { fatalError() }

  // MARK: - Counts and visible cells

  /// UIKit: `UICollectionView.numberOfSections`.
  open var numberOfSections: Int { fatalError() }

  /// UIKit: `UICollectionView.numberOfItems(inSection:)`.
  open func numberOfItems(inSection section: Int) -> Int { fatalError() }

  /// UIKit: `UICollectionView.indexPathsForVisibleItems`.
  open var indexPathsForVisibleItems: [IndexPath] { fatalError() }

  /// UIKit: `UICollectionView.visibleCells`.
  open var visibleCells: [UICollectionViewCell] { fatalError() }

  /// UIKit: `UICollectionView.indexPath(for:)`.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError() }

  /// UIKit: `UICollectionView.cellForItem(at:)`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }

  // MARK: - Updates

  /// UIKit: `UICollectionView.reloadData()`.
  open func reloadData() { fatalError() }

  /// UIKit: `UICollectionView.performBatchUpdates(_:completion:)`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

  /// UIKit: `UICollectionView.insertSections(_:)`.
  open func insertSections(_ sections: IndexSet) { fatalError() }

  /// UIKit: `UICollectionView.deleteSections(_:)`.
  open func deleteSections(_ sections: IndexSet) { fatalError() }

  /// UIKit: `UICollectionView.reloadSections(_:)`.
  open func reloadSections(_ sections: IndexSet) { fatalError() }

  /// UIKit: `UICollectionView.moveSection(_:toSection:)`.
  open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }

  /// UIKit: `UICollectionView.insertItems(at:)`.
  open func insertItems(at indexPaths: [IndexPath]) { fatalError() }

  /// UIKit: `UICollectionView.deleteItems(at:)`.
  open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }

  /// UIKit: `UICollectionView.reloadItems(at:)`.
  open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }

  /// UIKit: `UICollectionView.moveItem(at:to:)`.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }

  /// UIKit: `UICollectionView.reconfigureItems(at:)`.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) { fatalError() }
}
