extension Snapshot {
  // MARK: - Internal

  /// Runs a checked mutation and stops with its message when it fails.
  /// The message names `call` and the snapshot's type.
  @inlinable
  mutating func trapping(
    call: String = #function, _ mutation: (inout Snapshot) throws(SnapshotMutationError) -> Void
  ) {
    indexAllItems()
    do {
      try mutation(&self)
    } catch {
      error.stop(in: Snapshot.self, call: call)
    }
  }

  /// The error for `sections`, which repeat or are in the snapshot
  /// already: every repeated identity, or else every one it holds.
  @usableFromInline
  func newSectionsError(_ sections: [Section]) -> SnapshotMutationError {
    let repeated = repeatedIdentifiers(sections.map(\.diffIdentifier))
    guard repeated.isEmpty else { return .duplicateSectionsSupplied(repeated) }
    let existing = sections.filter { sectionIndex[$0.diffIdentifier] != nil }
    return .sectionsAlreadyExist(existing.map { "\($0.diffIdentifier)" })
  }

  /// The error for `items`, which repeat or are in the snapshot already:
  /// every repeated identity, or else every one it holds.
  @usableFromInline
  func newItemsError(_ items: [Item]) -> SnapshotMutationError {
    let repeated = repeatedIdentifiers(items.map(\.diffIdentifier))
    guard repeated.isEmpty else { return .duplicateItemsSupplied(repeated) }
    let existing = items.filter { indexedPath(of: $0.diffIdentifier) != nil }
    return .itemsAlreadyExist(existing.map { "\($0.diffIdentifier)" })
  }

  /// Records `sections`, none of which the snapshot holds, at consecutive
  /// positions from `start` on, one hash each.
  ///
  /// - Throws: The error of ``newSectionsError(_:)``, with the section
  ///   index as it was, when a section repeats or is in the snapshot.
  @inlinable
  mutating func indexNew(sections: [Section], from start: Int) throws(SnapshotMutationError) {
    if sectionIndex.capacity < sectionIndex.count + sections.count {
      sectionIndex.reserveCapacity(Swift.max(sectionIndex.count + sections.count, 2 * sectionIndex.capacity))
    }
    for (offset, section) in sections.enumerated()
    where sectionIndex.updateValue(start + offset, forKey: section.diffIdentifier) != nil {
      // The sections are not changed yet: the index is built again from them.
      rebuildSectionIndex()
      throw newSectionsError(sections)
    }
  }

  /// Builds the section index again from ``sections``: the way back after
  /// a failed ``indexNew(sections:from:)``.
  @usableFromInline
  mutating func rebuildSectionIndex() {
    sectionIndex = Dictionary(uniqueKeysWithValues: storedSections.enumerated().map { ($1.model.diffIdentifier, $0) })
  }

  /// The index of `section`, or an error naming it.
  @inlinable
  func index(of section: Section) throws(SnapshotMutationError) -> Int {
    guard let index = sectionIndex[section.diffIdentifier] else { throw .unknownSection("\(section.diffIdentifier)") }
    return index
  }

  /// Throws ``SnapshotMutationError/unknownItem(_:)``, naming `item`, unless it is
  /// in the snapshot: the check of an anchor before anything moves.
  @inlinable
  func checkItemExists(_ item: Item) throws(SnapshotMutationError) {
    guard indexedPath(of: item.diffIdentifier) != nil else { throw .unknownItem("\(item.diffIdentifier)") }
  }

  /// The path of `item`, or an error naming it.
  @inlinable
  func path(of item: Item) throws(SnapshotMutationError) -> ItemPath {
    guard let path = indexedPath(of: item.diffIdentifier) else { throw .unknownItem("\(item.diffIdentifier)") }
    return path
  }
}

/// The identifiers that occur more than once in `identifiers`, each once, in
/// order: what a duplicate error names.
func repeatedIdentifiers<ID: Hashable>(_ identifiers: [ID]) -> [String] {
  var seen = Set<ID>()
  var reported = Set<ID>()
  var result: [String] = []
  for id in identifiers where !seen.insert(id).inserted && reported.insert(id).inserted {
    result.append("\(id)")
  }
  return result
}
