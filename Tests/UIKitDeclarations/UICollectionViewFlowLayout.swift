/// UIKit: `UICollectionViewFlowLayout`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout).
///
/// The model's flow is vertical: each section has a header of
/// `headerReferenceSize.height` when that is not zero, then its items in
/// lines, left to right, `minimumInteritemSpacing` apart, a new line when
/// the next item does not fit, lines `minimumLineSpacing` apart, then a
/// footer of `footerReferenceSize.height` when that is not zero
/// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize:
/// "If the size in the appropriate scrolling dimension is 0, no footer is added"). With an
/// `estimatedItemSize`, items self-size (their cells' preferred attributes);
/// otherwise every item is `itemSize`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// UIKit: `UICollectionViewFlowLayout.automaticSize`.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// UIKit: `UICollectionViewFlowLayout.itemSize`, 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }

  /// UIKit: `UICollectionViewFlowLayout.estimatedItemSize`; `.zero` turns self-sizing off.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }

  /// UIKit: `UICollectionViewFlowLayout.minimumInteritemSpacing`, 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

  /// UIKit: `UICollectionViewFlowLayout.minimumLineSpacing`, 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

  /// UIKit: `UICollectionViewFlowLayout.headerReferenceSize`.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

  /// UIKit: `UICollectionViewFlowLayout.footerReferenceSize`.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

  /// UIKit: `UICollectionViewFlowLayout.sectionInset`.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

  /// The frames of the items and headers of `counts` in a `width` wide view,
  /// with the measured sizes of `sizes`.
  func modelFrames(counts: [Int], width: CGFloat, sizes: [IndexPath: CGSize]) -> (
    items: [IndexPath: CGRect], headers: [Int: CGRect], footers: [Int: CGRect], height: CGFloat
  ) {
    var items: [IndexPath: CGRect] = [:]
    var headers: [Int: CGRect] = [:]
    var footers: [Int: CGRect] = [:]
    var y: CGFloat = 0
    let selfSizing = estimatedItemSize != .zero
    let available = max(0, width - sectionInset.left - sectionInset.right)
    for (section, count) in counts.enumerated() {
      if headerReferenceSize.height > 0 {
        headers[section] = CGRect(x: 0, y: y, width: width, height: headerReferenceSize.height)
        y += headerReferenceSize.height
      }
      y += sectionInset.top
      var x: CGFloat = 0
      var lineHeight: CGFloat = 0
      var lineStarted = false
      for item in 0..<max(0, count) {
        let path = IndexPath(item: item, section: section)
        let size = selfSizing ? (sizes[path] ?? estimatedItemSize) : itemSize
        if lineStarted && x + minimumInteritemSpacing + size.width > available {
          y += lineHeight + minimumLineSpacing
          x = 0
          lineHeight = 0
          lineStarted = false
        }
        if lineStarted { x += minimumInteritemSpacing }
        items[path] = CGRect(x: sectionInset.left + x, y: y, width: size.width, height: size.height)
        x += size.width
        lineHeight = max(lineHeight, size.height)
        lineStarted = true
      }
      y += lineHeight + sectionInset.bottom
      if footerReferenceSize.height > 0 {
        footers[section] = CGRect(x: 0, y: y, width: width, height: footerReferenceSize.height)
        y += footerReferenceSize.height
      }
    }
    return (items, headers, footers, y)
  }
}
