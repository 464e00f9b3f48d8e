extension SectionSnapshot {
  /// One change to a section snapshot, as a value: for changes that come
  /// from outside the app (a server, a file, a fuzzer), applied with
  /// ``SectionSnapshot/perform(_:)``, which throws instead of trapping. The
  /// tests and fuzz targets drive section snapshots with them.
  package enum Mutation {
    /// ``SectionSnapshot/append(_:to:)-([Item],_)``.
    case append([Item], to: Item?)
    /// ``SectionSnapshot/append(_:to:)-(SectionSnapshot,_)``.
    case appendSnapshot(SectionSnapshot, to: Item?)
    /// ``SectionSnapshot/insert(_:before:)-([Item],_)``.
    case insertBefore([Item], Item)
    /// ``SectionSnapshot/insert(_:after:)-([Item],_)``.
    case insertAfter([Item], Item)
    /// ``SectionSnapshot/insert(_:before:)-(SectionSnapshot,_)``.
    case insertSnapshotBefore(SectionSnapshot, Item)
    /// ``SectionSnapshot/insert(_:after:)-(SectionSnapshot,_)``.
    case insertSnapshotAfter(SectionSnapshot, Item)
    /// ``SectionSnapshot/delete(_:)``.
    case delete([Item])
    /// ``SectionSnapshot/deleteAll()``.
    case deleteAll
    /// ``SectionSnapshot/expand(_:)``.
    case expand([Item])
    /// ``SectionSnapshot/collapse(_:)``.
    case collapse([Item])
  }

  /// Applies `mutation`, or throws a ``SnapshotMutationError`` naming the
  /// repeated or unknown identities and leaves the snapshot unchanged.
  ///
  /// - Complexity: That of the mutation.
  package mutating func perform(_ mutation: Mutation) throws(SnapshotMutationError) {
    switch mutation {
    case .append(let items, let parent): try checkedAppend(items, to: parent)
    case .appendSnapshot(let snapshot, let parent): try checkedAppend(snapshot, to: parent)
    case .insertBefore(let items, let anchor): try checkedInsert(items, at: anchor, after: false)
    case .insertAfter(let items, let anchor): try checkedInsert(items, at: anchor, after: true)
    case .insertSnapshotBefore(let snapshot, let anchor): try checkedInsert(snapshot, at: anchor, after: false)
    case .insertSnapshotAfter(let snapshot, let anchor): try checkedInsert(snapshot, at: anchor, after: true)
    case .delete(let items): delete(items)
    case .deleteAll: deleteAll()
    case .expand(let items): try checkedSetExpanded(items, true)
    case .collapse(let items): try checkedSetExpanded(items, false)
    }
  }
}

extension SectionSnapshot.Mutation: Sendable where Item: Sendable, Item.DiffIdentifier: Sendable {}
