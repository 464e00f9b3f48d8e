extension BatchUpdateMessages {
  // MARK: - Conflicts (rules 18–23)

  func deleteAndReload(_ target: UpdateTarget) -> BatchUpdateError {
    error(.deleteAndReload, "attempt to delete and reload the same index path (\(target))")
  }

  func deleteAndMoveFrom(_ target: UpdateTarget) -> BatchUpdateError {
    target.isSection
      ? error(.deleteAndMoveFrom, "attempt to perform a delete and a move from the same section (\(target.section))")
      : error(.deleteAndMoveFrom, "attempt to perform a delete and a move from the same index path (\(target))")
  }

  func insertAndMoveTo(_ target: UpdateTarget) -> BatchUpdateError {
    target.isSection
      ? error(.insertAndMoveTo, "attempt to perform an insert and a move to the same section (\(target.section))")
      : error(.insertAndMoveTo, "attempt to perform an insert and a move to the same index path (\(target))")
  }

  func moveToBoth(_ source: UpdateTarget, _ first: UpdateTarget, _ second: UpdateTarget) -> BatchUpdateError {
    source.isSection
      ? error(
        .moveTwice,
        "attempt to move section \(source.section) to both section \(first.section) and section \(second.section)")
      : error(.moveTwice, "attempt to move \(wording.item) at index path \(source) to both \(first) and \(second)")
  }

  func moveBoth(_ first: UpdateTarget, _ second: UpdateTarget, to destination: UpdateTarget) -> BatchUpdateError {
    destination.isSection
      ? error(
        .moveTwice,
        "attempt to move both section \(first.section) and section \(second.section) to section \(destination.section)")
      : error(.moveTwice, "attempt to move both \(wording.item) at index path \(first) and \(second) to \(destination)")
  }

  func itemMoveFromDeletedSection(_ section: Int) -> BatchUpdateError {
    error(.itemMoveThroughSectionChange, "cannot move \(wording.anItem) from a deleted section (\(section))")
  }

  func itemMoveIntoInsertedSection(_ section: Int) -> BatchUpdateError {
    error(.itemMoveThroughSectionChange, "cannot move \(wording.anItem) into a newly inserted section (\(section))")
  }

  // MARK: - Container texts (rules 24, 25 and 6)

  func duplicateDelete(_ target: UpdateTarget) -> BatchUpdateError {
    error(.duplicateDelete, "duplicate delete of index path \(target)")
  }

  func duplicateInsert(_ target: UpdateTarget) -> BatchUpdateError {
    error(.duplicateInsert, "duplicate insert of index path \(target)")
  }

  func deleteFromMovedSection(_ section: Int) -> BatchUpdateError {
    error(.itemOperationInMovedSection, "cannot delete \(wording.anItem) from a moved section (\(section))")
  }

  func insertIntoMovedSection(_ section: Int) -> BatchUpdateError {
    error(.itemOperationInMovedSection, "cannot insert \(wording.anItem) into a moved section (\(section))")
  }

  func moveFromMovedSection(_ section: Int) -> BatchUpdateError {
    error(.itemOperationInMovedSection, "cannot move \(wording.anItem) from a moved section (\(section))")
  }

  func moveIntoMovedSection(_ section: Int) -> BatchUpdateError {
    error(.itemOperationInMovedSection, "cannot move \(wording.anItem) into a moved section (\(section))")
  }

  func reconfigureOutOfSections(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
    error(
      .reconfigure,
      "attempt to reconfigure index path (\(UpdateTarget.item(path))) from a section that does not exist - "
        + "there are only \(sectionCount) sections before the update")
  }

  func reconfigureOutOfBounds(_ path: ItemPath, itemCount: Int) -> BatchUpdateError {
    error(
      .reconfigure,
      "attempt to reconfigure index path (\(UpdateTarget.item(path))) that does not exist - "
        + "there are only \(itemCount) \(wording.items) in section \(path.section) before the update")
  }

  func reconfigureAnd(_ operation: String, _ path: ItemPath) -> BatchUpdateError {
    error(.reconfigure, "attempt to reconfigure and \(operation) the same index path (\(UpdateTarget.item(path)))")
  }
}
