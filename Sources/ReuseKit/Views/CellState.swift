/// What a person did to the item a view shows: the state a view draws
/// besides its model, such as a selection highlight or a swipe.
///
/// A container hands it to ``ConfigurableView/update(for:)`` whenever it
/// changes and whenever the view starts showing an item, so no state of the
/// previous item leaks into the next.
public struct CellState: Hashable, Sendable {
  /// Creates a state; everything is off by default.
  public init(
    isSelected: Bool = false, isHighlighted: Bool = false, isFocused: Bool = false, isEditing: Bool = false,
    isSwiped: Bool = false, isDisabled: Bool = false, isExpanded: Bool = false, level: Int = 0
  ) {
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isFocused = isFocused
    self.isEditing = isEditing
    self.isSwiped = isSwiped
    self.isDisabled = isDisabled
    self.isExpanded = isExpanded
    self.level = level
  }

  /// The item is selected, by identity (``DiffableDataSource/selection``).
  public var isSelected: Bool
  /// A finger is down on the item.
  public var isHighlighted: Bool
  /// The item has the focus, as with a keyboard or a remote.
  public var isFocused: Bool
  /// The list is editing, and shows its editing controls.
  public var isEditing: Bool
  /// The item is swiped open, showing its actions.
  public var isSwiped: Bool
  /// The item cannot be selected.
  public var isDisabled: Bool
  /// The item's children are shown, in an outline.
  public var isExpanded: Bool
  /// How deep the item is in an outline: 0 for a top-level item, 1 for its
  /// children, and so on; a view indents by it.
  public var level: Int

  /// Nothing is on: the state of a view before it shows an item.
  package static let normal = CellState()
}
