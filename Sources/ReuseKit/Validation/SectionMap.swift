/// Which section before a batch update becomes which section after it.
///
/// Inserted sections (the insert halves of section reloads included) and the
/// destinations of section moves take their final index first; every other
/// surviving section keeps its order and fills the remaining indexes.
///
/// - Complexity: O(k + s) for k operations and s sections.
struct SectionMap: Sendable {
  // MARK: - Lifecycle

  init(plan: BatchUpdatePlan, sectionCountBefore: Int, sectionCountAfter: Int) {
    var finalIndexes = [Int?](repeating: nil, count: sectionCountBefore)
    var sourceIndexes = [Int?](repeating: nil, count: sectionCountAfter)
    var leaving = [Bool](repeating: false, count: sectionCountBefore)
    var taken = [Bool](repeating: false, count: sectionCountAfter)
    var inserted = [Bool](repeating: false, count: sectionCountAfter)
    for target in plan.deletes where target.isSection && leaving.indices.contains(target.section) {
      leaving[target.section] = true
    }
    for target in plan.inserts where target.isSection && taken.indices.contains(target.section) {
      taken[target.section] = true
      inserted[target.section] = true
    }
    for move in plan.moves where move.source.isSection {
      let (source, destination) = (move.source.section, move.destination.section)
      guard leaving.indices.contains(source), taken.indices.contains(destination) else { continue }
      leaving[source] = true
      taken[destination] = true
      finalIndexes[source] = destination
      sourceIndexes[destination] = source
    }
    var slot = 0
    for section in 0..<sectionCountBefore where !leaving[section] {
      while slot < sectionCountAfter, taken[slot] { slot += 1 }
      guard slot < sectionCountAfter else { break }
      finalIndexes[section] = slot
      sourceIndexes[slot] = section
      slot += 1
    }
    self.finalIndexes = finalIndexes
    self.sourceIndexes = sourceIndexes
    self.inserted = inserted
  }

  // MARK: - Internal

  /// For each section before the update, its index after it, or `nil` when
  /// it is deleted or reloaded.
  let finalIndexes: [Int?]
  /// For each section after the update, the section before it that it
  /// continues, or `nil` when it is inserted (or the insert half of a reload).
  let sourceIndexes: [Int?]
  /// For each section after the update, whether it is inserted, by the caller
  /// or as the insert half of a reload.
  let inserted: [Bool]

  /// The final index of the old section `section`, or `nil`.
  func finalIndex(of section: Int) -> Int? {
    finalIndexes.indices.contains(section) ? finalIndexes[section] : nil
  }
}
