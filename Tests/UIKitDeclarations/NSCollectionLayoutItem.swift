/// UIKit: `NSCollectionLayoutItem`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem):
/// "the most basic component of a collection view's layout", sized by its
/// `layoutSize` against its containing group.
@MainActor
open class NSCollectionLayoutItem: NSObject, NSCopying {
  /// UIKit: `init(layoutSize:)`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }

  /// UIKit: `layoutSize`.
  public let layoutSize: NSCollectionLayoutSize

  /// UIKit: `contentInsets`; the model lays out groups and sections with
  /// their insets, and traps on an item's, which it does not model.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// UIKit: `NSCollectionLayoutGroupCustomItem`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem):
/// "Instead of providing a layout size for the custom item ... you provide a
/// frame", relative to its group's origin.
@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
  /// UIKit: `init(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
    zIndex = 0
    super.init()
  }

  /// UIKit: `init(frame:zIndex:)`.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  /// UIKit: `frame`.
  public let frame: CGRect
  /// UIKit: `zIndex`.
  public let zIndex: Int

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// UIKit: `NSCollectionLayoutGroupCustomItemProvider`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitemprovider).
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
  [NSCollectionLayoutGroupCustomItem]

/// UIKit: `NSCollectionLayoutGroup`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup):
/// "A group might lay out its items in a horizontal row, a vertical column,
/// or a custom arrangement." A horizontal group places one item per subitem,
/// leading to trailing, `interItemSpacing` apart; a custom group places as
/// many items as its provider returns frames (WWDC19 215). The model lays
/// out horizontal and custom groups; a vertical one traps.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  // MARK: - Lifecycle

  init(layoutSize: NSCollectionLayoutSize, modelArrangement: ModelArrangement, subitems: [NSCollectionLayoutItem]) {
    self.modelArrangement = modelArrangement
    self.subitems = subitems
    super.init(layoutSize: layoutSize)
  }

  // MARK: - Public

  /// UIKit: `horizontal(layoutSize:subitems:)`.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    unsafeDowncast(
      NSCollectionLayoutGroup(layoutSize: layoutSize, modelArrangement: .horizontal, subitems: subitems), to: self)
  }

  /// UIKit: `vertical(layoutSize:subitems:)`.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    unsafeDowncast(
      NSCollectionLayoutGroup(layoutSize: layoutSize, modelArrangement: .vertical, subitems: subitems), to: self)
  }

  /// UIKit: `custom(layoutSize:itemProvider:)`: "Creates a group of the
  /// specified size, with an item provider that creates a custom arrangement
  /// for those items."
  open class func custom(
    layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    unsafeDowncast(
      NSCollectionLayoutGroup(layoutSize: layoutSize, modelArrangement: .custom(itemProvider), subitems: []),
      to: self)
  }

  /// UIKit: `subitems`.
  public let subitems: [NSCollectionLayoutItem]

  /// UIKit: `interItemSpacing`.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  // MARK: - Model

  enum ModelArrangement {
    case horizontal
    case vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  let modelArrangement: ModelArrangement
}

/// UIKit: `NSCollectionLayoutBoundarySupplementaryItem`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem):
/// "You use boundary supplementary items to add headers or footers to a
/// section". A `.top` item sits above the section's content insets and a
/// `.bottom` one below them (`extendsBoundary` is true by default), as wide
/// as the section inside its leading and trailing insets (the default of the
/// iOS 13 `supplementariesFollowContentInsets`, true). The model lays out
/// `.top` and `.bottom` only.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// UIKit: `init(layoutSize:elementKind:alignment:)`.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }

  /// UIKit: `elementKind`.
  public let elementKind: String

  /// UIKit: `alignment`.
  public let alignment: NSRectAlignment

  /// UIKit: `pinToVisibleBounds`: "pin the boundary supplementary item to
  /// the visible bounds of the section ... shown while any portion of the
  /// section ... is visible"
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds).
  open var pinToVisibleBounds = false

  /// UIKit: `extendsBoundary`, true by default; the model lays out true only.
  open var extendsBoundary = true

  /// UIKit: `zIndex`.
  open var zIndex = 0
}
