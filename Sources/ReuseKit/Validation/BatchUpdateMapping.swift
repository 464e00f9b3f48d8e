/// Where each item before a validated batch update ends up after it, as
/// UIKit applies the update: deletes (old positions, descending), then moves,
/// then inserts (final positions, ascending). A reload is a delete and an
/// insert, so a reloaded item has no final path of its own; its new item
/// lands at ``reloadedFinalPath(of:)``.
///
/// - Complexity: Building is O(k log k + s) for k operations and s sections;
///   each lookup is O(log k).
struct BatchUpdateMapping: Sendable {
  // MARK: - Lifecycle

  /// Checks `update` the way UIKit does, against the item counts of each
  /// section `before` and `after` it, and works out where each item goes.
  ///
  /// The checks run in UIKit's order, so the error is the one UIKit would
  /// raise first: reloads against deletes, then each delete, each insert and
  /// each move, then the section count, then each section's item count; the
  /// container's own checks for what UIKit only crashes on come last.
  /// Checking changes nothing: a rejected update leaves everything as it was.
  ///
  /// - Parameters:
  ///   - update: The batch to check.
  ///   - before: The item count of each section before the update.
  ///   - after: The item count of each section after the update.
  ///   - wording: Whether messages say "row" or "item".
  ///   - containerDescription: The container's description, appended to
  ///     grid count messages.
  /// - Throws: ``BatchUpdateError`` with the message of the first broken rule.
  /// - Complexity: O(k log k + s) for k operations and s sections; never
  ///   proportional to the number of items.
  init(
    validating update: BatchUpdate, before: [Int], after: [Int], wording: BatchUpdateWording,
    containerDescription: String
  ) throws(BatchUpdateError) {
    let plan = BatchUpdatePlan(update)
    let checker = BatchUpdateChecker(
      plan: plan, before: before, after: after,
      messages: BatchUpdateMessages(wording: wording, containerDescription: containerDescription))
    try checker.checkReloads()
    try checker.checkDeletes()
    try checker.checkInserts()
    try checker.checkMoves()
    try checker.checkSectionCount()
    let sections = SectionMap(plan: plan, sectionCountBefore: before.count, sectionCountAfter: after.count)
    try checker.checkItemCounts(sections)
    try checker.checkDuplicates()
    try checker.checkMovedSections()
    try checker.checkReconfigures()
    self.init(plan: plan, sections: sections, before: before)
  }

  init(plan: BatchUpdatePlan, sections: SectionMap, before: [Int]) {
    self.sections = sections
    self.before = before
    normalizedUpdate = plan.normalized
    reloadedSections = SortedSet(plan.normalized.reloadedSections)
    reloadedItems = SortedSet(plan.normalized.reloadedItems)
    reloadDestinations = plan.reloadDestinations
    // The plan's item moves come by source, which are distinct once the
    // update is valid; its deletes come descending, its inserts ascending.
    let itemMoves = plan.moves.filter { !$0.source.isSection }
    removed = Self.grouped(plan.deletes.reversed().filter { !$0.isSection } + itemMoves.map(\.source))
    occupied = Self.grouped(plan.inserts.filter { !$0.isSection } + itemMoves.map(\.destination))
    moved = itemMoves.map { Move(from: $0.source.path, to: $0.destination.path) }
    insertedItemPaths = plan.inserts.filter { !$0.isSection }.map(\.path)
    reconfiguredItems = plan.reconfigures
  }

  // MARK: - Internal

  /// The caller's update after UIKit's silent normalisation: item deletes in
  /// deleted or reloaded sections and item inserts in inserted or reloaded
  /// sections dropped, duplicate moves and reloads collapsed.
  let normalizedUpdate: BatchUpdate

  /// The final paths of all new items, the insert halves of reloads
  /// included, ascending.
  let insertedItemPaths: [ItemPath]

  /// For each section after the update, the section before it that it
  /// continues, or `nil` when it is new (inserted, or a reloaded section).
  var finalSectionSources: [Int?] { sections.sourceIndexes }

  /// The final paths of the reconfigured items, ascending.
  var reconfiguredFinalPaths: [ItemPath] { reconfiguredItems.compactMap(finalPath(of:)) }

  /// The section before the update that the section at `section` after it
  /// continues, or `nil` when that section is new.
  func sourceSection(ofFinalSection section: Int) -> Int? {
    sections.sourceIndexes.indices.contains(section) ? sections.sourceIndexes[section] : nil
  }

  /// Whether the item at `path` before the update is reloaded, directly or
  /// through its section.
  /// The index after the update of the section at `section` before it, or
  /// `nil` when the update deletes it.
  func finalSection(of section: Int) -> Int? { sections.finalIndex(of: section) }

  func isReloaded(_ path: ItemPath) -> Bool {
    reloadedItems.contains(path) || reloadedSections.contains(path.section)
  }

  /// The path after the update of the item at `path` before it, or `nil`
  /// when the item is deleted (directly, with its section, or by a reload)
  /// or does not exist.
  func finalPath(of path: ItemPath) -> ItemPath? {
    guard before.indices.contains(path.section), (0..<before[path.section]).contains(path.item),
      !isReloaded(path)
    else { return nil }
    if let destination = destination(ofMoved: path) { return destination }
    guard let section = sections.finalIndex(of: path.section) else { return nil }
    var item = path.item
    if let removedHere = removed[path.section] {
      if removedHere.contains(item) { return nil }
      item -= removedHere.count(below: item)
    }
    if let occupiedHere = occupied[section] { item = occupiedHere.shifting(item) }
    return ItemPath(item: item, section: section)
  }

  /// Per section before the update: the items that leave it (deletes, move
  /// sources, reload deletes). The layout glue in `Updates/` reads it.
  let removed: [Int: SortedPositions]
  /// Per section after the update: the positions new or moved items take.
  let occupied: [Int: SortedPositions]
  /// Moved items, from their path before to their path after the update,
  /// ascending by the path before.
  let moved: [Move<ItemPath>]

  /// Where the new item of a reload of the item at `path` lands, or `nil`
  /// when `path` is not reloaded on its own or its insert half is dropped.
  func reloadedFinalPath(of path: ItemPath) -> ItemPath? {
    reloadDestinations[.item(path)]?.path
  }

  // MARK: - Private

  private let sections: SectionMap
  private let before: [Int]
  private let reloadedSections: SortedSet<Int>
  private let reloadedItems: SortedSet<ItemPath>
  private let reloadDestinations: [UpdateTarget: UpdateTarget]
  private let reconfiguredItems: [ItemPath]

  /// Where the moved item at `path` goes, by binary search of ``moved``.
  private func destination(ofMoved path: ItemPath) -> ItemPath? {
    var low = 0
    var high = moved.count
    while low < high {
      let middle = low + (high - low) / 2
      if moved[middle].source < path { low = middle + 1 } else { high = middle }
    }
    return low < moved.count && moved[low].source == path ? moved[low].destination : nil
  }

  /// The item positions of `targets`, by section. Sorting is adaptive, so
  /// targets that come as a few ascending runs are merged in linear time.
  private static func grouped(_ targets: [UpdateTarget]) -> [Int: SortedPositions] {
    let sorted = targets.sorted()
    var groups: [Int: SortedPositions] = [:]
    var start = 0
    while start < sorted.count {
      let section = sorted[start].section
      var end = start + 1
      while end < sorted.count && sorted[end].section == section { end += 1 }
      groups[section] = SortedPositions(sorted[start..<end].map(\.item))
      start = end
    }
    return groups
  }
}
