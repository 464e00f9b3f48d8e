/// UIKit: `NSCollectionLayoutContainer`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer):
/// "contentSize: resolved size of container (before any insets are
/// applied)", "effectiveContentSize: after insets are applied"
/// (UICollectionViewCompositionalLayout.h).
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// UIKit: `contentSize`.
  var contentSize: CGSize { get }
  /// UIKit: `effectiveContentSize`.
  var effectiveContentSize: CGSize { get }
  /// UIKit: `contentInsets`.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// UIKit: `effectiveContentInsets`.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit: `NSCollectionLayoutEnvironment`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment).
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// UIKit: `container`.
  var container: any NSCollectionLayoutContainer { get }
  /// UIKit: `traitCollection`.
  var traitCollection: UITraitCollection { get }
}

/// UIKit: `NSCollectionLayoutVisibleItem`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem):
/// "An item that's currently visible within the bounds of a section": a
/// cell, or a supplementary or decoration item of the section, as
/// `representedElementCategory` and `representedElementKind` say
/// (UICollectionViewCompositionalLayout.h). The model's frames are in the
/// collection view's coordinates before the section's orthogonal
/// scrolling, the offset of which the handler receives.
@MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  /// UIKit: `indexPath`; a boundary supplementary item's is item 0 of its
  /// section, as a cell's may be.
  var indexPath: IndexPath { get }
  /// UIKit: `frame`.
  var frame: CGRect { get }
  /// UIKit: `representedElementCategory`.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// UIKit: `representedElementKind`, `nil` for a cell.
  var representedElementKind: String? { get }
}

/// UIKit: `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler):
/// "called before each layout cycle, any time an animation occurs in that
/// section due to changes such as adding or removing items, scrolling the
/// section, or rotating the device." The model calls it in every layout
/// pass of the collection view, before it places the cells, with the
/// section's offset of that pass, for a section with something on screen.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// UIKit: `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior):
/// any value but `.none` "makes the section lay out its content orthogonally
/// to the main layout axis": its groups one after another, sideways.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// UIKit: `.none`.
  case none = 0
  /// UIKit: `.continuous`.
  case continuous
  /// UIKit: `.continuousGroupLeadingBoundary`.
  case continuousGroupLeadingBoundary
  /// UIKit: `.paging`.
  case paging
  /// UIKit: `.groupPaging`: "page its content orthogonally one group at a time".
  case groupPaging
  /// UIKit: `.groupPagingCentered`.
  case groupPagingCentered
}

/// UIKit: `NSCollectionLayoutSection`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection):
/// its group repeated until the section's items are placed, one under the
/// other `interGroupSpacing` apart (or sideways when it scrolls
/// orthogonally), inside `contentInsets`, between its boundary items.
@MainActor
open class NSCollectionLayoutSection: NSObject, NSCopying {
  /// UIKit: `init(group:)`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// UIKit: `contentInsets`: "the amount of space between the content of
  /// the section and its boundaries", measured from the edges
  /// `contentInsetsReference` names.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// UIKit: `contentInsetsReference` (iOS 14): "default is
  /// UIContentInsetsReferenceAutomatic i.e. following the layout
  /// configuration's contentInsetsReference" (UICollectionViewCompositionalLayout.h, line 101).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// UIKit: `interGroupSpacing`
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing).
  open var interGroupSpacing: CGFloat = 0
  /// UIKit: `orthogonalScrollingBehavior`, `.none` by default.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// UIKit: `boundarySupplementaryItems`.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// UIKit: `visibleItemsInvalidationHandler`.
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

  // MARK: - Model

  /// The group the section repeats.
  let group: NSCollectionLayoutGroup
  /// The list configuration of a section made by
  /// `list(using:layoutEnvironment:)`, `nil` for any other.
  var modelListConfiguration: UICollectionLayoutListConfiguration?
}

extension UICollectionView {
  /// UIKit: `UICollectionView.ElementCategory`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory).
  public enum ElementCategory: UInt, Sendable {
    /// UIKit: `.cell`.
    case cell
    /// UIKit: `.supplementaryView`.
    case supplementaryView
    /// UIKit: `.decorationView`.
    case decorationView
  }

  /// UIKit: `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// The model's layout environment: a container `contentSize` wide and tall
/// with no insets.
final class ModelLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  init(contentSize: CGSize, traitCollection: UITraitCollection) {
    self.contentSize = contentSize
    self.traitCollection = traitCollection
  }

  let contentSize: CGSize
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// A visible item the model hands to a section's invalidation handler: a
/// cell (no kind) or a boundary supplementary item (its kind).
final class ModelVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  init(indexPath: IndexPath, frame: CGRect, kind: String? = nil) {
    self.indexPath = indexPath
    self.frame = frame
    representedElementKind = kind
  }

  let indexPath: IndexPath
  let frame: CGRect
  let representedElementKind: String?
  var representedElementCategory: UICollectionView.ElementCategory {
    representedElementKind == nil ? .cell : .supplementaryView
  }
}
