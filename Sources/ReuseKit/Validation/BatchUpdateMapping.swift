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

  init(plan: BatchUpdatePlan, sections: SectionMap, before: [Int]) {
    self.sections = sections
    self.before = before
    normalizedUpdate = plan.normalized
    reloadedSections = Set(plan.normalized.reloadedSections)
    reloadedItems = Set(plan.normalized.reloadedItems)
    reloadDestinations = plan.reloadDestinations
    var removed: [Int: [Int]] = [:]
    var occupied: [Int: [Int]] = [:]
    var moved: [ItemPath: ItemPath] = [:]
    for target in plan.deletes where !target.isSection {
      removed[target.section, default: []].append(target.item)
    }
    for target in plan.inserts where !target.isSection {
      occupied[target.section, default: []].append(target.item)
    }
    for move in plan.moves where !move.source.isSection {
      moved[move.source.path] = move.destination.path
      removed[move.source.section, default: []].append(move.source.item)
      occupied[move.destination.section, default: []].append(move.destination.item)
    }
    self.removed = removed.mapValues(SortedPositions.init)
    self.occupied = occupied.mapValues(SortedPositions.init)
    self.moved = moved
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
    if let destination = moved[path] { return destination }
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
  /// Moved items, from their path before to their path after the update.
  let moved: [ItemPath: ItemPath]

  /// Where the new item of a reload of the item at `path` lands, or `nil`
  /// when `path` is not reloaded on its own or its insert half is dropped.
  func reloadedFinalPath(of path: ItemPath) -> ItemPath? {
    reloadDestinations[.item(path)]?.path
  }

  // MARK: - Private

  private let sections: SectionMap
  private let before: [Int]
  private let reloadedSections: Set<Int>
  private let reloadedItems: Set<ItemPath>
  private let reloadDestinations: [UpdateTarget: UpdateTarget]
  private let reconfiguredItems: [ItemPath]
}
