extension BatchUpdateChecker {
  /// Rule 24: one position deleted twice (UIKit corrupts its state). An
  /// insert given twice is rejected the same way: two new items cannot take
  /// one final position.
  func checkDuplicates() throws(BatchUpdateError) {
    for (earlier, target) in zip(plan.deletes, plan.deletes.dropFirst()) where earlier == target {
      throw messages.duplicateDelete(target)
    }
    for (earlier, target) in zip(plan.inserts, plan.inserts.dropFirst()) where earlier == target {
      throw messages.duplicateInsert(target)
    }
  }

  /// Rule 25: no item operation inside a moved section (UIKit crashes).
  ///
  /// Deletes and move sources name the moved section by its old index,
  /// inserts and move destinations by its final index.
  func checkMovedSections() throws(BatchUpdateError) {
    var movedFrom = Set<Int>()
    var movedTo = Set<Int>()
    for move in plan.moves where move.source.isSection {
      movedFrom.insert(move.source.section)
      movedTo.insert(move.destination.section)
    }
    guard !movedFrom.isEmpty else { return }
    for target in plan.deletes where !target.isSection && movedFrom.contains(target.section) {
      throw messages.deleteFromMovedSection(target.section)
    }
    for target in plan.inserts where !target.isSection && movedTo.contains(target.section) {
      throw messages.insertIntoMovedSection(target.section)
    }
    for move in plan.moves where !move.source.isSection {
      if movedFrom.contains(move.source.section) { throw messages.moveFromMovedSection(move.source.section) }
      if movedTo.contains(move.destination.section) {
        throw messages.moveIntoMovedSection(move.destination.section)
      }
    }
  }

  /// Rule 6: a reconfigured item must exist before the update and be neither
  /// deleted, moved nor reloaded, directly or with its section.
  func checkReconfigures() throws(BatchUpdateError) {
    guard !plan.reconfigures.isEmpty else { return }
    let reloads = SortedSet(plan.reloads)
    for path in plan.reconfigures {
      guard before.indices.contains(path.section) else {
        throw messages.reconfigureOutOfSections(path, sectionCount: before.count)
      }
      guard (0..<max(0, before[path.section])).contains(path.item) else {
        throw messages.reconfigureOutOfBounds(path, itemCount: before[path.section])
      }
      let item = UpdateTarget.item(path)
      let section = UpdateTarget.section(path.section)
      if plan.callerDeletes.contains(item) || plan.callerDeletes.contains(section) {
        throw messages.reconfigureAnd("delete", path)
      }
      if moveSources.contains(item) || moveSources.contains(section) {
        throw messages.reconfigureAnd("move", path)
      }
      if reloads.contains(item) || reloads.contains(section) {
        throw messages.reconfigureAnd("reload", path)
      }
    }
  }
}
