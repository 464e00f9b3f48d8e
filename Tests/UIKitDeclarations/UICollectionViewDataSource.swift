/// UIKit: `UICollectionViewDataSource`, with its required methods only.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// UIKit: `UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  /// UIKit: `UICollectionViewDataSource.collectionView(_:cellForItemAt:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}
