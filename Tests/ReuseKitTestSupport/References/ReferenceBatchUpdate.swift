import ReuseKit

/// A plain, slow model of how UIKit applies a batch update to sections of
/// items, to check faster code against.
///
/// It follows the UIKit rules literally: item deletes in deleted or reloaded
/// sections and item inserts in inserted sections are dropped, a reload is a
/// delete at P and an insert at P′ (rule 9b, moves ignored), then removals
/// run descending in old positions, and placements ascending in final
/// positions, sections before items.
public struct ReferenceBatchUpdate {
  /// The update to apply.
  public var update: BatchUpdate

  /// Creates a model of `update`.
  public init(_ update: BatchUpdate) {
    self.update = update
  }

  /// Where the insert half of a reload of `section` lands.
  public func reloadDestination(ofSection section: Int) -> Int {
    var index = section - update.deletedSections.filter { $0 < section }.count
    for inserted in update.insertedSections.sorted() where inserted <= index { index += 1 }
    return index
  }

  /// The final paths of the insert halves of the item reloads that keep one.
  public var reloadInserts: [ItemPath] {
    let reloadedSections = Set(update.reloadedSections)
    let insertedSections = Set(update.insertedSections).union(reloadedSections.map(reloadDestination(ofSection:)))
    let deletedSections = Set(update.deletedSections).union(reloadedSections)
    let quietSections = deletedSections.union(update.movedSections.map(\.source))
    let deletes = update.deletedItems.filter { !deletedSections.contains($0.section) }
    let inserts = update.insertedItems.filter { !insertedSections.contains($0.section) }
    var result: [ItemPath] = []
    for path in Set(update.reloadedItems) where !reloadedSections.contains(path.section) {
      let section = reloadDestination(ofSection: path.section)
      var item = path.item
      if !quietSections.contains(path.section) {
        item -= deletes.filter { $0.section == path.section && $0.item <= path.item }.count
      }
      for inserted in inserts.filter({ $0.section == section }).map(\.item).sorted() where inserted <= item {
        item += 1
      }
      if !insertedSections.contains(section) { result.append(ItemPath(item: item, section: section)) }
    }
    return result
  }

  /// Applies the update to `sections`, or returns `nil` when a position is
  /// out of range or used twice.
  ///
  /// - Parameters:
  ///   - sections: The items before the update.
  ///   - newSection: The items of the section inserted at a final index.
  ///   - newItem: The item inserted at a final path.
  /// - Returns: The items after the update, or `nil`.
  public func apply<Item>(
    to sections: [[Item]],
    newSection: (Int) -> [Item],
    newItem: (ItemPath) -> Item
  ) -> [[Item]]? {
    let reloadedSections = Set(update.reloadedSections)
    let deletedSections = Set(update.deletedSections).union(reloadedSections)
    let insertedSections = Set(update.insertedSections).union(reloadedSections.map(reloadDestination(ofSection:)))
    let sectionMoves = Array(Set(update.movedSections))
    let itemMoves = Array(Set(update.movedItems))
    guard Set(update.deletedSections).count == update.deletedSections.count,
      Set(update.insertedSections).count == update.insertedSections.count
    else { return nil }

    // Removals, in old positions, descending: items first, then sections.
    var model = sections
    var heldItems: [ItemPath: Item] = [:]
    let removed =
      update.deletedItems.filter { !deletedSections.contains($0.section) }
      + Set(update.reloadedItems).filter { !deletedSections.contains($0.section) }
      + itemMoves.map(\.source)
    guard Set(removed).count == removed.count else { return nil }
    for path in removed.sorted(by: >) {
      guard model.indices.contains(path.section), model[path.section].indices.contains(path.item) else { return nil }
      heldItems[path] = model[path.section].remove(at: path.item)
    }
    let leaving = Array(deletedSections) + sectionMoves.map(\.source)
    guard Set(leaving).count == leaving.count, leaving.allSatisfy(model.indices.contains) else { return nil }
    var heldSections: [Int: [Item]] = [:]
    for move in sectionMoves { heldSections[move.source] = model[move.source] }
    for section in leaving.sorted(by: >) { model.remove(at: section) }

    // Placements, in final positions, ascending: sections, then items.
    var sectionPlacements = insertedSections.map { ($0, newSection($0)) }
    for move in sectionMoves {
      guard let items = heldSections[move.source] else { return nil }
      sectionPlacements.append((move.destination, items))
    }
    guard Set(sectionPlacements.map(\.0)).count == sectionPlacements.count else { return nil }
    for (index, items) in sectionPlacements.sorted(by: { $0.0 < $1.0 }) {
      guard (0...model.count).contains(index) else { return nil }
      model.insert(items, at: index)
    }
    var itemPlacements = (update.insertedItems.filter { !insertedSections.contains($0.section) } + reloadInserts)
      .map { ($0, newItem($0)) }
    for move in itemMoves {
      guard let item = heldItems[move.source] else { return nil }
      itemPlacements.append((move.destination, item))
    }
    guard Set(itemPlacements.map(\.0)).count == itemPlacements.count else { return nil }
    for (path, item) in itemPlacements.sorted(by: { $0.0 < $1.0 }) {
      guard model.indices.contains(path.section), (0...model[path.section].count).contains(path.item) else {
        return nil
      }
      model[path.section].insert(item, at: path.item)
    }
    return model
  }
}
