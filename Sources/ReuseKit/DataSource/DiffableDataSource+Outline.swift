/// Sections shown as outlines: a ``SectionSnapshot``'s visible rows applied
/// through the same queue, diff, staging and validation as any snapshot.
extension DiffableDataSource {
  // MARK: - Public

  /// Shows the ``SectionSnapshot/visibleItems`` of `sectionSnapshot` as the
  /// items of `section`, appending the section when the data source has none
  /// of that identity, and keeps the outline for
  /// ``snapshot(for:)``, expansion by a person, and each row's
  /// ``CellState/isExpanded`` and ``CellState/level``.
  ///
  /// The other sections stay as the last applied snapshot has them. Expanding
  /// a parent is an insert of its visible descendants, collapsing it a
  /// delete, and a subtree moved as a block moves its rows: the change is
  /// diffed, staged and validated as ``apply(_:animation:diffing:completion:)``
  /// does.
  ///
  /// `completion` runs once the outline is on screen, as for
  /// ``apply(_:animation:diffing:completion:)``; ``apply(_:to:animation:)``
  /// is the form to `await`.
  ///
  /// - Precondition: No visible item of `sectionSnapshot` is already in
  ///   another section; otherwise this stops with a message naming the identity.
  ///
  /// The section's rows stay out of the snapshot's identity index until an
  /// identity is looked up (``snapshot()``, ``itemPath(forID:)``, a
  /// selection), so a toggle that shows or hides thousands of rows hashes
  /// none of them when no other section holds items.
  ///
  /// - Complexity: O(v) for v visible items of the outline, plus the
  ///   apply's diff; one hash per visible item when other sections hold
  ///   items, to check that none is among them. The first lookup after it
  ///   indexes the v rows, one hash each.
  @inlinable
  public func apply(
    _ sectionSnapshot: SectionSnapshot<Item>, to section: Section, animation: UpdateAnimation = .automatic,
    completion: (@MainActor () -> Void)?
  ) {
    var snapshot = headingSnapshot
    let index: Int
    if let existing = snapshot.indexOfSection(section) {
      index = existing
    } else {
      index = snapshot.numberOfSections
      snapshot.appendSections([section])
    }
    snapshot.replaceItemsIndexingLater(inSection: index, with: sectionSnapshot.visibleItems)
    sectionSnapshots[section.diffIdentifier] = sectionSnapshot
    apply(snapshot, animation: animation, completion: completion)
  }

  /// The outline of `section`: the section snapshot last applied to it, when
  /// the section still shows its visible rows, or else a flat outline of
  /// the section's items, with no item expanded (empty for an unknown section).
  ///
  /// - Complexity: O(v) for the v items the section shows.
  public func snapshot(for section: Section) -> SectionSnapshot<Item> {
    let heading = queue.snapshot
    let items = heading.indexOfSection(section) == nil ? [] : heading.itemIdentifiers(inSection: section)
    if let outline = sectionSnapshots[section.diffIdentifier],
      outline.visibleItems.map(\.diffIdentifier) == items.map(\.diffIdentifier)
    {
      return outline
    }
    var flat = SectionSnapshot<Item>()
    flat.append(items)
    return flat
  }

  /// Expands `item` when it is collapsed and collapses it when it is
  /// expanded, as a person's tap on a disclosure triangle does: asking and
  /// telling ``sectionSnapshotHandlers``, loading children through
  /// ``SectionSnapshotHandlers/snapshotForExpandingParent``, and applying
  /// the section's outline; `completion` runs once it is on screen.
  /// ``toggleExpansion(of:animation:)`` is the form to `await`.
  ///
  /// - Returns: `false` when the item is in no section, or a handler
  ///   refused; `completion` then runs at once.
  @discardableResult
  public func toggleExpansion(
    of item: Item, animation: UpdateAnimation = .automatic, completion: (@MainActor () -> Void)?
  ) -> Bool {
    guard expand(orCollapse: item, animation: animation, completion: completion) else {
      completion?()
      return false
    }
    return true
  }

  // MARK: - Internal

  /// Expands or collapses `item` as ``toggleExpansion(of:animation:completion:)``
  /// says; `false`, having applied nothing, when it cannot.
  func expand(orCollapse item: Item, animation: UpdateAnimation, completion: (@MainActor () -> Void)?) -> Bool {
    guard let section = queue.snapshot.sectionIdentifier(containingItem: item) else { return false }
    var outline = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapse?(item) ?? true else { return false }
      handlers.willCollapse?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpand?(item) ?? true else { return false }
      handlers.willExpand?(item)
      if let load = handlers.snapshotForExpandingParent { outline = load(item, outline) }
      if outline.contains(item) { outline.expand([item]) }
    }
    apply(outline, to: section, animation: animation, completion: completion)
    return true
  }
}
