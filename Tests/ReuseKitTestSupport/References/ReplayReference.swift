import ReuseKitDiff

/// A plain, slow model of how a container applies one batch update to
/// sectioned data, used to check staged changesets.
///
/// Deleted, moved-away and reloaded positions are taken out in the old index
/// space; moved elements, inserted elements and reloaded elements are placed
/// at their final positions; the rest fill the free positions in order.
/// Inserted and reloaded elements, and reconfigured content, come from `next`,
/// the data the stage leads to.
public enum ReplayReference {
  /// `data` with the models of `sections` taken from `next`: sections whose
  /// model a container configures again in place, keeping their items.
  public static func reconfiguring<Model, Item>(
    _ sections: [Int], of data: [DiffSection<Model, Item>], from next: [DiffSection<Model, Item>]
  ) -> [DiffSection<Model, Item>] {
    var result = data
    for section in sections where result.indices.contains(section) && next.indices.contains(section) {
      result[section] = DiffSection(model: next[section].model, items: result[section].items)
    }
    return result
  }

  /// Applies `update` to `data`, taking new content from `next`.
  public static func apply<Model, Item>(
    _ update: BatchUpdate,
    to data: [DiffSection<Model, Item>],
    next: [DiffSection<Model, Item>]
  ) -> [DiffSection<Model, Item>] {
    let sectionCount = next.count
    var finalSections = [DiffSection<Model, Item>?](repeating: nil, count: sectionCount)
    var origin = [Int?](repeating: nil, count: sectionCount)
    for section in update.insertedSections { finalSections[section] = next[section] }
    let taken = Set(update.deletedSections).union(update.movedSections.map(\.source))
    for move in update.movedSections { origin[move.destination] = move.source }
    // Reloaded sections come back whole from `next`, placed as if they had not moved.
    let remaining = data.indices.filter { !taken.contains($0) }
    var cursor = 0
    for slot in 0..<sectionCount where finalSections[slot] == nil && origin[slot] == nil {
      guard cursor < remaining.count else { break }
      let old = remaining[cursor]
      cursor += 1
      if update.reloadedSections.contains(old) { finalSections[slot] = next[slot] } else { origin[slot] = old }
    }
    for slot in 0..<sectionCount where finalSections[slot] == nil {
      guard let old = origin[slot] else { continue }
      finalSections[slot] = DiffSection(
        model: data[old].model, items: items(of: old, in: slot, update: update, data: data, next: next))
    }
    var result = finalSections.compactMap { $0 }
    precondition(result.count == sectionCount, "replay left a hole among the sections")
    for path in update.reconfiguredItems { result[path.section].items[path.item] = next[path.section].items[path.item] }
    return result
  }

  private static func items<Model, Item>(
    of old: Int, in slot: Int, update: BatchUpdate, data: [DiffSection<Model, Item>], next: [DiffSection<Model, Item>]
  ) -> [Item] {
    let count = next[slot].items.count
    var placed = [Item?](repeating: nil, count: count)
    for path in update.insertedItems where path.section == slot { placed[path.item] = next[slot].items[path.item] }
    for move in update.movedItems where move.destination.section == slot {
      placed[move.destination.item] = data[move.source.section].items[move.source.item]
    }
    let removed = Set(
      update.deletedItems.filter { $0.section == old }.map(\.item)
        + update.movedItems.filter { $0.source.section == old }.map(\.source.item))
    let reloaded = Set(update.reloadedItems.filter { $0.section == old }.map(\.item))
    var cursor = 0
    let oldItems = data[old].items
    for index in 0..<count where placed[index] == nil {
      while cursor < oldItems.count && removed.contains(cursor) { cursor += 1 }
      guard cursor < oldItems.count else { break }
      placed[index] = reloaded.contains(cursor) ? next[slot].items[index] : oldItems[cursor]
      cursor += 1
    }
    let items = placed.compactMap { $0 }
    precondition(items.count == count, "replay left a hole in section \(slot)")
    return items
  }

  /// Whether two sectioned collections hold the same identities and content.
  public static func isSame<Model, Item>(_ lhs: [DiffSection<Model, Item>], _ rhs: [DiffSection<Model, Item>]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs, rhs) {
      guard left.model.diffIdentifier == right.model.diffIdentifier, left.model.isContentEqual(to: right.model),
        left.items.count == right.items.count
      else { return false }
      for (a, b) in zip(left.items, right.items) where a.diffIdentifier != b.diffIdentifier || !a.isContentEqual(to: b)
      {
        return false
      }
    }
    return true
  }
}
