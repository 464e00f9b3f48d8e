/// UIKit: `UICollectionViewDelegate`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate).
/// Every method is optional; the model declares those it calls, and each
/// default records its call in ``UIKitModelRecorder``.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// UIKit: `collectionView(_:shouldHighlightItemAt:)` (optional; `true`
  /// when not implemented): "if you return false in your implementation,
  /// the cell does not get highlighted and the system bypasses the entire
  /// selection process"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)).
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

  /// UIKit: `collectionView(_:didHighlightItemAt:)` (optional).
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// UIKit: `collectionView(_:didUnhighlightItemAt:)` (optional): called "only
  /// in response to user interactions"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)).
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// UIKit: `collectionView(_:shouldSelectItemAt:)` (optional; `true` when
  /// not implemented): "the collection view calls this method when the user
  /// tries to select an item ... It does not call this method when you
  /// programmatically set the selection"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

  /// UIKit: `collectionView(_:didSelectItemAt:)` (optional).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// UIKit: `collectionView(_:shouldDeselectItemAt:)` (optional; `true` when not implemented).
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

  /// UIKit: `collectionView(_:didDeselectItemAt:)` (optional).
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// UIKit: `collectionView(_:willDisplay:forItemAt:)` (optional): "the
  /// collection view calls this method before adding a cell to its content"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)).
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

  /// UIKit: `collectionView(_:didEndDisplaying:forItemAt:)` (optional): "use
  /// this method to detect when a cell is removed from a collection view"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

  /// UIKit: `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` (optional).
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// UIKit: `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` (optional).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// UIKit: `collectionView(_:contextMenuConfigurationForItemAt:point:)`
  /// (optional, iOS 13 to 16, deprecated by the one below; UICollectionView.h,
  /// iOS 16.5 SDK).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?

  /// UIKit: `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
  /// (optional, iOS 16): "an array with multiple index paths indicates that
  /// the menu was invoked on an item within a multiple selection"; "Return
  /// nil to prevent the interaction from beginning" (UICollectionView.h,
  /// iOS 16.5 SDK).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  /// The default of an optional method: records the call; no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemAt:point:)")
    return nil
  }

  /// The default of an optional method: records the call; no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)")
    return nil
  }

  /// The default of an optional method: records the call; `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)")
    return true
  }

  /// The default of an optional method: records the call.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)")
  }

  /// The default of an optional method: records the call.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)")
  }

  /// The default of an optional method: records the call; `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)")
    return true
  }

  /// The default of an optional method: records the call.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:didSelectItemAt:)")
  }

  /// The default of an optional method: records the call; `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:)")
    return true
  }

  /// The default of an optional method: records the call.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)")
  }

  /// The default of an optional method: records the call.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)")
  }

  /// The default of an optional method: records the call.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    UIKitModelRecorder.record("UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)")
  }

  /// The default of an optional method: records the call.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    UIKitModelRecorder.record(
      "UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
  }

  /// The default of an optional method: records the call.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    UIKitModelRecorder.record(
      "UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)")
  }
}
