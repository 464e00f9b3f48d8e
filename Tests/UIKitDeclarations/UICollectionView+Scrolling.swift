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
    /// UIKit: `.left`: the item at the left of the visible collection view.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// UIKit: `.centeredHorizontally`: the item centered horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// UIKit: `.right`: the item at the right of the visible collection view.
    public static let right = ScrollPosition(rawValue: 1 << 5)
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
  /// offset within the content; it never animates. A horizontal position
  /// scrolls an orthogonal section of a compositional layout sideways
  /// (its item's left edge at the view's left edge for `.left`). Apple
  /// does not say what a position without a vertical part does vertically;
  /// the model scrolls as little as shows the whole item, so a caller that
  /// only means to scroll sideways must keep its vertical offset itself.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
  {
    guard let item = modelFrame(of: indexPath) else {
      modelRaise("UICollectionView (\(self)): attempt to scroll to invalid index path: \(indexPath)")
    }
    let inset = adjustedContentInset
    let visible = bounds.height - inset.top - inset.bottom
    let horizontal = modelScrollOrthogonally(to: indexPath, at: scrollPosition)
    var wanted = contentOffset.y + inset.top
    if horizontal && scrollPosition.isDisjoint(with: [.top, .centeredVertically, .bottom]) {
      wanted = max(min(wanted, item.minY), item.maxY - visible)
    }
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
  private func modelFrame(of indexPath: IndexPath) -> CGRect? { modelFrames()?.layoutItems[indexPath] }

  private func modelContentHeight() -> CGFloat { modelFrames()?.height ?? 0 }
}
