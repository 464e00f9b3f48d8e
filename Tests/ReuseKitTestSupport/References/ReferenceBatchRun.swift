import ReuseKitDiff

/// UIKit's checks of one laid-out batch, in its order (rule 9c of
/// `UIKIT-RULES.md`): reloads against deletes, every delete, every insert,
/// every move, the section count, each section's count; then the container's
/// own checks for what UIKit only crashes on (decision 5).
struct ReferenceBatchRun {
  typealias Decision = ReferenceBatchUpdateChecker.Decision
  typealias Rejection = ReferenceBatchUpdateChecker.Rejection

  let batch: ReferenceBatch
  let before: [Int]
  let after: [Int]
  let words: ReferenceWords
  let flipped: Decision?

  func firstRejection() -> Rejection? {
    if let rejection = reloadsAgainstDeletes() { return rejection }
    if let rejection = eachDelete() { return rejection }
    if let rejection = eachInsert() { return rejection }
    if let rejection = eachMove() { return rejection }
    if let rejection = sectionCount() { return rejection }
    if let rejection = sectionItemCounts() { return rejection }
    return containerChecks()
  }

  func reject(_ rule: String, _ message: String) -> Rejection { Rejection(rule: rule, message: message) }

  // MARK: - Rule 18 (decision 10)

  private func reloadsAgainstDeletes() -> Rejection? {
    var deletes =
      batch.update.deletedSections.map(ReferencePath.whole) + batch.update.deletedItems.map(ReferencePath.of)
    if flipped == .reloadsSeeDeletesAsGiven {
      deletes = deletes.filter { $0.isSection || !batch.sectionsGone.contains($0.section) }
    }
    for reload in batch.reloads where deletes.contains(reload) {
      return reject("18", "attempt to delete and reload the same index path (\(reload.printed))")
    }
    return nil
  }

  // MARK: - Deletes: rules 19 and 23, then 11 and 12

  private func eachDelete() -> Rejection? {
    let moves = batch.moves
    for (path, dropped) in batch.deletes where !dropped {
      if moves.contains(where: { $0.source == path }) {
        return path.isSection
          ? reject("19", "attempt to perform a delete and a move from the same section (\(path.section))")
          : reject("19", "attempt to perform a delete and a move from the same index path (\(path.printed))")
      }
      if path.isSection, moves.contains(where: { !$0.source.isSection && $0.source.section == path.section }) {
        return reject("23", "cannot move \(words.aRow) from a deleted section (\(path.section))")
      }
      if path.section < 0 || path.section >= before.count {
        return path.isSection
          ? reject(
            "11",
            "attempt to delete section \(path.section), but there are only \(before.count) sections before the update")
          : reject(
            "12",
            "attempt to delete \(words.row) \(path.item) from section \(path.section), but there are only "
              + "\(before.count) sections before the update")
      }
      if !path.isSection, path.item < 0 || path.item >= before[path.section] {
        return reject(
          "12",
          "attempt to delete \(words.row) \(path.item) from section \(path.section) which only contains "
            + "\(before[path.section]) \(words.rows) before the update")
      }
    }
    return nil
  }

  // MARK: - Inserts: rules 21 and 23, then 13–15 (decision 9)

  private func eachInsert() -> Rejection? {
    let moves = batch.moves
    for (path, dropped) in batch.inserts where !(dropped && flipped == .insertsCheckedBeforeDrop) {
      if moves.contains(where: { $0.destination == path }) {
        return path.isSection
          ? reject("21", "attempt to perform an insert and a move to the same section (\(path.section))")
          : reject("21", "attempt to perform an insert and a move to the same index path (\(path.printed))")
      }
      if path.isSection,
        moves.contains(where: { !$0.destination.isSection && $0.destination.section == path.section })
      {
        return reject("23", "cannot move \(words.aRow) into a newly inserted section (\(path.section))")
      }
      if path.section < 0 || path.section >= after.count {
        return path.isSection
          ? reject(
            "13",
            "attempt to insert section \(path.section) but there are only \(after.count) sections after the update")
          : reject(
            "14",
            "attempt to insert \(words.row) \(path.item) into section \(path.section), but there are only "
              + "\(after.count) sections after the update")
      }
      if !path.isSection, path.item < 0 || path.item >= after[path.section] {
        return reject(
          "15",
          "attempt to insert \(words.row) \(path.item) into section \(path.section), but there are only "
            + "\(after[path.section]) \(words.rows) in section \(path.section) after the update")
      }
    }
    return nil
  }

  // MARK: - Moves: rules 16, 17, then 22 (decisions 11 and 12)

  private func eachMove() -> Rejection? {
    let moves = batch.moves
    for (index, move) in moves.enumerated() {
      if let rejection = bounds(of: move) { return rejection }
      let others = flipped == .movesLookForward ? Array(moves[..<index]) : Array(moves[(index + 1)...])
      for other in others {
        if other.source == move.source {
          let (first, second) = flipped == .movesLookForward ? (other, move) : (move, other)
          return move.source.isSection
            ? reject(
              "22",
              "attempt to move section \(move.source.section) to both section \(first.destination.section) and "
                + "section \(second.destination.section)")
            : reject(
              "22",
              "attempt to move \(words.row) at index path \(move.source.printed) to both "
                + "\(first.destination.printed) and \(second.destination.printed)")
        }
        if other.destination == move.destination {
          let (first, second) = flipped == .movesLookForward ? (other, move) : (move, other)
          return move.source.isSection
            ? reject(
              "22",
              "attempt to move both section \(first.source.section) and section \(second.source.section) to "
                + "section \(move.destination.section)")
            : reject(
              "22",
              "attempt to move both \(words.row) at index path \(first.source.printed) and "
                + "\(second.source.printed) to \(move.destination.printed)")
        }
      }
    }
    return nil
  }

  private func bounds(of move: (source: ReferencePath, destination: ReferencePath)) -> Rejection? {
    let (source, destination) = move
    if source.isSection {
      if source.section < 0 || source.section >= before.count {
        return reject(
          "16",
          "attempt to move section \(source.section), but there are only \(before.count) sections before the update"
        )
      }
      if destination.section < 0 || destination.section >= after.count {
        return reject(
          "16",
          "attempt to to move section \(source.section) to section \(destination.section), but there are only "
            + "\(after.count) sections after the update")
      }
      return nil
    }
    if source.section < 0 || source.section >= before.count {
      return reject(
        "17",
        "attempt to move index path (\(source.printed)) from a section that does not exist - there are only "
          + "\(before.count) sections before the update")
    }
    if source.item < 0 || source.item >= before[source.section] {
      return reject(
        "17",
        "attempt to move index path (\(source.printed)) that does not exist - there are only "
          + "\(before[source.section]) \(words.rows) in section \(source.section) before the update")
    }
    if destination.section < 0 || destination.section >= after.count {
      return reject(
        "17",
        "attempt to move index path (\(source.printed)) to index path (\(destination.printed)) in section that "
          + "does not exist - there are only \(after.count) sections after the update")
    }
    if destination.item < 0 || destination.item >= after[destination.section] {
      return reject(
        "17",
        "attempt to move index path (\(source.printed)) to index path (\(destination.printed)) that does not "
          + "exist - there are only \(after[destination.section]) \(words.rows) in section "
          + "\(destination.section) after the update")
    }
    return nil
  }
}
