/// UIKit: `UICollectionViewLayout` (https://developer.apple.com/documentation/uikit/uicollectionviewlayout).
@MainActor
open class UICollectionViewLayout: NSObject {
  /// UIKit: `UICollectionViewLayout.init()`.
  public override init() { super.init() }

  /// UIKit: `UICollectionViewLayout.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates layouts in code only") }

  /// UIKit: `UICollectionViewLayout.collectionView`.
  open internal(set) weak var collectionView: UICollectionView?

  /// UIKit: `UICollectionViewLayout.invalidateLayout()`: the collection view
  /// lays out again. Sizes that self-sizing cells reported are kept, so no
  /// cell is measured again (to re-measure one, name it in a context).
  open func invalidateLayout() {
    modelInvalidationCount += 1
    collectionView?.setNeedsLayout()
  }

  /// UIKit: `UICollectionViewLayout.invalidateLayout(with:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateitems(at:)):
  /// the items the context names are sized again at the next layout.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    modelInvalidationCount += 1
    for path in context.invalidatedItemIndexPaths ?? [] { collectionView?.modelMeasuredSizes[path] = nil }
    for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
      for path in paths {
        collectionView?.modelMeasuredSupplementarySizes[ModelSupplementaryKey(kind: kind, section: path.section)] = nil
      }
    }
    collectionView?.setNeedsLayout()
  }

  /// Model only: how many times the layout was invalidated.
  public private(set) var modelInvalidationCount = 0
}

/// UIKit: `UICollectionViewLayoutInvalidationContext`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext).
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// UIKit: `UICollectionViewLayoutInvalidationContext.init()`.
  public override init() { super.init() }

  /// UIKit: `invalidatedItemIndexPaths`.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  /// UIKit: `invalidateItems(at:)`.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// UIKit: `invalidatedSupplementaryIndexPaths`, by element kind.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

  /// UIKit: `invalidateSupplementaryElements(ofKind:at:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatesupplementaryelements(ofkind:at:)):
  /// the supplementary views the context names are sized again at the next
  /// layout.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var invalidated = invalidatedSupplementaryIndexPaths ?? [:]
    invalidated[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = invalidated
  }
}

/// UIKit: `UICollectionViewFlowLayoutInvalidationContext`.
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {}

/// UIKit: `UICollectionViewLayoutAttributes`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// UIKit: `init(forCellWith:)`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }

  /// UIKit: `init(forSupplementaryViewOfKind:with:)`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = elementKind
    super.init()
  }

  /// UIKit: `representedElementKind`: `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// UIKit: `UICollectionViewLayoutAttributes.indexPath`.
  open var indexPath: IndexPath

  /// UIKit: `UICollectionViewLayoutAttributes.frame`.
  open var frame = CGRect.zero

  /// UIKit: `UICollectionViewLayoutAttributes.size`.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any {
    MainActor.assumeIsolated { modelCopy() }
  }

  func modelCopy() -> UICollectionViewLayoutAttributes {
    let copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    copy.representedElementKind = representedElementKind
    copy.frame = frame
    return copy
  }
}
