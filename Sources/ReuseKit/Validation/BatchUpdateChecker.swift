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
    let itemMoves = plan.moves.filter { !$0.source.isSection }
    moveSources = SortedSet(plan.moves.map(\.source))
    moveDestinations = SortedSet(plan.moves.map(\.destination))
    sectionsLeftByItemMoves = SortedSet(itemMoves.map(\.source.section))
    sectionsEnteredByItemMoves = SortedSet(itemMoves.map(\.destination.section))
  }

  // MARK: - Internal

  let plan: BatchUpdatePlan
  let before: [Int]
  let after: [Int]
  let messages: BatchUpdateMessages
  /// The sources of all moves, sections and items.
  let moveSources: SortedSet<UpdateTarget>
  /// The destinations of all moves, sections and items.
  let moveDestinations: SortedSet<UpdateTarget>
  /// Old sections that an item moves out of.
  let sectionsLeftByItemMoves: SortedSet<Int>
  /// Final sections that an item moves into.
  let sectionsEnteredByItemMoves: SortedSet<Int>

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
    // The plan sorts moves by source (section moves, then item moves, whose
    // targets never equal a section's), so the next move with a source is
    // the one right after it, or none.
    let nextWithSource = moves.indices.map { index in
      index + 1 < moves.count && moves[index + 1].source == moves[index].source ? index + 1 : .max
    }
    // Sorted by destination, then by position, the moves that share a
    // destination are neighbours, in order.
    let byDestination = moves.indices.sorted { (moves[$0].destination, $0) < (moves[$1].destination, $1) }
    var nextWithDestination = [Int](repeating: .max, count: moves.count)
    for (earlier, later) in zip(byDestination, byDestination.dropFirst())
    where moves[earlier].destination == moves[later].destination {
      nextWithDestination[earlier] = later
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
