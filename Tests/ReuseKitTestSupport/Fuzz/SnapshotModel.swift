import ReuseKit

/// A plain model of a ``Snapshot`` of integer sections and ``Model`` items:
/// arrays searched from the start, the reference for the snapshot's indexes
/// and for which mutations it refuses, with which error.
public struct SnapshotModel {
  // MARK: - Lifecycle

  /// An empty model.
  public init() {}

  // MARK: - Public

  /// The sections, in order, with their items.
  public private(set) var sections: [(id: Int, items: [Model])] = []
  /// The identities of the items marked for reloading.
  public private(set) var reloadedItems: Set<Int> = []
  /// The identities of the items marked for reconfiguring.
  public private(set) var reconfiguredItems: Set<Int> = []
  /// The sections marked for reloading.
  public private(set) var reloadedSections: Set<Int> = []

  /// Applies `mutation` and returns `nil`, or returns the error the snapshot
  /// must throw and changes nothing.
  package mutating func perform(_ mutation: Snapshot<Int, Model>.Mutation) -> SnapshotMutationError? {
    switch mutation {
    case .appendSections(let ids):
      if let error = checkNew(sections: ids) { return error }
      sections += ids.map { ($0, []) }
    case .insertSectionsBefore(let ids, let anchor), .insertSectionsAfter(let ids, let anchor):
      if ids.contains(anchor) { return .insertionAnchorIsInserted("\(anchor)") }
      guard let index = sectionIndex(anchor) else { return .unknownSection("\(anchor)") }
      if let error = checkNew(sections: ids) { return error }
      let after = if case .insertSectionsAfter = mutation { true } else { false }
      sections.insert(contentsOf: ids.map { ($0, []) }, at: index + (after ? 1 : 0))
    case .deleteSections(let ids):
      for section in sections where ids.contains(section.id) {
        for item in section.items { forget(item.id) }
        reloadedSections.remove(section.id)
      }
      sections.removeAll { ids.contains($0.id) }
    case .moveSectionBefore(let id, let anchor), .moveSectionAfter(let id, let anchor):
      guard let source = sectionIndex(id) else { return .unknownSection("\(id)") }
      guard sectionIndex(anchor) != nil else { return .unknownSection("\(anchor)") }
      guard id != anchor else { return .moveOntoItself("\(anchor)") }
      let moving = sections.remove(at: source)
      let after = if case .moveSectionAfter = mutation { true } else { false }
      sections.insert(moving, at: (sectionIndex(anchor) ?? 0) + (after ? 1 : 0))
    case .reloadSections(let ids):
      if let unknown = ids.first(where: { sectionIndex($0) == nil }) { return .reloadOfUnknownSection("\(unknown)") }
      reloadedSections.formUnion(ids)
    case .appendItems(let items, let section):
      guard !sections.isEmpty else { return .noSections }
      var index = sections.count - 1
      if let section {
        guard let found = sectionIndex(section) else { return .unknownSection("\(section)") }
        index = found
      }
      if let error = checkNew(items: items) { return error }
      sections[index].items += items
    case .insertItemsBefore(let items, let anchor), .insertItemsAfter(let items, let anchor):
      if items.contains(where: { $0.id == anchor.id }) { return .insertionAnchorIsInserted("\(anchor.id)") }
      guard let path = path(of: anchor.id) else { return .unknownItem("\(anchor.id)") }
      if let error = checkNew(items: items) { return error }
      let after = if case .insertItemsAfter = mutation { true } else { false }
      sections[path.section].items.insert(contentsOf: items, at: path.item + (after ? 1 : 0))
    case .deleteItems(let items):
      let ids = Set(items.map(\.id))
      for index in sections.indices { sections[index].items.removeAll { ids.contains($0.id) } }
      for id in ids { forget(id) }
    case .deleteAllItems:
      for index in sections.indices { sections[index].items.removeAll() }
      reloadedItems = []
      reconfiguredItems = []
    case .moveItemBefore(let item, let anchor), .moveItemAfter(let item, let anchor):
      guard let source = path(of: item.id) else { return .unknownItem("\(item.id)") }
      guard path(of: anchor.id) != nil else { return .unknownItem("\(anchor.id)") }
      guard item.id != anchor.id else { return .moveOntoItself("\(anchor.id)") }
      let moving = sections[source.section].items.remove(at: source.item)
      let destination = path(of: anchor.id) ?? source
      let after = if case .moveItemAfter = mutation { true } else { false }
      sections[destination.section].items.insert(moving, at: destination.item + (after ? 1 : 0))
    case .reloadItems(let items):
      if let unknown = items.first(where: { path(of: $0.id) == nil }) { return .reloadOfUnknownItem("\(unknown.id)") }
      reloadedItems.formUnion(items.map(\.id))
    case .reconfigureItems(let items):
      if let unknown = items.first(where: { path(of: $0.id) == nil }) {
        return .reconfigureOfUnknownItem("\(unknown.id)")
      }
      reconfiguredItems.formUnion(items.map(\.id))
    }
    return nil
  }

  /// The index of section `id`, found by a linear search.
  public func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

  /// The path of item `id`, found by a linear search.
  public func path(of id: Int) -> ItemPath? {
    for (section, value) in sections.enumerated() {
      if let item = value.items.firstIndex(where: { $0.id == id }) { return ItemPath(item: item, section: section) }
    }
    return nil
  }

  // MARK: - Private

  private mutating func forget(_ id: Int) {
    reloadedItems.remove(id)
    reconfiguredItems.remove(id)
  }

  private func repeated(_ ids: [Int]) -> [String] {
    var result: [Int] = []
    for (index, id) in ids.enumerated() where ids[..<index].contains(id) && !result.contains(id) { result.append(id) }
    return result.map { "\($0)" }
  }

  private func checkNew(sections ids: [Int]) -> SnapshotMutationError? {
    let repeated = repeated(ids)
    if !repeated.isEmpty { return .duplicateSectionsSupplied(repeated) }
    let existing = ids.filter { sectionIndex($0) != nil }
    return existing.isEmpty ? nil : .sectionsAlreadyExist(existing.map { "\($0)" })
  }

  private func checkNew(items: [Model]) -> SnapshotMutationError? {
    let repeated = repeated(items.map(\.id))
    if !repeated.isEmpty { return .duplicateItemsSupplied(repeated) }
    let existing = items.filter { path(of: $0.id) != nil }
    return existing.isEmpty ? nil : .itemsAlreadyExist(existing.map { "\($0.id)" })
  }
}
