/// The background view that `UITableView` and `UICollectionView` share
/// (`UITableView.backgroundView`, `UICollectionView.backgroundView`): behind
/// every cell, header and footer, filling the bounds, not scrolling.
extension UIScrollView {
  /// Model only: puts `view` at the bottom of the subview stack in place of
  /// `old`, and marks the view for layout.
  ///
  /// Apple says the view is sized automatically, not when: the model sizes
  /// it at the view's next layout pass only, never at the assignment, so a
  /// view just assigned keeps the frame it came with until then (the case
  /// harder for adapters, which must not read its frame early).
  func modelInstallBackgroundView(_ view: UIView?, replacing old: UIView?) {
    guard view !== old else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    if let view { insertSubview(view, at: 0) }
    setNeedsLayout()
  }

  /// Model only: gives `view` the frame of the bounds, whose origin is the
  /// content offset, so that it stays where it is on screen while the
  /// content scrolls, and lays it out. Cells, headers and footers are
  /// added above it.
  func modelLayoutBackgroundView(_ view: UIView?) {
    guard let view else { return }
    if view.frame != bounds { view.frame = bounds }
    view.layoutIfNeeded()
  }

  /// Model only: whether `view` is drawn behind every other subview.
  public func modelIsBehindEverySubview(_ view: UIView) -> Bool { subviews.first === view }
}
