extension Snapshot {
  /// Whether `other` shows what this snapshot shows: the same sections and
  /// items, in the same order, each with the same identity and equal
  /// content. Reload and reconfigure marks are not compared. What a
  /// declarative caller, such as a SwiftUI view updated several times for
  /// one change, asks before applying.
  ///
  /// - Complexity: O(n) for n sections and items.
  package func showsSameContent(as other: Snapshot) -> Bool {
    guard sections.count == other.sections.count, numberOfItems == other.numberOfItems else { return false }
    for (section, otherSection) in zip(sections, other.sections) {
      guard section.model.diffIdentifier == otherSection.model.diffIdentifier,
        section.model.isContentEqual(to: otherSection.model), section.items.count == otherSection.items.count
      else { return false }
      for (item, otherItem) in zip(section.items, otherSection.items)
      where item.diffIdentifier != otherItem.diffIdentifier || !item.isContentEqual(to: otherItem) {
        return false
      }
    }
    return true
  }
}

extension SectionSnapshot {
  /// Whether `other` shows what this outline shows: the same visible items,
  /// by identity and content, at the same levels and expansions.
  ///
  /// - Complexity: O(v) for v visible items.
  package func showsSameContent(as other: SectionSnapshot) -> Bool {
    let visible = visibleItems
    let otherVisible = other.visibleItems
    guard visible.count == otherVisible.count else { return false }
    for (item, otherItem) in zip(visible, otherVisible) {
      guard item.diffIdentifier == otherItem.diffIdentifier, item.isContentEqual(to: otherItem),
        level(of: item) == other.level(of: otherItem), isExpanded(item) == other.isExpanded(otherItem)
      else { return false }
    }
    return true
  }
}

extension Snapshot {
  /// Whether the snapshot marks items or sections for reloading or reconfiguring.
  package var hasMarks: Bool { !reloadedItems.isEmpty || !reconfiguredItems.isEmpty || !reloadedSections.isEmpty }

  /// Whether `other` marks the same items and sections for reloading and reconfiguring.
  ///
  /// - Complexity: O(m) for m marks.
  package func hasSameMarks(as other: Snapshot) -> Bool {
    reloadedItems == other.reloadedItems && reconfiguredItems == other.reconfiguredItems
      && reloadedSections == other.reloadedSections
  }
}
