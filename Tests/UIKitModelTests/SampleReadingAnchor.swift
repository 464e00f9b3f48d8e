import UIKit

/// Where a scrolling list of a sample screen is read: its first visible
/// item, the first in path order whose frame ends below the top of the
/// visible area, and the share of that item's height above that top.
struct SampleReadingAnchor: CustomStringConvertible {
  var path: IndexPath
  var share: CGFloat

  var description: String { "item \(path) with \(share) of its height above the top" }

  /// The anchor of `list` as laid out now, or `nil` when it shows no item.
  @MainActor
  init?(of list: UIScrollView) {
    let top = list.contentOffset.y + list.adjustedContentInset.top
    let visible = Self.visibleItems(of: list).sorted()
    for path in visible {
      guard let frame = Self.frame(of: path, in: list), frame.maxY > top else { continue }
      self.path = path
      self.share = frame.height > 0 ? (top - frame.minY) / frame.height : 0
      return
    }
    return nil
  }

  /// The table or collection view of `screen` that scrolls its own
  /// content; `nil` for a table inside the app's scroll view, whose
  /// reading position is the app's.
  @MainActor
  static func scrollingList(in view: UIView) -> UIScrollView? {
    if let table = firstView(of: UITableView.self, in: view) { return table.isScrollEnabled ? table : nil }
    return firstView(of: UICollectionView.self, in: view)
  }

  /// Scrolls `list` to the middle of its content, then on so that 40% of
  /// the first visible item is above the top, and lets a run-loop turn
  /// pass; the anchor it shows then, or `nil` for a list that scrolls less
  /// than a row.
  @MainActor
  static func scrollToTheMiddle(of list: UIScrollView, screen: String) throws -> SampleReadingAnchor? {
    let inset = list.adjustedContentInset
    let highest = list.contentSize.height + inset.top + inset.bottom - list.bounds.height
    guard highest > 100 else { return nil }
    list.contentOffset = CGPoint(x: 0, y: highest / 2 - inset.top)
    list.layoutIfNeeded()
    let middle = try SampleReadingAnchor(of: list).unwrapped("\(screen): an item in the middle")
    let frame = try frame(of: middle.path, in: list).unwrapped("\(screen): the frame of \(middle.path)")
    list.contentOffset = CGPoint(x: 0, y: frame.minY + 0.4 * frame.height - inset.top)
    UIKitModelRunLoop.main.advance(by: 2)
    let anchor = try SampleReadingAnchor(of: list).unwrapped("\(screen): the anchor in the middle")
    try expect(anchor.path == middle.path && anchor.share > 0.05, "\(screen): partly above the top: \(anchor)")
    return anchor
  }

  /// Checks that `list` shows this item where it was: the same share of
  /// its height above the top of the visible area, within half a point.
  @MainActor
  func expectHeld(in list: UIScrollView, _ step: String) throws {
    let frame = try Self.frame(of: path, in: list).unwrapped("\(step): the frame of \(path)")
    let top = list.contentOffset.y + list.adjustedContentInset.top
    let wanted = frame.minY + share * frame.height
    try expect(
      abs(top - wanted) <= 0.5,
      "\(step): \(self) should be at the top, the top is \(top - frame.minY) points into it "
        + "(\(frame.height) tall, width \(list.bounds.width)); shown now: "
        + (SampleReadingAnchor(of: list)?.description ?? "nothing"))
  }

  @MainActor
  private static func visibleItems(of list: UIScrollView) -> [IndexPath] {
    if let table = list as? UITableView { return table.indexPathsForVisibleRows ?? [] }
    return (list as? UICollectionView)?.indexPathsForVisibleItems ?? []
  }

  @MainActor
  private static func frame(of path: IndexPath, in list: UIScrollView) -> CGRect? {
    if let table = list as? UITableView { return table.rectForRow(at: path) }
    return (list as? UICollectionView)?.layoutAttributesForItem(at: path)?.frame
  }
}
