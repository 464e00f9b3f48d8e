/// A batch update as UIKit processes it: normalised (rule 10), reloads split
/// into a delete and an insert (rule 9b), and every kind of operation sorted
/// in the order UIKit checks it (rule 9a).
///
/// Building the plan never fails; ``BatchUpdateChecker`` judges it.
///
/// - Complexity: O(k log k) for k operations.
struct BatchUpdatePlan: Sendable {
  // MARK: - Lifecycle

  init(_ update: BatchUpdate) {
    let sectionReloads = SortedSet(update.reloadedSections).values
    let itemReloads = SortedSet(update.reloadedItems).values
    let reloadedSections = SortedSet(sectionReloads)
    let callerDeletedSections = SortedSet(update.deletedSections)
    let deletedSections = SortedSet(update.deletedSections + sectionReloads)
    let itemDeletes =
      deletedSections.isEmpty
      ? update.deletedItems : update.deletedItems.filter { !deletedSections.contains($0.section) }
    let sectionMoves = Self.unique(update.movedSections)
    let itemMoves = Self.unique(update.movedItems)

    var reloadDestinations: [UpdateTarget: UpdateTarget] = [:]
    var reloadDeletes: [UpdateTarget] = []
    var reloadInserts: [UpdateTarget] = []
    let insertedSections: SortedSet<Int>
    if sectionReloads.isEmpty && itemReloads.isEmpty {
      insertedSections = SortedSet(update.insertedSections)
    } else {
      // Placing reloads groups every delete and insert by section: only
      // worth it when there are reloads to place.
      let placement = ReloadPlacement(
        sectionDeletes: update.deletedSections,
        sectionInserts: update.insertedSections,
        itemDeletes: itemDeletes,
        itemInserts: update.insertedItems,
        sectionsWithOperations: Set(deletedSections.values + sectionMoves.map(\.source))
      )
      for section in sectionReloads {
        reloadDestinations[.section(section)] = .section(placement.destination(ofSection: section))
      }
      insertedSections = SortedSet(update.insertedSections + reloadDestinations.values.map(\.section))

      // Decision 3: in a deleted section an item reload keeps only its
      // insert half; in a reloaded section both halves vanish. Decision 9:
      // every insert half is checked before rule 10 drops it.
      for path in itemReloads {
        let destination = UpdateTarget.item(placement.destination(ofItem: path))
        reloadInserts.append(destination)
        guard !reloadedSections.contains(path.section) else { continue }
        if !callerDeletedSections.contains(path.section) { reloadDeletes.append(.item(path)) }
        if !insertedSections.contains(destination.section) { reloadDestinations[.item(path)] = destination }
      }
    }

    reloads = (sectionReloads.map(UpdateTarget.section) + itemReloads.map(UpdateTarget.item)).sorted()
    callerDeletes = SortedSet(
      update.deletedSections.map(UpdateTarget.section) + update.deletedItems.map(UpdateTarget.item))
    deletes =
      (update.deletedSections.map(UpdateTarget.section) + sectionReloads.map(UpdateTarget.section)
      + itemDeletes.map(UpdateTarget.item) + reloadDeletes).sorted(by: >)
    checkedInserts =
      (update.insertedSections.map(UpdateTarget.section)
      + sectionReloads.compactMap { reloadDestinations[.section($0)] }
      + update.insertedItems.map(UpdateTarget.item) + reloadInserts).sorted()
    inserts =
      insertedSections.isEmpty
      ? checkedInserts : checkedInserts.filter { $0.isSection || !insertedSections.contains($0.section) }
    // Decision 12: section moves first, then item moves, each by source and
    // in the caller's order for one source.
    moves =
      Self.bySource(sectionMoves.map { Move(from: UpdateTarget.section($0.source), to: .section($0.destination)) })
      + Self.bySource(itemMoves.map { Move(from: UpdateTarget.item($0.source), to: .item($0.destination)) })
    self.reloadDestinations = reloadDestinations
    callerSectionDeleteCount = update.deletedSections.count
    callerSectionInsertCount = update.insertedSections.count
    reconfigures = SortedSet(update.reconfiguredItems).values
    normalized = BatchUpdate(
      deletedSections: update.deletedSections,
      insertedSections: update.insertedSections,
      movedSections: sectionMoves,
      reloadedSections: sectionReloads,
      deletedItems: itemDeletes,
      insertedItems: insertedSections.isEmpty
        ? update.insertedItems : update.insertedItems.filter { !insertedSections.contains($0.section) },
      movedItems: itemMoves,
      reloadedItems: itemReloads,
      reconfiguredItems: reconfigures
    )
  }

  // MARK: - Internal

  /// Reloads of sections and items, ascending, without duplicates.
  let reloads: [UpdateTarget]
  /// The caller's own deletes as given, before rule 10 drops any
  /// (decision 10).
  let callerDeletes: SortedSet<UpdateTarget>
  /// Every delete, the delete halves of reloads included, descending.
  let deletes: [UpdateTarget]
  /// Every insert, the insert halves of reloads included, ascending, as
  /// UIKit checks them: before rule 10 drops those inside inserted sections
  /// (decision 9).
  let checkedInserts: [UpdateTarget]
  /// The inserts that rule 10 keeps, ascending.
  let inserts: [UpdateTarget]
  /// Every move without exact duplicates: section moves, then item moves,
  /// each by source, in call order for one source (decision 12).
  let moves: [Move<UpdateTarget>]
  /// Where the insert half of each reload lands, for reloads that keep it.
  let reloadDestinations: [UpdateTarget: UpdateTarget]
  /// How many sections the caller deletes, duplicates included.
  let callerSectionDeleteCount: Int
  /// How many sections the caller inserts, duplicates included.
  let callerSectionInsertCount: Int
  /// Reconfigured items, ascending, without duplicates.
  let reconfigures: [ItemPath]
  /// The caller's update after normalisation (rule 10).
  let normalized: BatchUpdate

  // MARK: - Private

  /// `moves` without the repeats of a move given before, in call order.
  ///
  /// Moves with strictly ascending destinations, as a diff produces them,
  /// cannot repeat; otherwise sorting finds the repeats, without hashing.
  private static func unique<Index: Comparable>(_ moves: [Move<Index>]) -> [Move<Index>] {
    guard !zip(moves, moves.dropFirst()).allSatisfy({ $0.destination < $1.destination }) else { return moves }
    let order = moves.indices.sorted {
      (moves[$0].source, moves[$0].destination, $0) < (moves[$1].source, moves[$1].destination, $1)
    }
    var repeated = [Bool](repeating: false, count: moves.count)
    for (earlier, later) in zip(order, order.dropFirst()) where moves[earlier] == moves[later] {
      repeated[later] = true
    }
    return moves.indices.filter { !repeated[$0] }.map { moves[$0] }
  }

  /// `moves` sorted by source, keeping their order for one source.
  private static func bySource(_ moves: [Move<UpdateTarget>]) -> [Move<UpdateTarget>] {
    moves.enumerated().sorted { ($0.element.source, $0.offset) < ($1.element.source, $1.offset) }.map(\.element)
  }
}
