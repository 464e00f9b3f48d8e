/// A batch's update items in the order UIKit checks them (UIKIT-RULES.md
/// rule 9a): reloads ascending without repeats, each one a delete of its old
/// path P and an insert at P′ (rule 9b); deletes descending, inserts
/// ascending; moves without exact repeats (rule 10), section moves before
/// item moves, each kind by source in the caller's order (decision 12).
struct ModelBatchRulesPlan {
  /// An insert to check, and the old path of the reload it is the insert half of.
  struct Insert {
    var path: IndexPath
    var reloadedFrom: IndexPath?
  }

  let reloads: [IndexPath]
  /// Every delete, descending, less the item deletes inside a deleted or
  /// reloaded section, which are dropped before they are checked (rule 10,
  /// decision 9): a reload's delete half included.
  let deletes: [IndexPath]
  /// Every insert, ascending, a reload's insert half included; all are checked.
  let inserts: [Insert]
  /// The inserts left once rule 10 has dropped the item inserts inside an
  /// inserted section, and decision 3 the insert halves of item reloads
  /// inside a reloaded section.
  let keptInserts: [IndexPath]
  let sectionMoves: [(from: Int, to: Int)]
  let itemMoves: [(from: IndexPath, to: IndexPath)]
  /// Old indexes of the sections that are deleted, caller's or a reload's half.
  let deletedSections: Set<Int>
  /// Final indexes of the sections that are inserted, caller's or a reload's half.
  let insertedSections: Set<Int>

  init(_ updates: ModelUpdateList) {
    let reloads = Array(Set(updates.reloads)).sorted()
    self.reloads = reloads
    let reloadedSections = Set(reloads.filter(\.isSectionOperation).map(\.section))
    var sectionMoves: [(from: Int, to: Int)] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    for move in updates.moves {
      if move.from.isSectionOperation {
        let pair = (from: move.from.section, to: move.to.section)
        if !sectionMoves.contains(where: { $0 == pair }) { sectionMoves.append(pair) }
      } else if !itemMoves.contains(where: { $0 == move }) {
        itemMoves.append(move)
      }
    }
    self.sectionMoves = Self.stableSorted(sectionMoves) { $0.from < $1.from }
    self.itemMoves = Self.stableSorted(itemMoves) { $0.from < $1.from }
    let deletedSections = Set(updates.deletes.filter(\.isSectionOperation).map(\.section)).union(reloadedSections)
    self.deletedSections = deletedSections
    // Decision 16: an item delete in a section deleted, moved or reloaded in
    // the same batch never shifts a P′.
    let unshifting = deletedSections.union(sectionMoves.map(\.from))
    deletes = (updates.deletes + reloads).filter {
      $0.isSectionOperation || !deletedSections.contains($0.section)
    }.sorted(by: >)
    let halves = reloads.map {
      Insert(path: Self.insertPosition(ofReload: $0, in: updates, unshifting: unshifting), reloadedFrom: $0)
    }
    inserts = (updates.inserts.map { Insert(path: $0, reloadedFrom: nil) } + halves).sorted { $0.path < $1.path }
    let insertedSections = Set(inserts.map(\.path).filter(\.isSectionOperation).map(\.section))
    self.insertedSections = insertedSections
    keptInserts = inserts.filter { insert in
      if insert.path.isSectionOperation { return true }
      if let old = insert.reloadedFrom, reloadedSections.contains(old.section) { return false }
      return !insertedSections.contains(insert.path.section)
    }.map(\.path)
  }

  /// P′, the insert position of a reload of `path` (rule 9b, decisions 2, 16
  /// and 17). Rule 9b places the section first, then the item "in the same
  /// section": the section walks the caller's section deletes, descending,
  /// then the section inserts, ascending, each at or before the running
  /// index moving it one; the item walks the item deletes of its old section
  /// (deletes name old sections), descending, then the item inserts of its
  /// final section, ascending, in the same way. Every copy of a repeated
  /// delete is compared again, so a second copy can still pull P′ back
  /// (decision 17). The delete of the reload's own section is skipped
  /// (decision 2), and item deletes in a section that has a section
  /// operation never shift (decision 16). Moves are ignored.
  static func insertPosition(ofReload path: IndexPath, in updates: ModelUpdateList, unshifting: Set<Int>)
    -> IndexPath
  {
    let sectionDeletes = updates.deletes.filter(\.isSectionOperation).map(\.section)
    var section = path.section
    for delete in sectionDeletes.sorted(by: >) where delete != path.section && delete <= section { section -= 1 }
    for insert in updates.inserts.filter(\.isSectionOperation).map(\.section).sorted() where insert <= section {
      section += 1
    }
    guard !path.isSectionOperation else { return ModelUpdateList.section(section) }
    var item = path.item
    if !unshifting.contains(path.section) {
      let deletes = updates.deletes.filter { !$0.isSectionOperation && $0.section == path.section }
      for delete in deletes.map(\.item).sorted(by: >) where delete <= item { item -= 1 }
    }
    let inserts = updates.inserts.filter { !$0.isSectionOperation && $0.section == section }
    for insert in inserts.map(\.item).sorted() where insert <= item { item += 1 }
    return IndexPath(item: item, section: section)
  }

  private static func stableSorted<Element>(_ elements: [Element], by less: (Element, Element) -> Bool) -> [Element] {
    elements.enumerated().sorted {
      less($0.element, $1.element) || (!less($1.element, $0.element) && $0.offset < $1.offset)
    }
    .map(\.element)
  }
}
