/// UIKit: `NSDirectionalEdgeInsets`
/// (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets):
/// insets by leading and trailing edges; the model lays out left to right,
/// so leading is left.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// UIKit: `NSDirectionalEdgeInsets.top`.
  public var top: CGFloat
  /// UIKit: `NSDirectionalEdgeInsets.leading`.
  public var leading: CGFloat
  /// UIKit: `NSDirectionalEdgeInsets.bottom`.
  public var bottom: CGFloat
  /// UIKit: `NSDirectionalEdgeInsets.trailing`.
  public var trailing: CGFloat

  /// UIKit: `NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// UIKit: `NSDirectionalEdgeInsets.init()`: all zero.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// UIKit: `NSDirectionalEdgeInsets.zero`.
  public static let zero = NSDirectionalEdgeInsets()
}

/// UIKit: `NSRectAlignment`
/// (https://developer.apple.com/documentation/uikit/nsrectalignment): where
/// a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
  /// UIKit: `.none`.
  case none = 0
  /// UIKit: `.top`: above the section, as a header.
  case top
  /// UIKit: `.topLeading`.
  case topLeading
  /// UIKit: `.leading`.
  case leading
  /// UIKit: `.bottomLeading`.
  case bottomLeading
  /// UIKit: `.bottom`: below the section, as a footer.
  case bottom
  /// UIKit: `.bottomTrailing`.
  case bottomTrailing
  /// UIKit: `.trailing`.
  case trailing
  /// UIKit: `.topTrailing`.
  case topTrailing
}

/// UIKit: `NSCollectionLayoutDimension`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension):
/// "You can express an item's dimensions using an absolute, estimated, or
/// fractional value." A fraction is "computed as a fraction of the width
/// [height] of the containing group" (fractionalWidth(_:) page); for a
/// section's outermost group the container is the section's, inside its
/// `contentInsets` (WWDC19 215 "Advances in Collection View Layout"). An
/// estimated value is "an initial estimated size and the system computes the
/// actual value later": the model uses the size the view reports, and the
/// estimate until then (Apple does not document where an estimated item is
/// placed before and while it is measured).
@MainActor
open class NSCollectionLayoutDimension: NSObject, NSCopying {
  // MARK: - Lifecycle

  private init(kind: ModelKind, dimension: CGFloat) {
    modelKind = kind
    self.dimension = dimension
    super.init()
  }

  // MARK: - Public

  /// UIKit: `fractionalWidth(_:)`.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth), to: self)
  }

  /// UIKit: `fractionalHeight(_:)`.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight), to: self)
  }

  /// UIKit: `absolute(_:)`.
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension), to: self)
  }

  /// UIKit: `estimated(_:)`.
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension), to: self)
  }

  /// UIKit: `isFractionalWidth`.
  open var isFractionalWidth: Bool { modelKind == .fractionalWidth }
  /// UIKit: `isFractionalHeight`.
  open var isFractionalHeight: Bool { modelKind == .fractionalHeight }
  /// UIKit: `isAbsolute`.
  open var isAbsolute: Bool { modelKind == .absolute }
  /// UIKit: `isEstimated`.
  open var isEstimated: Bool { modelKind == .estimated }
  /// UIKit: `dimension`.
  public let dimension: CGFloat

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

  // MARK: - Model

  enum ModelKind { case fractionalWidth, fractionalHeight, absolute, estimated }

  let modelKind: ModelKind

  /// The length in a container of `container`, with `measured` for an
  /// estimated dimension once the view reported it.
  func modelResolve(in container: CGSize, measured: CGFloat?) -> CGFloat {
    switch modelKind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute: dimension
    case .estimated: measured ?? dimension
    }
  }
}

/// UIKit: `NSCollectionLayoutSize`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize):
/// a width and a height dimension.
@MainActor
open class NSCollectionLayoutSize: NSObject, NSCopying {
  /// UIKit: `init(widthDimension:heightDimension:)`.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// UIKit: `widthDimension`.
  public let widthDimension: NSCollectionLayoutDimension
  /// UIKit: `heightDimension`.
  public let heightDimension: NSCollectionLayoutDimension

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// UIKit: `NSCollectionLayoutSpacing`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing):
/// the model lays out fixed spacing only; a flexible spacing traps, as a
/// case it does not model.
@MainActor
open class NSCollectionLayoutSpacing: NSObject, NSCopying {
  private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = isFlexibleSpacing
    super.init()
  }

  /// UIKit: `fixed(_:)`.
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false), to: self)
  }

  /// UIKit: `flexible(_:)`.
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true), to: self)
  }

  /// UIKit: `spacing`.
  public let spacing: CGFloat
  /// UIKit: `isFlexibleSpacing`.
  public let isFlexibleSpacing: Bool
  /// UIKit: `isFixedSpacing`.
  open var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// UIKit: `NSCopying.copy(with:)`.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
