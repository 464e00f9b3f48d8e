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

/// UIKit: `UICollectionViewDelegate`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate).
/// Every method is optional.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
