/// What a data source had decided for its items when it made a content:
/// the state of each item by identity, and the settings for all of them.
///
/// A value, copied into each content: selecting an item, entering the
/// editing mode or expanding a row makes a new content with a new state,
/// and a content made before keeps saying what it said.
///
/// - Complexity: Making one is O(1): the selection and the outlines are
///   copied on write, and the app's rules are closures, asked per item
///   only when a container asks about the item.
@MainActor
struct ContentState<Section: Diffable, Item: Diffable> {
  /// The identities of the selected items.
  var selectedIDs: Set<Item.DiffIdentifier> = []
  /// Whether a person may select items at all.
  var allowsSelection = true
  /// Whether several items may be selected at once.
  var allowsMultipleSelection = false
  /// The app's rule for which items may be selected; every item when `nil`.
  var canSelectItem: ((Item) -> Bool)?
  /// Whether the list is in its editing mode.
  var isEditing = false
  /// The outline of each section that has one, by the section's identity.
  var outlines: [Section.DiffIdentifier: SectionSnapshot<Item>] = [:]
  /// Whether headers and footers show: the app provides them, or a retry
  /// view may take an edge's place.
  var showsSupplementaryViews = false
  /// The retry view of each edge whose load failed.
  var retryViews: [ContentEdge: ViewConfiguration] = [:]
  /// The state view for a content with no item; `nil` for none.
  var background: ViewConfiguration?

  /// The state of `item` in `section`: selected, editing, disabled, and in
  /// an outline whether it is expanded and how deep.
  ///
  /// - Complexity: O(1) expected, plus one call of the app's selection rule
  ///   and the item's depth in an outline.
  func cellState(of item: Item, inSection section: Section) -> CellState {
    let id = item.diffIdentifier
    var state = CellState(
      isSelected: selectedIDs.contains(id), isEditing: isEditing, isDisabled: !(canSelectItem?(item) ?? true))
    if let outline = outlines[section.diffIdentifier], outline.contains(item) {
      state.isExpanded = outline.isExpanded(item)
      state.level = outline.level(of: item)
    }
    return state
  }

  /// The retry view in the header of the first section or the footer of
  /// the last, of `sectionCount` sections, when that edge's load failed.
  func retryView(ofKind kind: ElementKind, inSection section: Int, of sectionCount: Int) -> ViewConfiguration? {
    if kind == .header, section == 0 { return retryViews[.top] }
    if kind == .footer, section == sectionCount - 1 { return retryViews[.bottom] }
    return nil
  }
}
