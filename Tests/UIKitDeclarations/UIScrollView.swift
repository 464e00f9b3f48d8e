/// UIKit: `UIScrollView` (https://developer.apple.com/documentation/uikit/uiscrollview).
///
/// The bounds origin is the content offset. A subview pinned to the scroll
/// view's edges with Auto Layout defines the content size, as the content
/// layout guide does.
@MainActor
open class UIScrollView: UIView {
  /// UIKit: `UIScrollView.contentSize`. Content that shrinks below the
  /// offset moves the offset back within it (``modelKeepOffsetInRange()``).
  open var contentSize = CGSize.zero {
    didSet { if contentSize != oldValue { modelKeepOffsetInRange() } }
  }

  /// UIKit: `UIScrollView.contentOffset`: the bounds origin. Moving it marks
  /// the view for layout, so a table or collection view shows the new rows.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      if newValue != bounds.origin {
        modelOffsetChanges.append(
          UIKitModelOffsetChange(
            offset: newValue, animated: modelAnimationFrame, whileAnimating: modelAnimations > 0 && !modelAnimationFrame
          ))
      }
      let changed = newValue != bounds.origin
      bounds = CGRect(origin: newValue, size: bounds.size)
      setNeedsLayout()
      if changed { modelScrollViewDelegate?.scrollViewDidScroll(self) }
    }
  }

  /// Model only: the view's delegate as a scroll view's: the table's or
  /// collection view's `delegate`, which UIKit declares once, on
  /// `UIScrollView`.
  var modelScrollViewDelegate: (any UIScrollViewDelegate)? { nil }

  /// UIKit: `UIScrollView.setContentOffset(_:animated:)`: with `animated`, in
  /// a window with animations enabled, "animate at a constant velocity to the
  /// new offset" (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)).
  /// The model moves the offset in three frames over
  /// ``UIKitModelRunLoop/animationDuration`` and lays out at each, so rows
  /// on the way are measured during the animation, as on a device; the
  /// changes are recorded as animated. A later animated call replaces the
  /// animation under way; a plain `contentOffset` set does not stop it
  /// (Apple is silent; the case harder for adapters).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated, window != nil, UIView.areAnimationsEnabled, contentOffset != self.contentOffset else {
      self.contentOffset = contentOffset
      return
    }
    modelOffsetAnimationGeneration += 1
    let generation = modelOffsetAnimationGeneration
    let start = self.contentOffset
    modelAnimations += 1
    for frame in 1...3 {
      let fraction = CGFloat(frame) / 3
      UIKitModelRunLoop.main.perform(after: UIKitModelRunLoop.animationDuration * Double(fraction)) { [weak self] in
        guard let self else { return }
        if frame == 3 { self.modelAnimations -= 1 }
        guard generation == self.modelOffsetAnimationGeneration else { return }
        self.modelAnimationFrame = true
        self.contentOffset = CGPoint(
          x: start.x + (contentOffset.x - start.x) * fraction, y: start.y + (contentOffset.y - start.y) * fraction)
        self.layoutIfNeeded()
        self.modelAnimationFrame = false
      }
    }
  }

  /// Model only: every change of the content offset, in order, with whether
  /// it was a frame of an animation and whether it was set plainly while an
  /// animation (a scroll's or a batch update's) was under way: a jump on screen.
  public private(set) var modelOffsetChanges: [UIKitModelOffsetChange] = []

  /// Model only: whether an animation of the view's own (an animated scroll
  /// or batch update) is under way.
  public var modelIsAnimating: Bool { modelAnimations > 0 }

  /// Counts an animation of `duration` seconds under way from now.
  func modelBeginAnimation(duration: Double) {
    modelAnimations += 1
    UIKitModelRunLoop.main.perform(after: duration) { [weak self] in self?.modelAnimations -= 1 }
  }

  private var modelAnimations = 0
  /// The adjusted top inset the offset was last placed against.
  private var modelRestingTop: CGFloat = 0
  /// That inset without a refreshing control's part.
  private var modelRestingTopWithoutRefresh: CGFloat = 0
  /// The adjusted inset last told to the delegate.
  private var modelLastAdjustedInset = UIEdgeInsets.zero
  /// Whether the offset being set is a frame of an animation of the view's own.
  var modelAnimationFrame = false
  private var modelOffsetAnimationGeneration = 0

  /// UIKit: `UIScrollView.contentInset`.
  open var contentInset = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// UIKit: `UIScrollView.adjustedContentInset`: the content inset plus the
  /// safe-area insets at the top and bottom (the `.automatic` adjustment
  /// behaviour of a vertically scrolling view,
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
  /// While its ``refreshControl`` refreshes, the top grows by the
  /// control's height (``modelRefreshInset``; `UIScrollView+Refresh.swift`).
  open var adjustedContentInset: UIEdgeInsets {
    let safeArea = safeAreaInsets
    return contentInset
      + UIEdgeInsets(top: safeArea.top + modelRefreshInset, left: 0, bottom: safeArea.bottom, right: 0)
  }

  /// UIKit: `UIScrollView.refreshControl` (iOS 10): "The refresh control
  /// associated with the scroll view"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol).
  /// Setting it adds the control as a subview above the content and removes
  /// the old one; see `UIScrollView+Refresh.swift`.
  open var refreshControl: UIRefreshControl? {
    didSet { modelInstallRefreshControl(refreshControl, replacing: oldValue) }
  }

  /// Model only: how much a refreshing ``refreshControl`` adds to the top
  /// of ``adjustedContentInset``: its height while it refreshes, shrinking
  /// to 0 while `endRefreshing()` hides it with an animation.
  public internal(set) var modelRefreshInset: CGFloat = 0 {
    didSet { if modelRefreshInset != oldValue { setNeedsLayout() } }
  }

  /// UIKit: `UIScrollView.isDragging`: "whether the user has begun
  /// scrolling the content"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/isdragging).
  /// The model has no touches: it is ``modelIsDragging``.
  open var isDragging: Bool { modelIsDragging }

  /// Model only: whether a test plays a person dragging the content.
  public var modelIsDragging = false

  /// UIKit: `UIScrollView.isDecelerating`: "whether the content is moving in
  /// the scroll view after the user lifted their finger"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating).
  /// In the model, while the content settles back after
  /// ``modelPullToRefresh()``.
  open var isDecelerating: Bool { modelIsDecelerating }

  /// Whether the content settles after a person's pull.
  var modelIsDecelerating = false

  /// Counts the changes of the refresh control's inset, so that a hiding
  /// animation stops when the control begins refreshing again.
  var modelRefreshInsetGeneration = 0

  /// UIKit: `UIScrollView.isScrollEnabled`.
  open var isScrollEnabled = true

  // MARK: - UIKit's own offset changes

  /// UIKit moves the offset itself, and tells the delegate as of any change
  /// (`scrollViewDidScroll(_:)`, "any offset changes", UIScrollView.h), in
  /// two cases the model plays before each layout of the view:
  ///
  /// - The adjusted top inset changed (a safe area from a navigation bar or
  ///   the status bar, a new `contentInset`) while the offset rested at the
  ///   old one's top, `-adjustedContentInset.top`: the offset moves to the
  ///   new top. A view starts at offset 0, the top of no inset, so its first
  ///   offset is `-adjustedContentInset.top`: the content's top shows below
  ///   the bar, as a table under a navigation bar opens (UIScrollView.h:
  ///   `contentInsetAdjustmentBehavior` "adjust[s] the top & bottom
  ///   contentInset when the scroll view is owned by a view controller ...
  ///   inside a navigation controller"; the inset is "the insets derived from
  ///   the content insets and the safe area of the scroll view",
  ///   https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
  /// - The offset lies beyond the content (it shrank, or the view grew, or
  ///   the insets changed): it moves back within
  ///   `-adjustedContentInset.top ... contentSize.height + adjustedContentInset.bottom - bounds.height`.
  ///
  /// Apple does not document when UIKit makes these changes; the model
  /// makes each at once and reports it, the case harder for adapters, except
  /// while a person drags. During an animation of the view's own, the change
  /// is recorded as part of it, not as a jump.
  ///
  /// A new adjusted inset is first told to the delegate
  /// (`scrollViewDidChangeAdjustedContentInset(_:)`), then the offset moves;
  /// Apple does not give the order either.
  ///
  /// A refresh control's part of the inset (``modelRefreshInset``) does not
  /// move a resting offset: `beginRefreshing()` leaves the control out of
  /// sight (`UIScrollView+Refresh.swift`). An offset that shows it moves
  /// back within the insets when it goes.
  func modelWillLayoutSubviews() {
    let inset = adjustedContentInset
    if inset != modelLastAdjustedInset {
      modelLastAdjustedInset = inset
      modelScrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
    let top = adjustedContentInset.top
    if top != modelRestingTop {
      let withoutRefresh = top - modelRefreshInset
      if withoutRefresh != modelRestingTopWithoutRefresh, contentOffset.y == -modelRestingTop, !isDragging,
        !isDecelerating
      {
        modelSetOwnOffset(-top)
      }
      modelRestingTop = top
      modelRestingTopWithoutRefresh = withoutRefresh
    }
    modelKeepOffsetInRange()
    modelLayoutRefreshControl()
  }

  /// Moves the offset back within the content and the adjusted insets,
  /// unless a person drags or the content settles after a drag; see
  /// ``modelWillLayoutSubviews()``.
  func modelKeepOffsetInRange() {
    guard !isDragging, !isDecelerating else { return }
    let inset = adjustedContentInset
    let lowest = -inset.top
    let highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
    let kept = min(max(contentOffset.y, lowest), highest)
    if kept != contentOffset.y { modelSetOwnOffset(kept) }
  }

  /// Sets the offset as UIKit's own change: reported to the delegate, and
  /// recorded as a frame of the animation under way, if any.
  private func modelSetOwnOffset(_ y: CGFloat) {
    let wasFrame = modelAnimationFrame
    modelAnimationFrame = modelIsAnimating || wasFrame
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    modelAnimationFrame = wasFrame
  }

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
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// UIKit: `scrollViewDidScroll(_:)` (optional), "any offset changes"
  /// (UIScrollView.h): a person's scroll, an animated scroll's every frame,
  /// a plain `contentOffset` set, and UIKit's own changes (the first offset
  /// under a top inset, a safe area change at the top, content that shrank
  /// below the offset; ``UIScrollView/modelWillLayoutSubviews()``) alike
  /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)).
  /// Apple does not say whether the view has laid out the new offset's
  /// rows by then: the model calls it from the `contentOffset` setter,
  /// before that layout, the case harder for an adapter.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// UIKit: `scrollViewDidChangeAdjustedContentInset(_:)` (optional, iOS 11):
  /// the adjusted content inset changed (UIScrollView.h: "Also see
  /// -[UIScrollView adjustedContentInsetDidChange]";
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)):
  /// a new safe area, as when the view enters a window under a navigation
  /// bar, or a new `contentInset`. The model calls it before the layout
  /// that follows (``UIScrollView/modelWillLayoutSubviews()``).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// UIKit: the delegate does not implement `scrollViewDidScroll(_:)`.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// UIKit: the delegate does not implement `scrollViewDidChangeAdjustedContentInset(_:)`.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Model only: one change of a scroll view's content offset.
public struct UIKitModelOffsetChange: Equatable, Sendable {
  /// The new offset.
  public var offset: CGPoint
  /// Whether it is a frame of `setContentOffset(_:animated:)` with `animated`.
  public var animated: Bool
  /// Whether it was set plainly while an animation was under way.
  public var whileAnimating: Bool
}
