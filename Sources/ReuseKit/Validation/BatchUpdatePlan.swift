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
    let sectionReloads = Set(update.reloadedSections).sorted()
    let itemReloads = Set(update.reloadedItems).sorted()
    let reloadedSections = Set(sectionReloads)
    let callerDeletedSections = Set(update.deletedSections)
    let deletedSections = callerDeletedSections.union(reloadedSections)
    let itemDeletes = update.deletedItems.filter { !deletedSections.contains($0.section) }
    let sectionMoves = Self.unique(update.movedSections)
    let itemMoves = Self.unique(update.movedItems)

    // Section reloads first: their insert halves are inserted sections, in
    // which item inserts are dropped.
    var placement = ReloadPlacement(
      sectionDeletes: update.deletedSections,
      sectionInserts: update.insertedSections,
      itemDeletes: [],
      itemInserts: [],
      sectionsWithOperations: []
    )
    var reloadDestinations: [UpdateTarget: UpdateTarget] = [:]
    for section in sectionReloads {
      reloadDestinations[.section(section)] = .section(placement.destination(ofSection: section))
    }
    let insertedSections = Set(update.insertedSections).union(reloadDestinations.values.map(\.section))
    let itemInserts = update.insertedItems.filter { !insertedSections.contains($0.section) }

    placement = ReloadPlacement(
      sectionDeletes: update.deletedSections,
      sectionInserts: update.insertedSections,
      itemDeletes: itemDeletes,
      itemInserts: itemInserts,
      sectionsWithOperations: deletedSections.union(sectionMoves.map(\.source))
    )
    var reloadDeletes: [UpdateTarget] = []
    var reloadInserts: [UpdateTarget] = []
    for path in itemReloads where !reloadedSections.contains(path.section) {
      if !callerDeletedSections.contains(path.section) { reloadDeletes.append(.item(path)) }
      let destination = placement.destination(ofItem: path)
      if !insertedSections.contains(destination.section) {
        reloadInserts.append(.item(destination))
        reloadDestinations[.item(path)] = .item(destination)
      }
    }

    reloads = (sectionReloads.map(UpdateTarget.section) + itemReloads.map(UpdateTarget.item)).sorted()
    callerDeletes = Set(update.deletedSections.map(UpdateTarget.section) + itemDeletes.map(UpdateTarget.item))
    deletes =
      (update.deletedSections.map(UpdateTarget.section) + sectionReloads.map(UpdateTarget.section)
      + itemDeletes.map(UpdateTarget.item) + reloadDeletes).sorted(by: >)
    inserts =
      (update.insertedSections.map(UpdateTarget.section)
      + sectionReloads.compactMap { reloadDestinations[.section($0)] }
      + itemInserts.map(UpdateTarget.item) + reloadInserts).sorted()
    moves =
      (sectionMoves.map { Move(from: UpdateTarget.section($0.source), to: .section($0.destination)) }
      + itemMoves.map { Move(from: UpdateTarget.item($0.source), to: .item($0.destination)) })
      .sorted { ($0.source, $0.destination) < ($1.source, $1.destination) }
    self.reloadDestinations = reloadDestinations
    callerSectionDeleteCount = update.deletedSections.count
    callerSectionInsertCount = update.insertedSections.count
    reconfigures = Set(update.reconfiguredItems).sorted()
    normalized = BatchUpdate(
      deletedSections: update.deletedSections,
      insertedSections: update.insertedSections,
      movedSections: sectionMoves,
      reloadedSections: sectionReloads,
      deletedItems: itemDeletes,
      insertedItems: itemInserts,
      movedItems: itemMoves,
      reloadedItems: itemReloads,
      reconfiguredItems: reconfigures
    )
  }

  // MARK: - Internal

  /// Reloads of sections and items, ascending, without duplicates.
  let reloads: [UpdateTarget]
  /// The caller's own deletes, after normalisation.
  let callerDeletes: Set<UpdateTarget>
  /// Every delete, the delete halves of reloads included, descending.
  let deletes: [UpdateTarget]
  /// Every insert, the insert halves of reloads included, ascending.
  let inserts: [UpdateTarget]
  /// Every move, by source then destination, without exact duplicates.
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

  private static func unique<Index: Comparable>(_ moves: [Move<Index>]) -> [Move<Index>] {
    var seen = Set<Move<Index>>()
    return moves.filter { seen.insert($0).inserted }
  }
}
