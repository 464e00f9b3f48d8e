extension BatchUpdateChecker {
  /// Rule 19 (and 20, through a reload's delete half) and the delete side of
  /// rule 23.
  func checkDeleteConflicts(_ target: UpdateTarget) throws(BatchUpdateError) {
    if moveSources.contains(target) {
      throw messages.deleteAndMoveFrom(target)
    }
    if target.isSection, sectionsLeftByItemMoves.contains(target.section) {
      throw messages.itemMoveFromDeletedSection(target.section)
    }
  }

  /// Rule 21 (also for a reload's insert half) and the insert side of rule 23.
  func checkInsertConflicts(_ target: UpdateTarget) throws(BatchUpdateError) {
    if moveDestinations.contains(target) {
      throw messages.insertAndMoveTo(target)
    }
    if target.isSection, sectionsEnteredByItemMoves.contains(target.section) {
      throw messages.itemMoveIntoInsertedSection(target.section)
    }
  }
}
