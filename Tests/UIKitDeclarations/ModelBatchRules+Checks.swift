/// The move and count checks of ``ModelBatchRules``, and what UIKit leaves
/// unchecked.
extension ModelBatchRules {
  /// Rules 16 and 17, then rule 22 against the later moves (decision 11).
  func checkMoves(_ plan: ModelBatchRulesPlan) throws(ModelBatchFailure) {
    for (index, move) in plan.sectionMoves.enumerated() {
      if outside(move.from, before.count) {
        throw raises(
          .rule16,
          "attempt to move section \(move.from), but there are only \(before.count) sections before the update")
      }
      if outside(move.to, after.count) {
        throw raises(
          .rule16,
          "attempt to to move section \(move.from) to section \(move.to), but there are only \(after.count) "
            + "sections after the update")
      }
      guard let later = plan.sectionMoves[(index + 1)...].first(where: { $0.from == move.from || $0.to == move.to })
      else { continue }
      throw raises(
        .rule22,
        later.from == move.from
          ? "attempt to move section \(move.from) to both section \(move.to) and section \(later.to)"
          : "attempt to move both section \(move.from) and section \(later.from) to section \(move.to)")
    }
    for (index, move) in plan.itemMoves.enumerated() {
      try checkItemMoveBounds(move)
      guard let later = plan.itemMoves[(index + 1)...].first(where: { $0.from == move.from || $0.to == move.to })
      else { continue }
      let (from, to) = (describe(move.from), describe(move.to))
      throw raises(
        .rule22,
        later.from == move.from
          ? "attempt to move \(wording.noun) at index path \(from) to both \(to) and \(describe(later.to))"
          : "attempt to move both \(wording.noun) at index path \(from) and \(describe(later.from)) to \(to)")
    }
  }

  /// Rule 26, then rules 28 and 27 for each section after the update.
  func checkCounts(_ plan: ModelBatchRulesPlan) throws(ModelBatchFailure) {
    let deleted = updates.deletes.filter(\.isSectionOperation).count
    let inserted = updates.inserts.filter(\.isSectionOperation).count
    let reloaded = plan.reloads.filter(\.isSectionOperation).count
    if after.count != before.count - deleted + inserted {
      throw raises(
        .rule26,
        "Invalid update: invalid number of sections.\(wording.gap)The number of sections contained in the "
          + "\(wording.viewName) after the update (\(after.count)) must be equal to the number of sections contained "
          + "in the \(wording.viewName) before the update (\(before.count)), plus or minus the number of sections "
          + "inserted or deleted (\(inserted + reloaded) inserted, \(deleted + reloaded) deleted).\(wording.suffix)")
    }
    let sources = sectionSources(plan)
    let noun = wording.noun
    for (section, source) in sources.enumerated() {
      if after[section] < 0 {
        // Decisions 6 and 15: the old index, or the new one of an inserted section.
        throw raises(
          .rule28,
          "Invalid update: invalid number of \(noun)s in section \(source ?? section).\(wording.gap)Attempt to "
            + "delete more \(noun)s than exist in section.\(wording.suffix)")
      }
      guard let source else { continue }
      let inserts = plan.keptInserts.filter { !$0.isSectionOperation && $0.section == section }.count
      let deletes = plan.deletes.filter { !$0.isSectionOperation && $0.section == source }.count
      let movedIn = plan.itemMoves.filter { $0.to.section == section && $0.from.section != source }.count
      let movedOut = plan.itemMoves.filter { $0.from.section == source && $0.to.section != section }.count
      guard after[section] != before[source] + inserts - deletes + movedIn - movedOut else { continue }
      throw raises(
        .rule27,
        "Invalid update: invalid number of \(noun)s in section \(section).\(wording.gap)The number of \(noun)s "
          + "contained in an existing section after the update (\(after[section])) must be equal to the number of "
          + "\(noun)s contained in that section before the update (\(before[source])), plus or minus the number of "
          + "\(noun)s inserted or deleted from that section (\(inserts) inserted, \(deletes) deleted) and plus or "
          + "minus the number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
          + "out).\(wording.suffix)")
    }
  }

  /// What UIKit takes without a message and fails on later, once every
  /// check above has passed: a path deleted twice (rule 24: "corrupts state
  /// (EXC_BAD_ACCESS in `_viewAnimationsForCurrentUpdate`, IGListKit PR
  /// #657)"), a path inserted twice (decision 14: "UIKit has no message";
  /// the rules file records nothing of what follows, so the model stops
  /// rather than guess), then an item operation inside a moved section
  /// (rule 25, "never combine a section move with item ops inside that
  /// section"), each failing as rule 25 says it does.
  func checkWhatUIKitLeavesUnchecked(_ plan: ModelBatchRulesPlan) throws(ModelBatchFailure) {
    if let path = firstRepeat(in: plan.deletes) {
      throw .fails(
        .rule24,
        what: "the batch deletes \(name(path)) twice; UIKit does not check this, counts the delete twice and "
          + "corrupts its state: EXC_BAD_ACCESS in _viewAnimationsForCurrentUpdate (UIKIT-RULES.md rule 24)")
    }
    if let path = firstRepeat(in: plan.keptInserts) {
      throw .fails(
        .decision14,
        what: "the batch inserts \(name(path)) twice; UIKit has no message for this and the rules file records "
          + "nothing of what follows, so the model stops (UIKIT-RULES.md decision 14)")
    }
    let movedFrom = Set(plan.sectionMoves.map(\.from))
    let movedTo = Set(plan.sectionMoves.map(\.to))
    let noun = wording.noun
    func fails(_ what: String) -> ModelBatchFailure {
      .fails(.rule25, what: what + " (UIKIT-RULES.md rule 25: never combine a section move with item ops inside it)")
    }
    for delete in plan.deletes where !delete.isSectionOperation && movedFrom.contains(delete.section) {
      throw fails(
        "the batch deletes \(name(delete)) and moves section \(delete.section); UIKit animates the cell twice "
          + "and never removes its snapshot")
    }
    for insert in plan.keptInserts where !insert.isSectionOperation && movedTo.contains(insert.section) {
      throw fails(
        "the batch inserts \(noun) \(insert.item) into section \(insert.section) after the update, which a "
          + "section move brings there; UIKit corrupts its heap in -[UICollectionViewUpdate _computeItemUpdates]")
    }
    for move in plan.itemMoves {
      if movedFrom.contains(move.from.section) {
        throw fails(
          "the batch moves \(name(move.from)) out and moves section \(move.from.section) too; UIKit loses "
            + "count of its items and raises \"request for index path for global index ... when there are only "
            + "... items in the collection view\"")
      }
      if movedTo.contains(move.to.section) {
        throw fails(
          "the batch moves \(name(move.from)) into section \(move.to.section) after the update, which a "
            + "section move brings there")
      }
    }
  }

  // MARK: - Private

  private func checkItemMoveBounds(_ move: (from: IndexPath, to: IndexPath)) throws(ModelBatchFailure) {
    let (from, to, noun) = (describe(move.from), describe(move.to), wording.noun)
    let message: String
    if outside(move.from.section, before.count) {
      message =
        "attempt to move index path (\(from)) from a section that does not exist - there are only "
        + "\(before.count) sections before the update"
    } else if outside(move.from.item, before[move.from.section]) {
      message =
        "attempt to move index path (\(from)) that does not exist - there are only "
        + "\(before[move.from.section]) \(noun)s in section \(move.from.section) before the update"
    } else if outside(move.to.section, after.count) {
      message =
        "attempt to move index path (\(from)) to index path (\(to)) in section that does not exist - there are "
        + "only \(after.count) sections after the update"
    } else if outside(move.to.item, after[move.to.section]) {
      message =
        "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only "
        + "\(after[move.to.section]) \(noun)s in section \(move.to.section) after the update"
    } else {
      return
    }
    throw raises(.rule17, message)
  }

  /// Rule 27's map: for each section after the update, the section before
  /// it that it continues, or `nil` for an inserted one, a reload's insert
  /// half included.
  private func sectionSources(_ plan: ModelBatchRulesPlan) -> [Int?] {
    let movedFrom = Set(plan.sectionMoves.map(\.from))
    var survivors = (0..<before.count).filter { !plan.deletedSections.contains($0) && !movedFrom.contains($0) }[...]
    var targets: [Int: Int] = [:]
    for move in plan.sectionMoves { targets[move.to] = move.from }
    return (0..<after.count).map { section in
      if plan.insertedSections.contains(section) { return nil }
      return targets[section] ?? survivors.popFirst()
    }
  }

  /// A path in words: "row 3 of section 0", or "section 2" for a section
  /// operation; deletes and move sources name the sections before the
  /// update, inserts the sections after it.
  private func name(_ path: IndexPath) -> String {
    path.isSectionOperation ? "section \(path.section)" : "\(wording.noun) \(path.item) of section \(path.section)"
  }

  private func firstRepeat(in paths: [IndexPath]) -> IndexPath? {
    var seen: Set<IndexPath> = []
    return paths.first { !seen.insert($0).inserted }
  }
}
