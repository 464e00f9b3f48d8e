/// The model's own check of a batch update against the counts before and
/// after it, with UIKit's messages (UIKIT-RULES.md rules 11–17, 26 and 27;
/// Apple: "Perform batch updates" in `UITableView` and `UICollectionView`:
/// "the number of items ... must be consistent"). It covers bounds and counts,
/// not the conflict rules (18–25), which the headless containers check.
struct ModelBatchCheck {
  /// "row" for a table view, "item" for a collection view.
  var noun: String
  /// "table view" or "collection view".
  var viewName: String
  /// Nothing for a table; " Collection view: <description>" for a collection view.
  var suffix: String
  /// Two spaces after a sentence in a table's messages, one in a collection view's.
  var gap: String

  /// The message of the first broken rule, or `nil`.
  func firstError(of batch: ModelBatch, before: [Int], after: [Int]) -> String? {
    for section in (batch.deletedSections.union(batch.reloadedSections)).sorted() where section >= before.count {
      return "attempt to delete section \(section), but there are only \(before.count) sections before the update"
    }
    for path in batch.deletedItems.union(batch.reloadedItems).sorted() {
      if path.section >= before.count {
        return "attempt to delete \(noun) \(path.item) from section \(path.section), but there are only "
          + "\(before.count) sections before the update"
      }
      if path.item >= before[path.section] {
        return "attempt to delete \(noun) \(path.item) from section \(path.section) which only contains "
          + "\(before[path.section]) \(noun)s before the update"
      }
    }
    for section in batch.insertedSections.sorted() where section >= after.count {
      return "attempt to insert section \(section) but there are only \(after.count) sections after the update"
    }
    for path in batch.insertedItems.sorted() {
      if path.section >= after.count {
        return "attempt to insert \(noun) \(path.item) into section \(path.section), but there are only "
          + "\(after.count) sections after the update"
      }
      if path.item >= after[path.section] {
        return "attempt to insert \(noun) \(path.item) into section \(path.section), but there are only "
          + "\(after[path.section]) \(noun)s in section \(path.section) after the update"
      }
    }
    if let error = moveError(batch, before: before, after: after) { return error }
    return countError(batch, before: before, after: after)
  }

  /// How UIKit prints an index path in its messages: `%@` of an
  /// `NSIndexPath`, "<NSIndexPath: 0x…> {length = 2, path = S - R}"
  /// (UIKIT-RULES.md, tags; e.g. XLData#15). A small index path is a tagged
  /// pointer on a device; the model's address is made from the path the
  /// same way each time, so tests can quote it.
  static func describe(_ path: IndexPath) -> String {
    let address =
      0xc000_0000_0000_0016 | UInt64(truncatingIfNeeded: path.item & 0x7fff) << 21
      | UInt64(truncatingIfNeeded: path.section & 0x7fff) << 36
    let hex = String(address, radix: 16)
    return "<NSIndexPath: 0x\(hex)> {length = 2, path = \(path.section) - \(path.item)}"
  }

  private func moveError(_ batch: ModelBatch, before: [Int], after: [Int]) -> String? {
    for move in batch.movedSections {
      if move.from >= before.count {
        return "attempt to move section \(move.from), but there are only \(before.count) sections before the update"
      }
      if move.to >= after.count {
        return "attempt to to move section \(move.from) to section \(move.to), but there are only \(after.count) "
          + "sections after the update"
      }
    }
    for move in batch.movedItems {
      let from = Self.describe(move.from)
      let to = Self.describe(move.to)
      if move.from.section >= before.count {
        return "attempt to move index path (\(from)) from a section that does not exist - there are only "
          + "\(before.count) sections before the update"
      }
      if move.from.item >= before[move.from.section] {
        return "attempt to move index path (\(from)) that does not exist - there are only "
          + "\(before[move.from.section]) \(noun)s in section \(move.from.section) before the update"
      }
      if move.to.section >= after.count {
        return "attempt to move index path (\(from)) to index path (\(to)) in section that does not exist - there "
          + "are only \(after.count) sections after the update"
      }
      if move.to.item >= after[move.to.section] {
        return "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only "
          + "\(after[move.to.section]) \(noun)s in section \(move.to.section) after the update"
      }
    }
    return nil
  }

  private func countError(_ batch: ModelBatch, before: [Int], after: [Int]) -> String? {
    let inserted = batch.insertedSections.count + batch.reloadedSections.count
    let deleted = batch.deletedSections.count + batch.reloadedSections.count
    if after.count != before.count + batch.insertedSections.count - batch.deletedSections.count {
      return "Invalid update: invalid number of sections.\(gap)The number of sections contained in the \(viewName) "
        + "after the update (\(after.count)) must be equal to the number of sections contained in the \(viewName) "
        + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
        + "(\(inserted) inserted, \(deleted) deleted).\(suffix)"
    }
    let sources = batch.sectionSources(before: before.count, after: after.count)
    for (section, source) in sources.enumerated() {
      guard let source, !batch.reloadedSections.contains(source) else { continue }
      let reloads = batch.reloadedItems.filter { $0.section == source }.count
      let inserts = batch.insertedItems.filter { $0.section == section }.count + reloads
      let deletes = batch.deletedItems.filter { $0.section == source }.count + reloads
      let movedIn = batch.movedItems.filter { $0.to.section == section && sources[section] != $0.from.section }.count
      let movedOut = batch.movedItems.filter { $0.from.section == source && $0.to.section != section }.count
      guard after[section] != before[source] + inserts - deletes + movedIn - movedOut else { continue }
      return "Invalid update: invalid number of \(noun)s in section \(section).\(gap)The number of \(noun)s contained "
        + "in an existing section after the update (\(after[section])) must be equal to the number of \(noun)s "
        + "contained in that section before the update (\(before[source])), plus or minus the number of \(noun)s "
        + "inserted or deleted from that section (\(inserts) inserted, \(deletes) deleted) and plus or minus the "
        + "number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).\(suffix)"
    }
    return nil
  }
}
