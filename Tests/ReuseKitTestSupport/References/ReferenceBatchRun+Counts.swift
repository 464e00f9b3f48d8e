import ReuseKitDiff

extension ReferenceBatchRun {
  // MARK: - Rule 26 (decision 13)

  func sectionCount() -> Rejection? {
    let deleted = batch.update.deletedSections.count
    let inserted = batch.update.insertedSections.count
    guard after.count != before.count - deleted + inserted else { return nil }
    let reloads = flipped == .sectionCountIncludesReloads ? 0 : batch.sectionReloads.count
    return reject(
      "26",
      "Invalid update: invalid number of sections.\(words.gap)The number of sections contained in the \(words.view) "
        + "after the update (\(after.count)) must be equal to the number of sections contained in the \(words.view) "
        + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
        + "(\(inserted + reloads) inserted, \(deleted + reloads) deleted).\(words.tail)")
  }

  // MARK: - Rules 27 and 28 (decisions 6 and 15)

  /// What each section after the update is: new, the continuation of an old
  /// section, or nothing known (only after an earlier rule would have failed).
  enum FinalSection: Equatable {
    case new
    case old(Int)
    case unknown
  }

  /// New sections and move targets take their final index; the old sections
  /// that stay fill the rest in order.
  var finalSections: [FinalSection] {
    var result = [FinalSection](repeating: .unknown, count: after.count)
    for section in batch.insertedSections where result.indices.contains(section) { result[section] = .new }
    var leaving = Set(batch.sectionsGone)
    // A move out of range was rejected already; it moves nothing.
    for move in batch.moves
    where move.source.isSection && before.indices.contains(move.source.section)
      && result.indices.contains(move.destination.section)
    {
      leaving.insert(move.source.section)
      result[move.destination.section] = .old(move.source.section)
    }
    var free = result.indices.filter { result[$0] == .unknown }[...]
    for section in before.indices where !leaving.contains(section) {
      guard let slot = free.popFirst() else { break }
      result[slot] = .old(section)
    }
    return result
  }

  /// The operations that rule 27 counts for final section `section`, which
  /// continues old section `old`.
  func itemCounts(
    of section: Int, old: Int, in sections: [FinalSection]
  ) -> (inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) {
    func finalIndex(ofOld old: Int) -> Int? { sections.firstIndex(of: .old(old)) }
    let inserted = batch.inserts.filter { !$0.dropped && !$0.path.isSection && $0.path.section == section }.count
    let deleted = batch.deletes.filter { !$0.dropped && !$0.path.isSection && $0.path.section == old }.count
    let itemMoves = batch.moves.filter { !$0.source.isSection }
    let movedIn = itemMoves.filter {
      $0.destination.section == section && finalIndex(ofOld: $0.source.section) != section
    }.count
    let movedOut = itemMoves.filter {
      $0.source.section == old && finalIndex(ofOld: old) != $0.destination.section
    }.count
    return (inserted, deleted, movedIn, movedOut)
  }

  /// The count rule 27 expects for final section `section`, which continues
  /// old section `old`.
  func expectedCount(of section: Int, old: Int, in sections: [FinalSection]) -> Int {
    let counts = itemCounts(of: section, old: old, in: sections)
    return before[old] + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
  }

  func sectionItemCounts() -> Rejection? {
    let sections = finalSections
    for (section, kind) in sections.enumerated() {
      switch kind {
      case .unknown:
        continue
      case .new:
        if after[section] < 0 && flipped != .negativeInsertedSectionRejected {
          return negativeCount(section)
        }
      case .old(let old):
        if after[section] < 0 { return negativeCount(old) }
        let counts = itemCounts(of: section, old: old, in: sections)
        let (inserted, deleted, movedIn, movedOut) = counts
        guard after[section] != before[old] + inserted - deleted + movedIn - movedOut else { continue }
        return reject(
          "27",
          "Invalid update: invalid number of \(words.rows) in section \(section).\(words.gap)The number of "
            + "\(words.rows) contained in an existing section after the update (\(after[section])) must be equal to "
            + "the number of \(words.rows) contained in that section before the update (\(before[old])), plus or "
            + "minus the number of \(words.rows) inserted or deleted from that section (\(inserted) inserted, "
            + "\(deleted) deleted) and plus or minus the number of \(words.rows) moved into or out of that section "
            + "(\(movedIn) moved in, \(movedOut) moved out).\(words.tail)")
      }
    }
    return nil
  }

  private func negativeCount(_ section: Int) -> Rejection {
    reject(
      "28",
      "Invalid update: invalid number of \(words.rows) in section \(section).\(words.gap)Attempt to delete more "
        + "\(words.rows) than exist in section.\(words.tail)")
  }

  // MARK: - The container's own checks (decisions 5 and 14, rule 6)

  func containerChecks() -> Rejection? {
    let deletes = batch.deletes.filter { !$0.dropped }.map(\.path)
    for (earlier, path) in zip(deletes, deletes.dropFirst()) where earlier == path {
      return reject("24", "duplicate delete of index path \(path.printed)")
    }
    let inserts = batch.inserts.filter { !$0.dropped }.map(\.path)
    for (earlier, path) in zip(inserts, inserts.dropFirst()) where earlier == path {
      if flipped == .duplicateInsertsRejected { break }
      return reject("D14", "duplicate insert of index path \(path.printed)")
    }
    return movedSectionChecks(deletes: deletes, inserts: inserts) ?? reconfigureChecks()
  }

  /// Rule 25: no item operation inside a moved section.
  private func movedSectionChecks(deletes: [ReferencePath], inserts: [ReferencePath]) -> Rejection? {
    let sectionMoves = batch.moves.filter(\.source.isSection)
    let from = Set(sectionMoves.map(\.source.section))
    let to = Set(sectionMoves.map(\.destination.section))
    if let path = deletes.first(where: { !$0.isSection && from.contains($0.section) }) {
      return reject("25", "cannot delete \(words.aRow) from a moved section (\(path.section))")
    }
    if let path = inserts.first(where: { !$0.isSection && to.contains($0.section) }) {
      return reject("25", "cannot insert \(words.aRow) into a moved section (\(path.section))")
    }
    for move in batch.moves where !move.source.isSection {
      if from.contains(move.source.section) {
        return reject("25", "cannot move \(words.aRow) from a moved section (\(move.source.section))")
      }
      if to.contains(move.destination.section) {
        return reject("25", "cannot move \(words.aRow) into a moved section (\(move.destination.section))")
      }
    }
    return nil
  }

  /// Rule 6: a reconfigured item exists before the update and is neither
  /// deleted, moved nor reloaded, alone or with its section.
  private func reconfigureChecks() -> Rejection? {
    let update = batch.update
    for path in batch.reconfigures {
      let item = ReferencePath.of(path)
      let text = "index path (\(item.printed))"
      if path.section < 0 || path.section >= before.count {
        return reject(
          "6",
          "attempt to reconfigure \(text) from a section that does not exist - there are only \(before.count) "
            + "sections before the update")
      }
      if path.item < 0 || path.item >= before[path.section] {
        return reject(
          "6",
          "attempt to reconfigure \(text) that does not exist - there are only \(before[path.section]) "
            + "\(words.rows) in section \(path.section) before the update")
      }
      if update.deletedItems.contains(path) || update.deletedSections.contains(path.section) {
        return reject("6", "attempt to reconfigure and delete the same \(text)")
      }
      if batch.moves.contains(where: { $0.source == item || $0.source == .whole(path.section) }) {
        return reject("6", "attempt to reconfigure and move the same \(text)")
      }
      if batch.reloads.contains(item) || batch.reloads.contains(.whole(path.section)) {
        return reject("6", "attempt to reconfigure and reload the same \(text)")
      }
    }
    return nil
  }
}
