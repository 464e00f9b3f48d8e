/// A scroll view's refresh control (`UIScrollView.refreshControl`, iOS 10)
/// and a person's pull to refresh.
extension UIScrollView {
  /// Model only: how far above the top of its content a person's pull
  /// takes a scroll view: twice a refresh control's height, the model's
  /// figure (Apple gives no distance).
  public static let modelPullDistance: CGFloat = 2 * UIRefreshControl.modelHeight

  /// Model only: a person puts a finger on the content, pulls it down past
  /// the top and lets go, as "the user drags the top of the scrollable
  /// content area downward" (https://developer.apple.com/documentation/uikit/uirefreshcontrol).
  ///
  /// 1. While `isDragging`, the offset moves in three steps from where it
  ///    is to ``modelPullDistance`` above the top of the content, each
  ///    reported to the delegate (`scrollViewDidScroll(_:)`) and laid out.
  /// 2. Still dragging, the ``refreshControl``, when there is one, enabled
  ///    and not refreshing, begins refreshing (the adjusted top inset grows
  ///    by its height) and sends its `.valueChanged` actions
  ///    ("When a user has pulled-to-refresh, the UIRefreshControl fires its
  ///    UIControlEventValueChanged event", UIRefreshControl.h). Apple does
  ///    not say whether the finger is still down then; the model sends them
  ///    before it lifts, with the content above its top, the case harder
  ///    for an adapter. A control already refreshing sends nothing.
  /// 3. The finger lifts: while `isDecelerating`, the content settles in
  ///    three frames over 0.3 seconds (at once outside a window) at
  ///    `-adjustedContentInset.top` as it is at each frame, below the
  ///    control while it refreshes, at the content's top once it has
  ///    ended. A plain or animated offset set meanwhile does not stop the
  ///    settling (Apple is silent; the harder case).
  ///
  /// Nothing happens while scrolling is disabled.
  public func modelPullToRefresh() {
    guard isScrollEnabled else { return }
    let start = contentOffset.y
    let deepest = -(adjustedContentInset.top - modelRefreshInset + UIScrollView.modelPullDistance)
    modelIsDragging = true
    for step in 1...3 {
      contentOffset = CGPoint(x: contentOffset.x, y: start + (deepest - start) * CGFloat(step) / 3)
      layoutIfNeeded()
    }
    if let control = refreshControl, control.isEnabled, !control.isRefreshing {
      control.beginRefreshing()
      layoutIfNeeded()
      control.sendActions(for: .valueChanged)
    }
    modelIsDragging = false
    modelSettleAfterPull()
  }

  /// Moves the content to `-adjustedContentInset.top` after a pull; see
  /// ``modelPullToRefresh()``.
  private func modelSettleAfterPull() {
    guard window != nil else {
      contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
      layoutIfNeeded()
      return
    }
    modelIsDecelerating = true
    let start = contentOffset.y
    for frame in 1...3 {
      UIKitModelRunLoop.main.perform(after: UIKitModelRunLoop.animationDuration * Double(frame) / 3) {
        [weak self] in
        guard let self else { return }
        let target = -self.adjustedContentInset.top
        self.contentOffset = CGPoint(x: self.contentOffset.x, y: start + (target - start) * CGFloat(frame) / 3)
        if frame == 3 { self.modelIsDecelerating = false }
        self.layoutIfNeeded()
      }
    }
  }

  // MARK: - The control's place and inset

  /// Puts `control` above the content in place of `old`. A control that
  /// is refreshing when it arrives brings its inset with it.
  func modelInstallRefreshControl(_ control: UIRefreshControl?, replacing old: UIRefreshControl?) {
    guard control !== old else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    modelRefreshInsetGeneration += 1
    modelRefreshInset = 0
    guard let control else { return }
    addSubview(control)
    if control.isRefreshing { modelRefreshInset = control.frame.height }
  }

  /// Places the refresh control above the content's top, across the width.
  func modelLayoutRefreshControl() {
    guard let control = refreshControl, control.superview === self else { return }
    let frame = CGRect(x: 0, y: -control.frame.height, width: bounds.width, height: control.frame.height)
    if control.frame != frame { control.frame = frame }
  }

  /// `beginRefreshing()`: the adjusted top inset grows by the control's height.
  func modelShowRefreshInset(of control: UIRefreshControl) {
    modelRefreshInsetGeneration += 1
    modelRefreshInset = control.frame.height
  }

  /// `endRefreshing()`: the control's inset goes, and the control with it
  /// when it shows, with an animation in a window with animations enabled.
  func modelHideRefreshInset(of control: UIRefreshControl) {
    modelRefreshInsetGeneration += 1
    let shows = control.modelVisibleHeight > 0
    guard shows, !isDragging, !isDecelerating, window != nil, UIView.areAnimationsEnabled else {
      modelRefreshInset = 0
      if shows, !isDragging, !isDecelerating { modelKeepOffsetInRange() }
      return
    }
    let generation = modelRefreshInsetGeneration
    let startInset = modelRefreshInset
    let startOffset = contentOffset.y
    let top = adjustedContentInset.top - startInset
    modelBeginAnimation(duration: UIKitModelRunLoop.animationDuration)
    for frame in 1...3 {
      UIKitModelRunLoop.main.perform(after: UIKitModelRunLoop.animationDuration * Double(frame) / 3) {
        [weak self] in
        guard let self, generation == self.modelRefreshInsetGeneration else { return }
        let fraction = CGFloat(frame) / 3
        self.modelRefreshInset = startInset * (1 - fraction)
        self.modelAnimationFrame = true
        self.contentOffset = CGPoint(x: self.contentOffset.x, y: startOffset + (-top - startOffset) * fraction)
        self.layoutIfNeeded()
        self.modelAnimationFrame = false
      }
    }
  }
}
