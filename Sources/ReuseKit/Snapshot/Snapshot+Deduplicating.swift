/// What ``Snapshot/deduplicating(_:)`` left out of a snapshot.
public struct DeduplicationReport<SectionIdentifier, ItemIdentifier> {
  /// Sections whose identity was already taken by an earlier section; their
  /// items were added to that earlier section.
  public var mergedSections: [SectionIdentifier] = []
  /// Items whose identity was already taken by an earlier item; they were left out.
  public var droppedItems: [ItemIdentifier] = []

  /// Whether nothing was merged or dropped.
  public var isEmpty: Bool { mergedSections.isEmpty && droppedItems.isEmpty }
}

extension DeduplicationReport: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

extension Snapshot {
  /// A snapshot of `sections` that keeps the first occurrence of every
  /// identity, and a report of what it merged and dropped. It never traps:
  /// use it for identifiers that come from outside, such as a server's.
  ///
  /// A section that repeats an earlier section's identity is merged into it;
  /// an item that repeats an earlier item's identity, in any section, is dropped.
  ///
  /// - Complexity: O(n) for n sections and items.
  public static func deduplicating(
    _ sections: [Section]
  ) -> (snapshot: Snapshot, report: DeduplicationReport<SectionIdentifier, ItemIdentifier>) {
    var snapshot = Snapshot()
    var report = DeduplicationReport<SectionIdentifier, ItemIdentifier>()
    for section in sections {
      let target: Int
      if let existing = snapshot.sectionIndex[section.model.diffIdentifier] {
        report.mergedSections.append(section.model)
        target = existing
      } else {
        target = snapshot.sections.count
        snapshot.sectionIndex[section.model.diffIdentifier] = target
        snapshot.sections.append(Section(model: section.model, items: []))
      }
      for item in section.items {
        guard snapshot.itemIndex[item.diffIdentifier] == nil else {
          report.droppedItems.append(item)
          continue
        }
        snapshot.itemIndex[item.diffIdentifier] = ItemPath(item: snapshot.sections[target].items.count, section: target)
        snapshot.sections[target].items.append(item)
      }
    }
    snapshot.checkInvariants()
    return (snapshot, report)
  }
}
