extension Snapshot {
  // MARK: - Public

  /// Adds `identifiers` as new sections at the end.
  ///
  /// Stops when an identifier repeats or is already in the snapshot.
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
  public mutating func deleteSections(_ identifiers: [Section]) {
    indexAllItems()
    defer { checkInvariants() }
    let doomed = identifiers.compactMap { sectionIndex[$0.diffIdentifier] }
    guard let first = Set(doomed).min() else { return }
    for index in Set(doomed).sorted(by: >) {
      for item in sections[index].items { forget(item) }
      reloadedSections.remove(sections[index].model.diffIdentifier)
      sectionIndex[sections[index].model.diffIdentifier] = nil
      sections.remove(at: index)
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

  mutating func checkedAppendSections(_ identifiers: [Section]) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    try checkNew(sections: identifiers)
    let start = sections.count
    sections.append(contentsOf: identifiers.map { DiffSection(model: $0, items: []) })
    for (offset, identifier) in identifiers.enumerated() { sectionIndex[identifier.diffIdentifier] = start + offset }
  }

  mutating func checkedInsertSections(
    _ identifiers: [Section], at anchor: Section, after: Bool
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if identifiers.contains(where: { $0.diffIdentifier == anchor.diffIdentifier }) {
      throw .insertionAnchorIsInserted("\(anchor.diffIdentifier)")
    }
    let index = try index(of: anchor) + (after ? 1 : 0)
    try checkNew(sections: identifiers)
    sections.insert(contentsOf: identifiers.map { DiffSection(model: $0, items: []) }, at: index)
    reindexSections(from: index)
  }

  mutating func checkedMoveSection(
    _ identifier: Section, to anchor: Section, after: Bool
  ) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    let source = try index(of: identifier)
    let anchorIndex = try index(of: anchor)
    guard source != anchorIndex else { throw .moveOntoItself("\(anchor.diffIdentifier)") }
    let moving = sections.remove(at: source)
    // The anchor shifts down by one when the moving section was above it.
    let destination = anchorIndex - (source < anchorIndex ? 1 : 0) + (after ? 1 : 0)
    sections.insert(moving, at: destination)
    reindexSections(from: min(source, destination))
  }

  mutating func checkedReloadSections(_ identifiers: [Section]) throws(SnapshotMutationError) {
    defer { checkInvariants() }
    if let unknown = identifiers.first(where: { sectionIndex[$0.diffIdentifier] == nil }) {
      throw .reloadOfUnknownSection("\(unknown.diffIdentifier)")
    }
    reloadedSections.formUnion(identifiers.map(\.diffIdentifier))
  }

  /// Removes `item` from the index and from the reload and reconfigure marks.
  mutating func forget(_ item: Item) {
    itemIndex[item.diffIdentifier] = nil
    reloadedItems.remove(item.diffIdentifier)
    reconfiguredItems.remove(item.diffIdentifier)
  }
}
