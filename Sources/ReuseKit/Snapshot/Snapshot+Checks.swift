extension Snapshot {
  // MARK: - Internal

  /// Runs a checked mutation and stops with its message when it fails.
  /// The message names `call` and the snapshot's type.
  mutating func trapping(
    call: String = #function, _ mutation: (inout Snapshot) throws(SnapshotMutationError) -> Void
  ) {
    indexAllItems()
    SnapshotMutationError.trapping(in: Snapshot.self, call: call) { () throws(SnapshotMutationError) in
      try mutation(&self)
    }
  }

  /// Throws unless `sections` are distinct and none is in the snapshot yet.
  func checkNew(sections: [Section]) throws(SnapshotMutationError) {
    let repeated = repeatedIdentifiers(sections.map(\.diffIdentifier))
    guard repeated.isEmpty else { throw .duplicateSectionsSupplied(repeated) }
    let existing = sections.filter { sectionIndex[$0.diffIdentifier] != nil }
    guard existing.isEmpty else { throw .sectionsAlreadyExist(existing.map { "\($0.diffIdentifier)" }) }
  }

  /// Throws unless `items` are distinct and none is in the snapshot yet.
  func checkNew(items: [Item]) throws(SnapshotMutationError) {
    let repeated = repeatedIdentifiers(items.map(\.diffIdentifier))
    guard repeated.isEmpty else { throw .duplicateItemsSupplied(repeated) }
    let existing = items.filter { indexedPath(of: $0.diffIdentifier) != nil }
    guard existing.isEmpty else { throw .itemsAlreadyExist(existing.map { "\($0.diffIdentifier)" }) }
  }

  /// The index of `section`, or an error naming it.
  func index(of section: Section) throws(SnapshotMutationError) -> Int {
    guard let index = sectionIndex[section.diffIdentifier] else { throw .unknownSection("\(section.diffIdentifier)") }
    return index
  }

  /// Throws ``SnapshotMutationError/unknownItem(_:)``, naming `item`, unless it is
  /// in the snapshot: the check of an anchor before anything moves.
  func checkItemExists(_ item: Item) throws(SnapshotMutationError) {
    guard indexedPath(of: item.diffIdentifier) != nil else { throw .unknownItem("\(item.diffIdentifier)") }
  }

  /// The path of `item`, or an error naming it.
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
