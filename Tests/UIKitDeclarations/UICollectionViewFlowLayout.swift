/// UIKit: `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// UIKit: `UICollectionViewFlowLayout.automaticSize`.
  public static var automaticSize: CGSize { fatalError() }

  /// UIKit: `UICollectionViewFlowLayout.estimatedItemSize`.
  open var estimatedItemSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UICollectionViewFlowLayout.minimumInteritemSpacing`.
  open var minimumInteritemSpacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UICollectionViewFlowLayout.minimumLineSpacing`.
  open var minimumLineSpacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UICollectionViewFlowLayout.headerReferenceSize`.
  open var headerReferenceSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}
