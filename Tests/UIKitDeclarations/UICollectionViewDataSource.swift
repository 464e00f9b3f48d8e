/// UIKit: `UICollectionViewDataSource`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource).
/// The optional methods the model calls have defaults that record the call.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// UIKit: `collectionView(_:numberOfItemsInSection:)`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  /// UIKit: `collectionView(_:cellForItemAt:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

  /// UIKit: `numberOfSections(in:)` (optional; 1 when not implemented).
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// UIKit: `collectionView(_:viewForSupplementaryElementOfKind:at:)`
  /// (optional, but required as soon as the layout asks for a supplementary view).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// UIKit: `collectionView(_:canMoveItemAt:)` (optional): "if you don't
  /// implement this method, but you do implement `collectionView(_:moveItemAt:to:)`",
  /// items can move
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

  /// UIKit: `collectionView(_:moveItemAt:to:)` (optional): "when interactions
  /// with an item end, the collection view calls this method if the position
  /// of the item changed"; without it "the collection view ignores any
  /// attempts to reorder items"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// The default of an optional method: records the call and returns 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    UIKitModelRecorder.record("UICollectionViewDataSource.numberOfSections(in:)")
    return 1
  }

  /// The default of an optional method: records the call; UIKit then raises,
  /// as a layout that asks for a supplementary view needs one.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UIKitModelRecorder.record("UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)")
    modelRaise("the data source does not provide supplementary views, but the layout asks for one of kind \(kind)")
  }
}

extension UICollectionViewDataSource {
  /// The default of an optional method: records the call; `true`.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UICollectionViewDataSource.collectionView(_:canMoveItemAt:)")
    return true
  }

  /// The default of an optional method: records the call.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    UIKitModelRecorder.record("UICollectionViewDataSource.collectionView(_:moveItemAt:to:)")
  }
}

/// UIKit: `UICollectionViewDataSourcePrefetching`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// UIKit: `collectionView(_:prefetchItemsAt:)` (required).
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// UIKit: `collectionView(_:cancelPrefetchingForItemsAt:)` (optional).
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// The default of an optional method: records the call.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    UIKitModelRecorder.record("UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)")
  }
}
