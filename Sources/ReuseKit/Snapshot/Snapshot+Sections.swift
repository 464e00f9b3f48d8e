extension Snapshot {
  // MARK: - Public

  /// Adds `identifiers` as new sections at the end.
  ///
  /// Stops when an identifier repeats or is already in the snapshot.
  ///
  /// - Complexity: O(k) expected for k sections, one hash of each identity.
  @inlinable
  public mutating func appendSections(_ identifiers: [Section]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedAppendSections(identifiers) }
  }

  /// Inserts `identifiers` as new sections before `section`.
  ///
  /// Stops, naming the call and the identifier, when `section` is not in
  /// the snapshot, or an identifier repeats or is already in it.
  public mutating func insertSections(_ identifiers: [Section], beforeSection section: Section) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedInsertSections(identifiers, at: section, after: false)
    }
  }

  /// Inserts `identifiers` as new sections after `section`.
  ///
  /// Stops, naming the call and the identifier, when `section` is not in
  /// the snapshot, or an identifier repeats or is already in it.
  public mutating func insertSections(_ identifiers: [Section], afterSection section: Section) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedInsertSections(identifiers, at: section, after: true)
    }
  }

  /// Deletes the sections `identifiers` and their items; unknown ones are ignored.
  ///
  /// - Complexity: O(n) expected for the n items of the deleted sections
  ///   and of the sections after the first of them.
  public mutating func deleteSections(_ identifiers: [Section]) {
    indexAllItems()
    defer { checkInvariants() }
    let doomed = identifiers.compactMap { sectionIndex[$0.diffIdentifier] }
    guard let first = Set(doomed).min() else { return }
    for index in Set(doomed).sorted(by: >) {
      for item in sections[index].items { forget(item.diffIdentifier) }
      reloadedSections.remove(sections[index].model.diffIdentifier)
      sectionIndex[sections[index].model.diffIdentifier] = nil
      storedSections.remove(at: index)
    }
    reindexSections(from: first)
  }

  /// Moves `identifier` to just before `section`.
  ///
  /// Stops, naming the call and the identifier, when either section is not
  /// in the snapshot, or they are the same.
  public mutating func moveSection(_ identifier: Section, beforeSection section: Section) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedMoveSection(identifier, to: section, after: false)
    }
  }

  /// Moves `identifier` to just after `section`.
  ///
  /// Stops, naming the call and the identifier, when either section is not
  /// in the snapshot, or they are the same.
  public mutating func moveSection(_ identifier: Section, afterSection section: Section) {
    trapping { snapshot throws(SnapshotMutationError) in
      try snapshot.checkedMoveSection(identifier, to: section, after: true)
    }
  }

  /// Marks `identifiers` for reloading on the next apply: their cells and
  /// supplementary views are dequeued again.
  ///
  /// Stops, naming the call and the identifier, when a section is not in the
  /// snapshot.
  public mutating func reloadSections(_ identifiers: [Section]) {
    trapping { snapshot throws(SnapshotMutationError) in try snapshot.checkedReloadSections(identifiers) }
  }

  // MARK: - Internal

  @inlinable
  mutating func checkedAppendSections(_ identifiers: [Section]) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    try indexNew(sections: identifiers, from: storedSections.count)
    for identifier in identifiers { storedSections.append(DiffSection(model: identifier, items: [])) }
  }

  mutating func checkedInsertSections(
    _ identifiers: [Section], at anchor: Section, after: Bool
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if identifiers.contains(where: { $0.diffIdentifier == anchor.diffIdentifier }) {
      throw .insertionAnchorIsInserted("\(anchor.diffIdentifier)")
    }
    let index = try index(of: anchor) + (after ? 1 : 0)
    try indexNew(sections: identifiers, from: index)
    storedSections.insert(contentsOf: identifiers.map { DiffSection(model: $0, items: []) }, at: index)
    reindexSections(from: index)
  }

  mutating func checkedMoveSection(
    _ identifier: Section, to anchor: Section, after: Bool
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    let source = try index(of: identifier)
    let anchorIndex = try index(of: anchor)
    guard source != anchorIndex else { throw .moveOntoItself("\(anchor.diffIdentifier)") }
    let moving = storedSections.remove(at: source)
    // The anchor shifts down by one when the moving section was above it.
    let destination = anchorIndex - (source < anchorIndex ? 1 : 0) + (after ? 1 : 0)
    storedSections.insert(moving, at: destination)
    reindexSections(from: min(source, destination))
  }

  mutating func checkedReloadSections(_ identifiers: [Section]) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if let unknown = identifiers.first(where: { sectionIndex[$0.diffIdentifier] == nil }) {
      throw .reloadOfUnknownSection("\(unknown.diffIdentifier)")
    }
    reloadedSections.formUnion(identifiers.map(\.diffIdentifier))
  }

  /// Removes `id` from the index and from the reload and reconfigure marks.
  mutating func forget(_ id: Item.DiffIdentifier) {
    itemIndex[id] = nil
    if !reloadedItems.isEmpty { reloadedItems.remove(id) }
    if !reconfiguredItems.isEmpty { reconfiguredItems.remove(id) }
  }
}
