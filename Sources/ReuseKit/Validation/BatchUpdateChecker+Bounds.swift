extension BatchUpdateChecker {
  /// Rules 11 and 12: deletes (and reloads) name positions before the update.
  func checkDeleteBounds(_ target: UpdateTarget) throws(BatchUpdateError) {
    guard before.indices.contains(target.section) else {
      throw target.isSection
        ? messages.sectionDeleteOutOfBounds(target.section, sectionCount: before.count)
        : messages.itemDeleteOutOfSections(target.path, sectionCount: before.count)
    }
    if !target.isSection, !(0..<max(0, before[target.section])).contains(target.item) {
      throw messages.itemDeleteOutOfBounds(target.path, itemCount: before[target.section])
    }
  }

  /// Rules 13, 14 and 15: inserts name positions after the update.
  func checkInsertBounds(_ target: UpdateTarget) throws(BatchUpdateError) {
    guard after.indices.contains(target.section) else {
      throw target.isSection
        ? messages.sectionInsertOutOfBounds(target.section, sectionCount: after.count)
        : messages.itemInsertOutOfSections(target.path, sectionCount: after.count)
    }
    if !target.isSection, !(0..<max(0, after[target.section])).contains(target.item) {
      throw messages.itemInsertOutOfBounds(target.path, itemCount: after[target.section])
    }
  }

  /// Rules 16 and 17: a move goes from a position before the update to a
  /// position after it.
  func checkMoveBounds(_ move: Move<UpdateTarget>) throws(BatchUpdateError) {
    let source = move.source
    let destination = move.destination
    if source.isSection {
      guard before.indices.contains(source.section) else {
        throw messages.sectionMoveSourceOutOfBounds(source.section, sectionCount: before.count)
      }
      guard after.indices.contains(destination.section) else {
        throw messages.sectionMoveDestinationOutOfBounds(
          Move(from: source.section, to: destination.section), sectionCount: after.count)
      }
      return
    }
    guard before.indices.contains(source.section) else {
      throw messages.itemMoveSourceOutOfSections(source, sectionCount: before.count)
    }
    guard (0..<max(0, before[source.section])).contains(source.item) else {
      throw messages.itemMoveSourceOutOfBounds(source, itemCount: before[source.section])
    }
    guard after.indices.contains(destination.section) else {
      throw messages.itemMoveDestinationOutOfSections(move, sectionCount: after.count)
    }
    guard (0..<max(0, after[destination.section])).contains(destination.item) else {
      throw messages.itemMoveDestinationOutOfBounds(move, itemCount: after[destination.section])
    }
  }
}
