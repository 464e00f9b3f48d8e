/// What ``Snapshot/deduplicating(_:keeping:)`` left out of a snapshot.
public struct DeduplicationReport<Section, Item> {
  /// Sections whose identity was already taken by an earlier section; their
  /// items were added to that earlier section.
  public var mergedSections: [Section] = []
  /// Items whose identity was already taken by an earlier item; they were left out.
  public var droppedItems: [Item] = []

  /// Whether nothing was merged or dropped.
  package var isEmpty: Bool { mergedSections.isEmpty && droppedItems.isEmpty }
}

extension DeduplicationReport: Sendable where Section: Sendable, Item: Sendable {}

/// Which copy of a repeated item ``Snapshot/deduplicating(_:keeping:)`` keeps.
public enum DuplicateRetention: Sendable {
  /// The first copy, in its place; later copies are dropped.
  case first
  /// The last copy, in its place, such as a server's corrected version;
  /// earlier copies are dropped.
  case last
}

extension Snapshot {
  /// A snapshot of `sections` that keeps one copy of every item identity,
  /// and a report of what it merged and dropped. It never traps: use it for
  /// identifiers that come from outside, such as a server's.
  ///
  /// A section that repeats an earlier section's identity is merged into it.
  /// Of the items that share an identity, in any sections, the first or the
  /// last copy stays, as `keeping` says; the others are dropped.
  ///
  /// - Complexity: O(n) expected for n sections and items.
  public static func deduplicating(
    _ sections: [DiffSection<Section, Item>], keeping retention: DuplicateRetention = .first
  ) -> (snapshot: Snapshot, report: DeduplicationReport<Section, Item>) {
    var lastCopy: [Item.DiffIdentifier: Int] = [:]
    if retention == .last {
      var position = 0
      for section in sections {
        for item in section.items {
          lastCopy[item.diffIdentifier] = position
          position += 1
        }
      }
    }
    var position = -1
    var snapshot = Snapshot()
    var report = DeduplicationReport<Section, Item>()
    for section in sections {
      let target: Int
      if let existing = snapshot.sectionIndex[section.model.diffIdentifier] {
        report.mergedSections.append(section.model)
        target = existing
      } else {
        target = snapshot.sections.count
        snapshot.sectionIndex[section.model.diffIdentifier] = target
        snapshot.storedSections.append(DiffSection(model: section.model, items: []))
      }
      for item in section.items {
        position += 1
        guard snapshot.itemIndex[item.diffIdentifier] == nil, lastCopy[item.diffIdentifier] ?? position == position
        else {
          report.droppedItems.append(item)
          continue
        }
        snapshot.itemIndex[item.diffIdentifier] = ItemPath(item: snapshot.sections[target].items.count, section: target)
        snapshot.storedSections[target].items.append(item)
      }
    }
    snapshot.checkInvariants()
    return (snapshot, report)
  }
}
