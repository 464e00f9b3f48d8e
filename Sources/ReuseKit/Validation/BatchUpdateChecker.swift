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

  /// Rules 21, 23, 13, 14 and 15, insert by insert in ascending order, the
  /// ones rule 10 drops included (decision 9).
  func checkInserts() throws(BatchUpdateError) {
    for target in plan.checkedInserts {
      try checkInsertConflicts(target)
      try checkInsertBounds(target)
    }
  }

  /// Rules 16, 17 and 22, move by move in UIKit's order (decision 12): each
  /// move's bounds, then the first later move that shares its source or
  /// its destination (decision 11).
  func checkMoves() throws(BatchUpdateError) {
    let moves = plan.moves
    var nextWithSource = [Int](repeating: .max, count: moves.count)
    var nextWithDestination = [Int](repeating: .max, count: moves.count)
    var lastSource: [UpdateTarget: Int] = [:]
    var lastDestination: [UpdateTarget: Int] = [:]
    for index in moves.indices.reversed() {
      nextWithSource[index] = lastSource.updateValue(index, forKey: moves[index].source) ?? .max
      nextWithDestination[index] = lastDestination.updateValue(index, forKey: moves[index].destination) ?? .max
    }
    for (index, move) in moves.enumerated() {
      try checkMoveBounds(move)
      // Exact duplicates are gone, so one later move never shares both.
      let (source, destination) = (nextWithSource[index], nextWithDestination[index])
      if source < destination {
        throw messages.moveToBoth(move.source, move.destination, moves[source].destination)
      }
      if destination < source {
        throw messages.moveBoth(move.source, moves[destination].source, to: move.destination)
      }
    }
  }
}
