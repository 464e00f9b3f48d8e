/// UIKit: `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// UIKit: `UICollectionViewLayout.init()`.
  public override init() { fatalError() }

  /// UIKit: `UICollectionViewLayout.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UICollectionViewLayout.invalidateLayout()`.
  open func invalidateLayout() { fatalError() }
}
