extension BatchUpdateChecker {
  /// Rule 26: sections after = before − deleted + inserted. Moves count
  /// zero; a reloaded section counts once on each side of the message
  /// (decision 13).
  func checkSectionCount() throws(BatchUpdateError) {
    let inserted = plan.callerSectionInsertCount
    let deleted = plan.callerSectionDeleteCount
    if after.count != before.count - deleted + inserted {
      let reloaded = plan.normalized.reloadedSections.count
      throw messages.sectionCountMismatch(
        after: after.count, before: before.count, inserted: inserted + reloaded, deleted: deleted + reloaded)
    }
  }

  /// Rules 28 and 27, section by section in final order: no negative count,
  /// and every surviving section's count explained by the operations.
  func checkItemCounts(_ sections: SectionMap) throws(BatchUpdateError) {
    var inserted = [Int](repeating: 0, count: after.count)
    var deleted = [Int](repeating: 0, count: before.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    for target in plan.inserts where !target.isSection { inserted[target.section] += 1 }
    for target in plan.deletes where !target.isSection { deleted[target.section] += 1 }
    for move in plan.moves where !move.source.isSection {
      // A move inside one section (after that section's own move) changes
      // no count.
      guard sections.finalIndex(of: move.source.section) != move.destination.section else { continue }
      movedOut[move.source.section] += 1
      movedIn[move.destination.section] += 1
    }
    for section in after.indices {
      guard !sections.inserted[section] else {
        if after[section] < 0 { throw messages.negativeItemCount(section: section) }
        continue
      }
      guard let source = sections.sourceIndexes[section] else { continue }
      if after[section] < 0 { throw messages.negativeItemCount(section: source) }
      let counts = SectionCounts(
        after: after[section], before: before[source], inserted: inserted[section], deleted: deleted[source],
        movedIn: movedIn[section], movedOut: movedOut[source])
      if !counts.isConsistent { throw messages.itemCountMismatch(section: section, counts: counts) }
    }
  }
}
