/// The errors of the bounds and count rules, worded as UIKit words them for
/// a list or a grid.
struct BatchUpdateMessages: Sendable {
  /// Whether messages say "row" or "item".
  var wording: BatchUpdateWording
  /// The container's description, appended to the grid's count messages.
  var containerDescription: String

  // MARK: - Bounds (rules 11–17)

  func sectionDeleteOutOfBounds(_ section: Int, sectionCount: Int) -> BatchUpdateError {
    error(
      .sectionDeleteOutOfBounds,
      "attempt to delete section \(section), but there are only \(sectionCount) sections before the update")
  }

  func itemDeleteOutOfSections(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
    error(
      .itemDeleteOutOfBounds,
      "attempt to delete \(wording.item) \(path.item) from section \(path.section), "
        + "but there are only \(sectionCount) sections before the update")
  }

  func itemDeleteOutOfBounds(_ path: ItemPath, itemCount: Int) -> BatchUpdateError {
    error(
      .itemDeleteOutOfBounds,
      "attempt to delete \(wording.item) \(path.item) from section \(path.section) "
        + "which only contains \(itemCount) \(wording.items) before the update")
  }

  func sectionInsertOutOfBounds(_ section: Int, sectionCount: Int) -> BatchUpdateError {
    error(
      .sectionInsertOutOfBounds,
      "attempt to insert section \(section) but there are only \(sectionCount) sections after the update")
  }

  func itemInsertOutOfSections(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
    error(
      .itemInsertOutOfSections,
      "attempt to insert \(wording.item) \(path.item) into section \(path.section), "
        + "but there are only \(sectionCount) sections after the update")
  }

  func itemInsertOutOfBounds(_ path: ItemPath, itemCount: Int) -> BatchUpdateError {
    error(
      .itemInsertOutOfBounds,
      "attempt to insert \(wording.item) \(path.item) into section \(path.section), "
        + "but there are only \(itemCount) \(wording.items) in section \(path.section) after the update")
  }

  func sectionMoveSourceOutOfBounds(_ section: Int, sectionCount: Int) -> BatchUpdateError {
    error(
      .sectionMoveOutOfBounds,
      "attempt to move section \(section), but there are only \(sectionCount) sections before the update")
  }

  func sectionMoveDestinationOutOfBounds(_ move: Move<Int>, sectionCount: Int) -> BatchUpdateError {
    error(
      .sectionMoveOutOfBounds,
      "attempt to to move section \(move.source) to section \(move.destination), "
        + "but there are only \(sectionCount) sections after the update")
  }

  func itemMoveSourceOutOfSections(_ source: UpdateTarget, sectionCount: Int) -> BatchUpdateError {
    error(
      .itemMoveOutOfBounds,
      "attempt to move index path (\(source)) from a section that does not exist - "
        + "there are only \(sectionCount) sections before the update")
  }

  func itemMoveSourceOutOfBounds(_ source: UpdateTarget, itemCount: Int) -> BatchUpdateError {
    error(
      .itemMoveOutOfBounds,
      "attempt to move index path (\(source)) that does not exist - "
        + "there are only \(itemCount) \(wording.items) in section \(source.section) before the update")
  }

  func itemMoveDestinationOutOfSections(_ move: Move<UpdateTarget>, sectionCount: Int) -> BatchUpdateError {
    error(
      .itemMoveOutOfBounds,
      "attempt to move index path (\(move.source)) to index path (\(move.destination)) in section that does not "
        + "exist - there are only \(sectionCount) sections after the update")
  }

  func itemMoveDestinationOutOfBounds(_ move: Move<UpdateTarget>, itemCount: Int) -> BatchUpdateError {
    error(
      .itemMoveOutOfBounds,
      "attempt to move index path (\(move.source)) to index path (\(move.destination)) that does not exist - "
        + "there are only \(itemCount) \(wording.items) in section \(move.destination.section) after the update")
  }

  // MARK: - Counts (rules 26–28)

  func sectionCountMismatch(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchUpdateError {
    error(
      .sectionCount,
      "Invalid update: invalid number of sections.\(wording.sentenceBreak)"
        + "The number of sections contained in the \(wording.view) after the update (\(after)) must be equal to "
        + "the number of sections contained in the \(wording.view) before the update (\(before)), plus or minus "
        + "the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).\(suffix)")
  }

  func itemCountMismatch(section: Int, counts: SectionCounts) -> BatchUpdateError {
    let items = wording.items
    return error(
      .itemCount,
      "Invalid update: invalid number of \(items) in section \(section).\(wording.sentenceBreak)"
        + "The number of \(items) contained in an existing section after the update (\(counts.after)) must be "
        + "equal to the number of \(items) contained in that section before the update (\(counts.before)), "
        + "plus or minus the number of \(items) inserted or deleted from that section "
        + "(\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or minus the number of \(items) "
        + "moved into or out of that section (\(counts.movedIn) moved in, \(counts.movedOut) moved out).\(suffix)")
  }

  func negativeItemCount(section: Int) -> BatchUpdateError {
    error(
      .negativeItemCount,
      "Invalid update: invalid number of \(wording.items) in section \(section).\(wording.sentenceBreak)"
        + "Attempt to delete more \(wording.items) than exist in section.\(suffix)")
  }

  // MARK: - Internal

  func error(_ rule: BatchUpdateRule, _ message: String) -> BatchUpdateError {
    BatchUpdateError(message, rule: rule)
  }

  // MARK: - Private

  /// The grid's count messages end with the collection view's description.
  private var suffix: String { wording == .grid ? " Collection view: \(containerDescription)" : "" }
}
