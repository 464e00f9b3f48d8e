/// How a list section looks, in the words of Apple's
/// `UICollectionLayoutListConfiguration.Appearance`: a collection view lays
/// the section out as Apple's list of that appearance, with its separators,
/// its cell backgrounds and swipe actions; a table's own style decides
/// instead.
///
/// Apple documents none of the appearances' margins. The headless
/// container lays a list section out inside the insets the UIKit model
/// guesses for it (``contentInsets``), so that the two agree; on a device,
/// UIKit's own margins apply.
public enum ListAppearance: Hashable, Sendable {
  /// Rows edge to edge, as a plain table.
  case plain
  /// Rows edge to edge in groups, as a grouped table.
  case grouped
  /// Groups with rounded corners, inset from the sides.
  case insetGrouped
  /// The appearance of a sidebar.
  case sidebar

  /// The section's insets around its rows, as the UIKit model guesses them:
  /// none for a plain list; 18 points above and below a grouped one; as
  /// much, and 20 at each side (the layout margins of a regular iPhone),
  /// for an inset grouped one; 8 above and below and 10 at each side for a
  /// sidebar.
  public var contentInsets: LayoutInsets {
    switch self {
    case .plain: LayoutInsets()
    case .grouped: LayoutInsets(top: 18, bottom: 18)
    case .insetGrouped: LayoutInsets(top: 18, left: 20, bottom: 18, right: 20)
    case .sidebar: LayoutInsets(top: 8, left: 10, bottom: 8, right: 10)
    }
  }
}
