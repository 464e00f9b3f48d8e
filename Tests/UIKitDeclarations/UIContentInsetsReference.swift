/// UIKit: `UIContentInsetsReference`
/// (https://developer.apple.com/documentation/uikit/uicontentinsetsreference):
/// "Constants that describe the reference point of the content insets"
/// (UICollectionViewCompositionalLayout.h, iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
  /// UIKit: `.automatic`, "use system defined default"; on a section, "the
  /// section follows the layout configuration's contentInsetsReference"
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference).
  case automatic = 0
  /// UIKit: `.none`, "no additional insets".
  case none
  /// UIKit: `.safeArea`, "honor safe area".
  case safeArea
  /// UIKit: `.layoutMargins`, "honor layout margins".
  case layoutMargins
  /// UIKit: `.readableContent`, "honor readable content".
  case readableContent
}

/// UIKit: `UICollectionViewCompositionalLayoutConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration).
/// The model lays out the vertical scroll direction only.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// UIKit: `init()`.
  public override init() { super.init() }

  /// UIKit: `contentInsetsReference`, "default is
  /// UIContentInsetsReferenceSafeArea" (UICollectionViewCompositionalLayout.h,
  /// iOS 16.5 SDK, line 45).
  open var contentInsetsReference = UIContentInsetsReference.safeArea

  /// A copy: the layout keeps its own (`configuration` is `copy`).
  func modelCopy() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

extension UICollectionViewCompositionalLayout {
  /// The leading and trailing distances from the collection view's edges
  /// that `section`'s `contentInsets` are measured from, for a view whose
  /// safe area is inset by `safeArea`. The model scrolls vertically, so only
  /// the sideways edges move the section; the safe area's top and bottom
  /// are the scroll view's `adjustedContentInset`.
  ///
  /// - `.automatic` on a section follows the configuration, and on the
  ///   configuration is "use system defined default": the model takes the
  ///   safe area, the configuration's documented default.
  /// - `.layoutMargins`: UIKit's default margins of a view that is not a
  ///   view controller's root view, "8 points on each side"
  ///   (https://developer.apple.com/documentation/uikit/uiview/layoutmargins),
  ///   inside the safe area as `insetsLayoutMarginsFromSafeArea` (true by
  ///   default) keeps them (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea).
  /// - `.readableContent`: Apple gives no width for the readable content
  ///   guide, which follows Dynamic Type; the model refuses to lay it out.
  ///
  /// Apple does not say whether these insets show in the layout
  /// environment's container; the model's container reports none
  /// (`effectiveContentSize` is the whole width), the case harder for a
  /// section provider that sizes items from it.
  func modelReferenceInsets(of section: NSCollectionLayoutSection, safeArea: UIEdgeInsets) -> (
    leading: CGFloat, trailing: CGFloat
  ) {
    var reference = section.contentInsetsReference
    if reference == .automatic { reference = storedConfiguration.contentInsetsReference }
    switch reference {
    case .none:
      return (0, 0)
    case .automatic, .safeArea:
      return (safeArea.left, safeArea.right)
    case .layoutMargins:
      return (safeArea.left + 8, safeArea.right + 8)
    case .readableContent:
      modelRaise("NSCollectionLayoutSection: the model does not lay out contentInsetsReference .readableContent")
    }
  }
}
