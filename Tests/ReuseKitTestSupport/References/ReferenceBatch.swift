import ReuseKitDiff

/// A batch as UIKit lays it out before checking it (rules 9a, 9b and 10 of
/// `UIKIT-RULES.md`): reloads split into a delete and an insert, every list
/// sorted, and what rule 10 drops marked rather than removed, because some
/// checks still see it (decisions 9 and 10).
struct ReferenceBatch: Sendable {
  typealias Decision = ReferenceBatchUpdateChecker.Decision

  init(_ update: BatchUpdate, flipped: Decision?) {
    self.update = update
    self.flipped = flipped
    sectionReloads = Array(Set(update.reloadedSections)).sorted()
    itemReloads = Array(Set(update.reloadedItems)).sorted()
    reconfigures = Array(Set(update.reconfiguredItems)).sorted()
    sectionMoves = Self.withoutRepeats(
      update.movedSections.map { (ReferencePath.whole($0.source), .whole($0.destination)) })
    itemMoves = Self.withoutRepeats(update.movedItems.map { (ReferencePath.of($0.source), .of($0.destination)) })
  }

  let update: BatchUpdate
  let flipped: Decision?
  /// Rule 10: a reload given twice is one reload.
  let sectionReloads: [Int]
  let itemReloads: [ItemPath]
  let reconfigures: [ItemPath]
  /// Rule 10: a move given twice, same source and target, is one move.
  let sectionMoves: [(source: ReferencePath, destination: ReferencePath)]
  let itemMoves: [(source: ReferencePath, destination: ReferencePath)]

  // MARK: - Reloads (rule 9b)

  /// Sections whose item deletes neither count nor shift: deleted or reloaded (rule 10).
  var sectionsGone: Set<Int> { Set(update.deletedSections).union(sectionReloads) }

  /// Where a reload of old section `section` inserts it again: one less per
  /// section deleted at or before it, its own delete skipped (decision 2),
  /// walked against the running value, so that each copy of a repeated
  /// delete pulls it back again while it is at or before it (decision 17);
  /// then one more per inserted section at or before it.
  func insertPosition(ofSection section: Int) -> Int {
    var position = section
    for deleted in update.deletedSections.sorted(by: >) where deleted != section {
      if flipped == .runningInsertPosition {
        if deleted < section { position -= 1 }
      } else if deleted <= position {
        position -= 1
      }
    }
    for inserted in update.insertedSections.sorted() where inserted <= position { position += 1 }
    return position
  }

  /// Where a reload of the item at old `path` inserts it again (P′).
  func insertPosition(ofItem path: ItemPath) -> ReferencePath {
    let section = insertPosition(ofSection: path.section)
    var item = path.item
    // Decision 16: deletes in a section that is deleted, moved or reloaded
    // never shift P′.
    var quiet = sectionsGone.union(sectionMoves.map(\.source.section))
    if flipped == .sectionOperationsKeepPositions { quiet = [] }
    let deletes = update.deletedItems.filter { $0.section == path.section }.map(\.item)
    if !quiet.contains(path.section) {
      if flipped == .runningInsertPosition {
        item -= deletes.filter { $0 <= path.item }.count
      } else {
        // Decision 17: descending, against the running value.
        for deleted in deletes.sorted(by: >) where deleted <= item { item -= 1 }
      }
    }
    var inserts = update.insertedItems
    if flipped == .insertsCheckedBeforeDrop { inserts = inserts.filter { !insertedSections.contains($0.section) } }
    for inserted in inserts.filter({ $0.section == section }).map(\.item).sorted() where inserted <= item {
      item += 1
    }
    return ReferencePath(section: section, item: item)
  }

  /// Sections that are new after the update: the caller's, and the insert
  /// halves of section reloads.
  var insertedSections: Set<Int> {
    Set(update.insertedSections).union(sectionReloads.map(insertPosition(ofSection:)))
  }

  // MARK: - The sorted lists (rule 9a)

  /// Reloads, ascending: each item of a section before the section itself.
  var reloads: [ReferencePath] {
    (sectionReloads.map(ReferencePath.whole) + itemReloads.map(ReferencePath.of)).sorted()
  }

  /// Every delete, reload halves included, descending, with whether rule 10
  /// drops it: an item delete inside a deleted or reloaded section.
  var deletes: [(path: ReferencePath, dropped: Bool)] {
    let all =
      update.deletedSections.map(ReferencePath.whole) + sectionReloads.map(ReferencePath.whole)
      + update.deletedItems.map(ReferencePath.of) + itemReloads.map(ReferencePath.of)
    let gone = sectionsGone
    return all.sorted(by: >).map { ($0, !$0.isSection && gone.contains($0.section)) }
  }

  /// Every insert, reload halves included, ascending, with whether rule 10
  /// drops it: an item insert inside an inserted section (a reloaded
  /// section's insert half counts as inserted).
  var inserts: [(path: ReferencePath, dropped: Bool)] {
    let all =
      update.insertedSections.map(ReferencePath.whole)
      + sectionReloads.map { ReferencePath.whole(insertPosition(ofSection: $0)) }
      + update.insertedItems.map(ReferencePath.of) + itemReloads.map(insertPosition(ofItem:))
    let new = insertedSections
    return all.sorted().map { ($0, !$0.isSection && new.contains($0.section)) }
  }

  /// Moves in the order UIKit checks them (decision 12): section moves,
  /// then item moves, each by source, equal sources in call order.
  var moves: [(source: ReferencePath, destination: ReferencePath)] {
    if flipped == .sectionMovesFirst {
      return (sectionMoves + itemMoves).sorted { ($0.source, $0.destination) < ($1.source, $1.destination) }
    }
    return Self.bySource(sectionMoves) + Self.bySource(itemMoves)
  }

  // MARK: - Private

  private static func withoutRepeats(
    _ moves: [(ReferencePath, ReferencePath)]
  ) -> [(source: ReferencePath, destination: ReferencePath)] {
    var result: [(source: ReferencePath, destination: ReferencePath)] = []
    for move in moves where !result.contains(where: { $0.source == move.0 && $0.destination == move.1 }) {
      result.append((move.0, move.1))
    }
    return result
  }

  /// A stable sort by source.
  private static func bySource(
    _ moves: [(source: ReferencePath, destination: ReferencePath)]
  ) -> [(source: ReferencePath, destination: ReferencePath)] {
    moves.enumerated().sorted { ($0.element.source, $0.offset) < ($1.element.source, $1.offset) }.map(\.element)
  }
}
