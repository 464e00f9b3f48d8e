/// Keeping the item index in step with the sections: the positions of the
/// items after an insertion, a deletion or a move, written one hash each
/// when they are few, or in one pass over the index when they are many.
extension Snapshot {
  // MARK: - Internal

  /// Records the positions of the sections from `start` on, and of their
  /// items, which the index holds.
  @inlinable
  mutating func reindexSections(from start: Int) {
    for section in start..<storedSections.count {
      sectionIndex[storedSections[section].model.diffIdentifier] = section
      reindexItems(inSection: section, from: 0)
    }
  }

  /// Records the positions of the items of `section` from `start` on,
  /// which the index holds: the items after an insertion, a deletion or a
  /// move, one hash each.
  @inlinable
  mutating func reindexItems(inSection section: Int, from start: Int) {
    let items = storedSections[section].items
    guard start < items.count else { return }
    itemIndex.movePaths(of: items[start...].lazy.map { $0.diffIdentifier }, from: start, inSection: section)
  }

  /// Moves the index entries of the items of the section at `section`
  /// from `start` on by `delta` places, in one pass over the index with no
  /// hashing.
  ///
  /// - Complexity: O(n) for the n entries of the index.
  @inlinable
  mutating func shiftPaths(inSection section: Int, from start: Int, by delta: Int) {
    itemIndex.rewritePaths { path in
      if path.section == section, path.item >= start { path.item += delta }
    }
  }
}
