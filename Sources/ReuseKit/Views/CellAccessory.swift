/// A system accessory of a row in Apple's lists, as UIKit's
/// `UICellAccessory`: a collection view shows it on the item's list cell
/// in a list section (``SectionLayout/list(appearance:showsSeparators:estimatedItemHeight:)``).
/// Where it shows and what a tap does follow UIKit's defaults.
public enum CellAccessory: Hashable, Sendable {
  /// A chevron saying the row leads somewhere; always shown.
  case disclosureIndicator
  /// A checkmark; always shown.
  case checkmark
  /// A delete control, shown in editing mode; a tap shows the item's
  /// trailing swipe actions.
  case delete
  /// A reorder control, shown in editing mode, for a ``ViewConfiguration/movable(_:)`` item.
  case reorder
  /// The disclosure of a row that has children in an outline; a tap expands
  /// or collapses it, by identity, as ``DiffableDataSource/toggleExpansion(of:animation:completion:)`` does.
  case outlineDisclosure
}
