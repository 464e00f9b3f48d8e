extension Snapshot {
  /// One change to a snapshot, as a value: for changes that come from outside
  /// the app (a server, a file, a fuzzer), applied with ``Snapshot/perform(_:)``,
  /// which throws instead of trapping. The tests and fuzz targets drive
  /// snapshots with them.
  package enum Mutation {
    /// ``Snapshot/appendSections(_:)``.
    case appendSections([Section])
    /// ``Snapshot/insertSections(_:beforeSection:)``.
    case insertSectionsBefore([Section], Section)
    /// ``Snapshot/insertSections(_:afterSection:)``.
    case insertSectionsAfter([Section], Section)
    /// ``Snapshot/deleteSections(_:)``.
    case deleteSections([Section])
    /// ``Snapshot/moveSection(_:beforeSection:)``.
    case moveSectionBefore(Section, Section)
    /// ``Snapshot/moveSection(_:afterSection:)``.
    case moveSectionAfter(Section, Section)
    /// ``Snapshot/reloadSections(_:)``.
    case reloadSections([Section])
    /// ``Snapshot/appendItems(_:toSection:)``.
    case appendItems([Item], toSection: Section?)
    /// ``Snapshot/insertItems(_:beforeItem:)``.
    case insertItemsBefore([Item], Item)
    /// ``Snapshot/insertItems(_:afterItem:)``.
    case insertItemsAfter([Item], Item)
    /// ``Snapshot/deleteItems(_:)``.
    case deleteItems([Item])
    /// ``Snapshot/deleteAllItems()``.
    case deleteAllItems
    /// ``Snapshot/moveItem(_:beforeItem:)``.
    case moveItemBefore(Item, Item)
    /// ``Snapshot/moveItem(_:afterItem:)``.
    case moveItemAfter(Item, Item)
    /// ``Snapshot/reloadItems(_:)``.
    case reloadItems([Item])
    /// ``Snapshot/reconfigureItems(_:)``.
    case reconfigureItems([Item])
  }

  /// Applies `mutation`, or throws and leaves the snapshot unchanged.
  package mutating func perform(_ mutation: Mutation) throws(SnapshotMutationError) {
    indexAllItems()
    switch mutation {
    case .appendSections(let ids): try checkedAppendSections(ids)
    case .insertSectionsBefore(let ids, let anchor): try checkedInsertSections(ids, at: anchor, after: false)
    case .insertSectionsAfter(let ids, let anchor): try checkedInsertSections(ids, at: anchor, after: true)
    case .deleteSections(let ids): deleteSections(ids)
    case .moveSectionBefore(let id, let anchor): try checkedMoveSection(id, to: anchor, after: false)
    case .moveSectionAfter(let id, let anchor): try checkedMoveSection(id, to: anchor, after: true)
    case .reloadSections(let ids): try checkedReloadSections(ids)
    case .appendItems(let ids, let section): try checkedAppendItems(ids, toSection: section)
    case .insertItemsBefore(let ids, let anchor): try checkedInsertItems(ids, at: anchor, after: false)
    case .insertItemsAfter(let ids, let anchor): try checkedInsertItems(ids, at: anchor, after: true)
    case .deleteItems(let ids): deleteItems(ids)
    case .deleteAllItems: deleteAllItems()
    case .moveItemBefore(let id, let anchor): try checkedMoveItem(id, to: anchor, after: false)
    case .moveItemAfter(let id, let anchor): try checkedMoveItem(id, to: anchor, after: true)
    case .reloadItems(let ids): try checkedReloadItems(ids)
    case .reconfigureItems(let ids): try checkedReconfigureItems(ids)
    }
  }
}

extension Snapshot.Mutation: Sendable where Section: Sendable, Item: Sendable {}
