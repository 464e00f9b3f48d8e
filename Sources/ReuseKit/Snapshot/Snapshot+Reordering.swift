/// Moves by a person: by path on the snapshot on screen, then carried by
/// identity into a snapshot that an apply is heading to.
extension Snapshot {
  /// Moves the item at `source` to `destination`, its path after the move,
  /// in any section.
  ///
  /// - Complexity: O(n) for n items in the two sections.
  mutating func moveItem(at source: ItemPath, to destination: ItemPath) {
    guard sections.indices.contains(source.section), sections[source.section].items.indices.contains(source.item)
    else {
      fatalError(
        "\(Snapshot.self).moveItem(at:to:): no item at \(source) to move; the sections hold \(sections.map(\.items.count))"
      )
    }
    let item = sections[source.section].items[source.item]
    deleteItems([item])
    guard sections.indices.contains(destination.section),
      (0...sections[destination.section].items.count).contains(destination.item)
    else {
      fatalError(
        "\(Snapshot.self).moveItem(at:to:): cannot move \(item.diffIdentifier) to \(destination); without it the sections hold "
          + "\(sections.map(\.items.count)) items")
    }
    let neighbours = sections[destination.section].items
    if destination.item < neighbours.count {
      insertItems([item], beforeItem: neighbours[destination.item])
    } else {
      appendItems([item], toSection: sections[destination.section].model)
    }
  }

  /// This snapshot with `item` moved to where `moved` shows it, by
  /// identity: just after the item before it there, or else just before the
  /// item after it, or else to the end of the same section, keeping its
  /// reload and reconfigure marks; unchanged when this snapshot holds
  /// neither `item` nor any of these.
  ///
  /// - Complexity: O(n) for n items in the sections involved.
  func rebased(moving item: Item, like moved: Snapshot) -> Snapshot {
    guard let path = moved.itemPath(forID: item.diffIdentifier), let own = self.item(withID: item.diffIdentifier) else {
      return self
    }
    var result = self
    let neighbours = moved.sections[path.section].items
    let before = path.item > 0 ? self.item(withID: neighbours[path.item - 1].diffIdentifier) : nil
    let after = path.item + 1 < neighbours.count ? self.item(withID: neighbours[path.item + 1].diffIdentifier) : nil
    if let before {
      result.moveItem(own, afterItem: before)
    } else if let after {
      result.moveItem(own, beforeItem: after)
    } else if let section = indexOfSection(withID: moved.sections[path.section].model.diffIdentifier) {
      result.deleteItems([own])
      result.appendItems([own], toSection: sections[section].model)
      // The delete forgot the item's marks; a move keeps them.
      let id = own.diffIdentifier
      if reloadedItems.contains(id) { result.reloadedItems.insert(id) }
      if reconfiguredItems.contains(id) { result.reconfiguredItems.insert(id) }
    }
    return result
  }
}
