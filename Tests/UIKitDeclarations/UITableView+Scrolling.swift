/// UIKit: the geometry and scrolling of `UITableView`.
///
/// The model answers with the heights it knows now: a row not yet measured
/// has `estimatedRowHeight`, so a scroll past unmeasured rows can land off
/// its target once they are measured, as on a device.
extension UITableView {
  /// UIKit: `UITableView.ScrollPosition`
  /// (https://developer.apple.com/documentation/uikit/uitableview/scrollposition).
  public enum ScrollPosition: Int, Sendable {
    /// UIKit: `.none`: "scrolls the row of interest to be fully visible with
    /// a minimum of movement".
    case none
    /// UIKit: `.top`: the row at the top of the visible table view.
    case top
    /// UIKit: `.middle`: the row in the middle of the visible table view.
    case middle
    /// UIKit: `.bottom`: the row at the bottom of the visible table view.
    case bottom
  }

  /// UIKit: `UITableView.rectForRow(at:)`: "the drawing area of a row", in
  /// the table view's coordinates
  /// (https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)).
  /// `.zero` for a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    engine.loadCountsIfNeeded()
    return modelFrames().rows[indexPath] ?? .zero
  }

  /// UIKit: `UITableView.scrollToRow(at:at:animated:)`: "scrolls through the
  /// table view until a row that an index path identifies is at a particular
  /// location on the screen"
  /// (https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)).
  /// The model places the row by the heights it knows now and keeps the
  /// offset within the content; it never animates.
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    engine.loadCountsIfNeeded()
    guard let row = modelFrames().rows[indexPath] else {
      modelRaise("UITableView (\(self)): attempt to scroll to invalid index path: \(indexPath)")
    }
    contentOffset = CGPoint(x: contentOffset.x, y: modelOffset(showing: row, at: scrollPosition))
  }

  /// The offset that puts `row` at `position`, within the scrollable range.
  private func modelOffset(showing row: CGRect, at position: ScrollPosition) -> CGFloat {
    let inset = adjustedContentInset
    let visible = bounds.height - inset.top - inset.bottom
    let top = contentOffset.y + inset.top
    let wanted: CGFloat
    switch position {
    case .top: wanted = row.minY
    case .middle: wanted = row.midY - visible / 2
    case .bottom: wanted = row.maxY - visible
    case .none: wanted = row.minY < top ? row.minY : (row.maxY > top + visible ? row.maxY - visible : top)
    }
    let highest = max(0, modelFrames().height - visible)
    return min(max(0, wanted), highest) - inset.top
  }
}
