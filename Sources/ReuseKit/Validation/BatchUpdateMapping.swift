/// Where each item before a validated batch update ends up after it.
///
/// - Complexity: Building is O(k log k) for k operations; a lookup is O(k_s)
///   for the k_s operations that touch the item's two sections.
struct BatchUpdateMapping: Sendable {
  // MARK: - Lifecycle

  init(_ update: BatchUpdate, sectionCountBefore: Int, sectionCountAfter: Int) {
    let deleted = Set(update.deletedSections)
    var sectionFinal = [Int?](repeating: nil, count: sectionCountBefore)
    var fixed = Set(update.insertedSections)
    for move in update.movedSections {
      sectionFinal[move.source] = move.destination
      fixed.insert(move.destination)
    }
    var slot = 0
    for section in 0..<sectionCountBefore where !deleted.contains(section) && sectionFinal[section] == nil {
      while fixed.contains(slot) { slot += 1 }
      sectionFinal[section] = slot
      slot += 1
    }
    self.sectionFinal = sectionFinal
    reloadedSections = Set(update.reloadedSections)

    var removed: [Int: [Int]] = [:]
    var occupied: [Int: [Int]] = [:]
    var moved: [ItemPath: ItemPath] = [:]
    for path in update.deletedItems { removed[path.section, default: []].append(path.item) }
    for path in update.insertedItems { occupied[path.section, default: []].append(path.item) }
    for move in update.movedItems {
      moved[move.source] = move.destination
      removed[move.source.section, default: []].append(move.source.item)
      occupied[move.destination.section, default: []].append(move.destination.item)
    }
    reloadedItems = Set(update.reloadedItems)
    self.removed = removed.mapValues { $0.sorted() }
    self.occupied = occupied.mapValues { $0.sorted() }
    self.moved = moved
  }

  // MARK: - Internal

  /// The final index of the section at `section` before the update, or `nil`
  /// when it is deleted.
  func finalSection(ofSection section: Int) -> Int? {
    section < sectionFinal.count ? sectionFinal[section] : nil
  }

  /// Whether the section at `section` before the update is reloaded.
  func isReloaded(section: Int) -> Bool { reloadedSections.contains(section) }

  /// Whether the item at `path` before the update is reloaded, directly or
  /// through its section.
  func isReloaded(_ path: ItemPath) -> Bool {
    reloadedItems.contains(path) || reloadedSections.contains(path.section)
  }

  /// The path after the update of the item at `path` before it, or `nil` when
  /// the item is deleted (directly or with its section).
  func finalPath(of path: ItemPath) -> ItemPath? {
    if let destination = moved[path] { return destination }
    guard let section = finalSection(ofSection: path.section) else { return nil }
    let removedHere = removed[path.section] ?? []
    if binarySearchContains(removedHere, path.item) { return nil }
    var item = path.item - lowerBound(removedHere, path.item)
    for taken in occupied[section] ?? [] {
      if taken <= item { item += 1 } else { break }
    }
    return ItemPath(item: item, section: section)
  }

  // MARK: - Private

  private let sectionFinal: [Int?]
  private let reloadedSections: Set<Int>
  private let reloadedItems: Set<ItemPath>
  private let removed: [Int: [Int]]
  private let occupied: [Int: [Int]]
  private let moved: [ItemPath: ItemPath]

  private func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private func binarySearchContains(_ sorted: [Int], _ value: Int) -> Bool {
    let index = lowerBound(sorted, value)
    return index < sorted.count && sorted[index] == value
  }
}
