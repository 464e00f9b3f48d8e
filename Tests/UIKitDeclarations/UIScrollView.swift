/// UIKit: `UIScrollView` (https://developer.apple.com/documentation/uikit/uiscrollview).
///
/// The bounds origin is the content offset. A subview pinned to the scroll
/// view's edges with Auto Layout defines the content size, as the content
/// layout guide does.
@MainActor
open class UIScrollView: UIView {
  /// UIKit: `UIScrollView.contentSize`.
  open var contentSize = CGSize.zero

  /// UIKit: `UIScrollView.contentOffset`: the bounds origin. Moving it marks
  /// the view for layout, so a table or collection view shows the new rows.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      bounds = CGRect(origin: newValue, size: bounds.size)
      setNeedsLayout()
    }
  }

  /// UIKit: `UIScrollView.setContentOffset(_:animated:)`; the model never animates scrolling.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

  /// UIKit: `UIScrollView.contentInset`.
  open var contentInset = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// UIKit: `UIScrollView.adjustedContentInset`: the content inset plus the
  /// safe-area insets at the top and bottom (the `.automatic` adjustment
  /// behaviour of a vertically scrolling view,
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
  open var adjustedContentInset: UIEdgeInsets {
    let safeArea = safeAreaInsets
    return contentInset + UIEdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
  }

  /// UIKit: `UIScrollView.isScrollEnabled`.
  open var isScrollEnabled = true

  /// Lays out content pinned to the edges at its fitting height, and takes
  /// the content size from it.
  open override func layoutSubviews() {
    var size = CGSize(width: bounds.width, height: 0)
    for (view, frame) in modelConstrainedFrames(width: bounds.width, height: nil) {
      if view.frame != frame { view.frame = frame }
      size.height = max(size.height, frame.maxY)
    }
    if subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) { contentSize = size }
  }
}

/// UIKit: `UIScrollViewDelegate`. Every requirement is optional.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
