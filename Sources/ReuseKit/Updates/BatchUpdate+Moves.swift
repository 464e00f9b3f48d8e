import ReuseKitDiff

extension BatchUpdate {
  // MARK: - Package

  /// Whether the item at a path before the update moves away on screen: it
  /// is moved itself, or its section is. Such an item never anchors the
  /// reading position, which stays with the items that keep their order.
  ///
  /// - Complexity: O(m) to build, for m moves; O(1) expected per call.
  package var movesAway: (ItemPath) -> Bool {
    let items = Set(movedItems.map(\.source))
    let sections = Set(movedSections.map(\.source))
    return { items.contains($0) || sections.contains($0.section) }
  }
}
