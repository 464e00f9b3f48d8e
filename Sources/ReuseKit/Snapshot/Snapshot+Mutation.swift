extension Snapshot {
  /// One change to a snapshot, as a value: for changes that come from outside
  /// the app (a server, a file, a fuzzer), applied with ``Snapshot/perform(_:)``,
  /// which throws instead of trapping.
  public enum Mutation {
    /// ``Snapshot/appendSections(_:)``.
    case appendSections([SectionIdentifier])
    /// ``Snapshot/insertSections(_:beforeSection:)``.
    case insertSectionsBefore([SectionIdentifier], SectionIdentifier)
    /// ``Snapshot/insertSections(_:afterSection:)``.
    case insertSectionsAfter([SectionIdentifier], SectionIdentifier)
    /// ``Snapshot/deleteSections(_:)``.
    case deleteSections([SectionIdentifier])
    /// ``Snapshot/moveSection(_:beforeSection:)``.
    case moveSectionBefore(SectionIdentifier, SectionIdentifier)
    /// ``Snapshot/moveSection(_:afterSection:)``.
    case moveSectionAfter(SectionIdentifier, SectionIdentifier)
    /// ``Snapshot/reloadSections(_:)``.
    case reloadSections([SectionIdentifier])
    /// ``Snapshot/appendItems(_:toSection:)``.
    case appendItems([ItemIdentifier], toSection: SectionIdentifier?)
    /// ``Snapshot/insertItems(_:beforeItem:)``.
    case insertItemsBefore([ItemIdentifier], ItemIdentifier)
    /// ``Snapshot/insertItems(_:afterItem:)``.
    case insertItemsAfter([ItemIdentifier], ItemIdentifier)
    /// ``Snapshot/deleteItems(_:)``.
    case deleteItems([ItemIdentifier])
    /// ``Snapshot/deleteAllItems()``.
    case deleteAllItems
    /// ``Snapshot/moveItem(_:beforeItem:)``.
    case moveItemBefore(ItemIdentifier, ItemIdentifier)
    /// ``Snapshot/moveItem(_:afterItem:)``.
    case moveItemAfter(ItemIdentifier, ItemIdentifier)
    /// ``Snapshot/reloadItems(_:)``.
    case reloadItems([ItemIdentifier])
    /// ``Snapshot/reconfigureItems(_:)``.
    case reconfigureItems([ItemIdentifier])
  }

  /// Applies `mutation`, or throws and leaves the snapshot unchanged.
  public mutating func perform(_ mutation: Mutation) throws(SnapshotError) {
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

extension Snapshot.Mutation: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
