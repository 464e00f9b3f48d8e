/// UIKit: the geometry and scrolling of `UICollectionView`, for the vertical
/// flow layout the model lays out.
///
/// The model answers with the sizes it knows now: an item not yet measured
/// has the flow layout's `estimatedItemSize`, so a scroll past unmeasured
/// items can land off its target once they are measured, as on a device.
extension UICollectionView {
  /// UIKit: `UICollectionView.ScrollPosition`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition).
  public struct ScrollPosition: OptionSet, Sendable {
    /// UIKit: `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// UIKit: `rawValue`.
    public let rawValue: UInt

    /// UIKit: `.top`: the item at the top of the visible collection view.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// UIKit: `.centeredVertically`: the item centered vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// UIKit: `.bottom`: the item at the bottom of the visible collection view.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }

  /// UIKit: `UICollectionView.layoutAttributesForItem(at:)`: "the layout
  /// information for the item at the specified index path"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)).
  /// `nil` for an item that does not exist.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let frame = modelFrame(of: indexPath) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  /// UIKit: `UICollectionView.scrollToItem(at:at:animated:)`: "scrolls the
  /// collection view contents until the specified item is visible"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)).
  /// The model places the item by the sizes it knows now and keeps the
  /// offset within the content; it never animates.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
  {
    guard let item = modelFrame(of: indexPath) else {
      modelRaise("UICollectionView (\(self)): attempt to scroll to invalid index path: \(indexPath)")
    }
    let inset = adjustedContentInset
    let visible = bounds.height - inset.top - inset.bottom
    var wanted = contentOffset.y + inset.top
    if scrollPosition.contains(.top) {
      wanted = item.minY
    } else if scrollPosition.contains(.centeredVertically) {
      wanted = item.midY - visible / 2
    } else if scrollPosition.contains(.bottom) {
      wanted = item.maxY - visible
    }
    let highest = max(0, modelContentHeight() - visible)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, wanted), highest) - inset.top)
  }

  /// The frame of the item at `indexPath` with the sizes known now.
  private func modelFrame(of indexPath: IndexPath) -> CGRect? {
    engine.loadCountsIfNeeded()
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return nil }
    return flow.modelFrames(counts: engine.counts, width: bounds.width, sizes: modelMeasuredSizes).items[indexPath]
  }

  private func modelContentHeight() -> CGFloat {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return 0 }
    return flow.modelFrames(counts: engine.counts, width: bounds.width, sizes: modelMeasuredSizes).height
  }
}

extension UICollectionView {
  /// UIKit: `UICollectionView.supplementaryView(forElementKind:at:)`: "the
  /// supplementary view at the specified index path", visible ones only
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)).
  /// The model's flow layout has section headers only.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    elementKind == UICollectionView.elementKindSectionHeader ? headers[indexPath.section] : nil
  }
}
