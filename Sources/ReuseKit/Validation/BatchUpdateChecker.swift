/// Runs UIKit's checks on a planned batch update, phase by phase, in UIKit's
/// order (rule 9c), so that the first error thrown is the one UIKit reports.
///
/// Each check only looks at the operations, never at the items, so a whole
/// batch is checked in O(k log k + s) for k operations and s sections.
struct BatchUpdateChecker {
  // MARK: - Lifecycle

  init(plan: BatchUpdatePlan, before: [Int], after: [Int], messages: BatchUpdateMessages) {
    self.plan = plan
    self.before = before
    self.after = after
    self.messages = messages
    var moveSources = Set<UpdateTarget>()
    var moveDestinations = Set<UpdateTarget>()
    var sectionsLeftByItemMoves = Set<Int>()
    var sectionsEnteredByItemMoves = Set<Int>()
    for move in plan.moves {
      moveSources.insert(move.source)
      moveDestinations.insert(move.destination)
      if !move.source.isSection {
        sectionsLeftByItemMoves.insert(move.source.section)
        sectionsEnteredByItemMoves.insert(move.destination.section)
      }
    }
    self.moveSources = moveSources
    self.moveDestinations = moveDestinations
    self.sectionsLeftByItemMoves = sectionsLeftByItemMoves
    self.sectionsEnteredByItemMoves = sectionsEnteredByItemMoves
  }

  // MARK: - Internal

  let plan: BatchUpdatePlan
  let before: [Int]
  let after: [Int]
  let messages: BatchUpdateMessages
  /// The sources of all moves, sections and items.
  let moveSources: Set<UpdateTarget>
  /// The destinations of all moves, sections and items.
  let moveDestinations: Set<UpdateTarget>
  /// Old sections that an item moves out of.
  let sectionsLeftByItemMoves: Set<Int>
  /// Final sections that an item moves into.
  let sectionsEnteredByItemMoves: Set<Int>

  /// Rule 18: a reload must not name a deleted section or item.
  func checkReloads() throws(BatchUpdateError) {
    for reload in plan.reloads where plan.callerDeletes.contains(reload) {
      throw messages.deleteAndReload(reload)
    }
  }

  /// Rules 19, 23, 11 and 12, delete by delete in descending order.
  func checkDeletes() throws(BatchUpdateError) {
    for target in plan.deletes {
      try checkDeleteConflicts(target)
      try checkDeleteBounds(target)
    }
  }

  /// Rules 21, 23, 13, 14 and 15, insert by insert in ascending order.
  func checkInserts() throws(BatchUpdateError) {
    for target in plan.inserts {
      try checkInsertConflicts(target)
      try checkInsertBounds(target)
    }
  }

  /// Rules 16, 17 and 22, move by move in the order of their sources.
  func checkMoves() throws(BatchUpdateError) {
    var destinationsBySource: [UpdateTarget: UpdateTarget] = [:]
    var sourcesByDestination: [UpdateTarget: UpdateTarget] = [:]
    for move in plan.moves {
      try checkMoveBounds(move)
      if let earlier = destinationsBySource[move.source] {
        throw messages.moveToBoth(move.source, earlier, move.destination)
      }
      if let earlier = sourcesByDestination[move.destination] {
        throw messages.moveBoth(earlier, move.source, to: move.destination)
      }
      destinationsBySource[move.source] = move.destination
      sourcesByDestination[move.destination] = move.source
    }
  }
}
