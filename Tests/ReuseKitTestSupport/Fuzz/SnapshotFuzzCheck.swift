import ReuseKit

/// The snapshot fuzz check: bytes become a sequence of
/// ``Snapshot/Mutation``s, each applied with ``Snapshot/perform(_:)`` and to
/// a ``SnapshotModel``. A refused mutation must throw the model's error and
/// leave the snapshot as it was; an accepted one must leave it equal to the
/// model, with indexes that agree with its arrays. Every snapshot is then
/// applied to a ``DiffableDataSource``, which must show it without falling
/// back to a reload.
@MainActor
public enum SnapshotFuzzCheck {
  // MARK: - Public

  /// The mutation that `bytes` decode to, up to 64 of them.
  package static func decode(_ bytes: [UInt8]) -> [Snapshot<Int, Model>.Mutation] {
    var input = FuzzBytes(bytes)
    var result: [Snapshot<Int, Model>.Mutation] = []
    while !input.isAtEnd && result.count < 64 { result.append(mutation(&input)) }
    return result
  }

  /// Checks the mutations `bytes` decode to.
  ///
  /// - Throws: ``FuzzFailure`` naming the mutations and what went wrong.
  @MainActor
  public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
    let mutations = decode(bytes)
    var snapshot = Snapshot<Int, Model>()
    var model = SnapshotModel()
    let list = HeadlessList(viewport: Viewport(width: 100, height: 10_000), rowHeight: 10)
    list.register(ModelView.self)
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      .view(ModelView.self, item)
    }
    let log = LogCollector()
    dataSource.logger = log.logger
    for (index, mutation) in mutations.enumerated() {
      let context = "mutation \(index) \(mutation) of \(mutations)"
      let before = State(snapshot)
      let expected = model.perform(mutation)
      let thrown = perform(mutation, on: &snapshot)
      guard thrown == expected else {
        throw FuzzFailure("threw \(String(describing: thrown)), expected \(String(describing: expected)): \(context)")
      }
      if let thrown, State(snapshot) != before {
        throw FuzzFailure("threw \(thrown) but changed the snapshot: \(context)")
      }
      guard State(snapshot) == State(model) else {
        throw FuzzFailure("the snapshot \(State(snapshot)) differs from the model \(State(model)): \(context)")
      }
      try checkIndexes(snapshot, context: context)
      dataSource.apply(snapshot, completion: nil)
      try checkShown(list, dataSource, snapshot, log: log, context: context)
    }
  }

  // MARK: - Private

  /// The error `mutation` throws, or `nil` when it is applied.
  private static func perform(_ mutation: Snapshot<Int, Model>.Mutation, on snapshot: inout Snapshot<Int, Model>)
    -> SnapshotMutationError?
  {
    do {
      try snapshot.perform(mutation)
      return nil
    } catch {
      return error
    }
  }

  /// Sections are named 0..<6 and items 0..<20, so that names repeat and miss.
  private static let sectionNames = 6
  private static let itemNames = 20

  private static func mutation(_ input: inout FuzzBytes) -> Snapshot<Int, Model>.Mutation {
    func section() -> Int { input.int(below: sectionNames) }
    func item() -> Model {
      let byte = Int(input.byte())
      return Model(id: byte % itemNames, value: byte / itemNames % 2)
    }
    func sections() -> [Int] { (0..<input.int(below: 4)).map { _ in section() } }
    func items() -> [Model] { (0..<input.int(below: 5)).map { _ in item() } }
    switch input.int(below: 16) {
    case 0: return .appendSections(sections())
    case 1: return .insertSectionsBefore(sections(), section())
    case 2: return .insertSectionsAfter(sections(), section())
    case 3: return .deleteSections(sections())
    case 4: return .moveSectionBefore(section(), section())
    case 5: return .moveSectionAfter(section(), section())
    case 6: return .reloadSections(sections())
    case 7: return .appendItems(items(), toSection: input.bool() ? nil : section())
    case 8: return .insertItemsBefore(items(), item())
    case 9: return .insertItemsAfter(items(), item())
    case 10: return .deleteItems(items())
    case 11: return input.int(below: 4) == 0 ? .deleteAllItems : .appendItems(items(), toSection: nil)
    case 12: return .moveItemBefore(item(), item())
    case 13: return .moveItemAfter(item(), item())
    case 14: return .reloadItems(items())
    default: return .reconfigureItems(items())
    }
  }

  /// What can be seen of a snapshot, or of a model.
  private struct State: Equatable, CustomStringConvertible {
    var sections: [Int]
    var items: [[Model]]
    var reloadedItems: [Int]
    var reconfiguredItems: [Int]
    var reloadedSections: [Int]

    init(_ snapshot: Snapshot<Int, Model>) {
      sections = snapshot.sectionIdentifiers
      items = snapshot.sections.map(\.items)
      reloadedItems = snapshot.reloadedItemIdentifiers.map(\.id)
      reconfiguredItems = snapshot.reconfiguredItemIdentifiers.map(\.id)
      reloadedSections = snapshot.reloadedSectionIdentifiers
    }

    init(_ model: SnapshotModel) {
      sections = model.sections.map(\.id)
      items = model.sections.map(\.items)
      let all = items.flatMap { $0 }.map(\.id)
      reloadedItems = all.filter(model.reloadedItems.contains)
      reconfiguredItems = all.filter(model.reconfiguredItems.contains)
      reloadedSections = sections.filter(model.reloadedSections.contains)
    }

    var description: String {
      "\(zip(sections, items).map { "\($0): \($1)" }) reload \(reloadedItems) reconfigure \(reconfiguredItems) "
        + "reload sections \(reloadedSections)"
    }
  }

  /// Identities are unique, and every query agrees with the arrays.
  private static func checkIndexes(_ snapshot: Snapshot<Int, Model>, context: String) throws(FuzzFailure) {
    let sections = snapshot.sectionIdentifiers
    let items = snapshot.itemIdentifiers
    guard Set(sections).count == sections.count, Set(items.map(\.id)).count == items.count else {
      throw FuzzFailure("an identity repeats: \(context)")
    }
    guard snapshot.numberOfSections == sections.count, snapshot.numberOfItems == items.count else {
      throw FuzzFailure("wrong counts: \(context)")
    }
    var flat = 0
    for (sectionIndex, section) in snapshot.sections.enumerated() {
      guard snapshot.indexOfSection(section.model) == sectionIndex,
        snapshot.numberOfItems(inSection: section.model) == section.items.count,
        snapshot.itemIdentifiers(inSection: section.model) == section.items
      else { throw FuzzFailure("section \(section.model) is not found where it is: \(context)") }
      for (itemIndex, item) in section.items.enumerated() {
        let path = ItemPath(item: itemIndex, section: sectionIndex)
        // Looked up by identity, with other content.
        let probe = Model(id: item.id, value: item.value + 1)
        guard snapshot.itemPath(of: probe) == path, snapshot.indexOfItem(probe) == flat,
          snapshot.sectionIdentifier(containingItem: probe) == section.model, snapshot.itemIdentifier(at: path) == item
        else { throw FuzzFailure("item \(item) is not found at \(path), index \(flat): \(context)") }
        flat += 1
      }
      guard snapshot.itemIdentifier(at: ItemPath(item: section.items.count, section: sectionIndex)) == nil else {
        throw FuzzFailure("an item past the end of section \(sectionIndex): \(context)")
      }
    }
    for id in 0..<itemNames where !items.contains(where: { $0.id == id }) {
      let absent = Model(id: id)
      guard snapshot.itemPath(of: absent) == nil, snapshot.indexOfItem(absent) == nil,
        snapshot.sectionIdentifier(containingItem: absent) == nil
      else { throw FuzzFailure("absent item \(id) is found: \(context)") }
    }
    for id in 0..<sectionNames where !sections.contains(id) {
      guard snapshot.indexOfSection(id) == nil else { throw FuzzFailure("absent section \(id) is found: \(context)") }
    }
    guard snapshot.itemIdentifier(at: ItemPath(item: 0, section: sections.count)) == nil,
      snapshot.itemIdentifier(at: ItemPath(item: -1, section: 0)) == nil,
      snapshot.itemIdentifier(at: ItemPath(item: 0, section: -1)) == nil
    else { throw FuzzFailure("an item out of range is found: \(context)") }
    guard let rebuilt = try? Snapshot<Int, Model>(validating: snapshot.sections),
      rebuilt.sections == snapshot.sections
    else { throw FuzzFailure("init(validating:) does not rebuild a valid snapshot: \(context)") }
    let (deduplicated, report) = Snapshot<Int, Model>.deduplicating(snapshot.sections)
    guard report.isEmpty, deduplicated.sections == snapshot.sections else {
      throw FuzzFailure("deduplicating(_:keeping:) changed a valid snapshot: \(context)")
    }
  }

  /// The data source shows `snapshot` in full, without a rejected stage or a reload.
  @MainActor
  private static func checkShown(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>,
    _ snapshot: Snapshot<Int, Model>, log: LogCollector, context: String
  ) throws(FuzzFailure) {
    guard log.messages.isEmpty, dataSource.reloadCount == 0 else {
      throw FuzzFailure("the data source reloaded (\(log.messages)): \(context)")
    }
    let shown = list.visibleItemPaths.map { list.cell(at: $0, as: ModelView.self)?.view.model }
    let expected: [Model?] = snapshot.itemIdentifiers
    guard shown == expected, list.numberOfSections == snapshot.numberOfSections,
      snapshot.sections.indices.allSatisfy({ list.numberOfItems(inSection: $0) == snapshot.sections[$0].items.count })
    else { throw FuzzFailure("the list shows \(shown), not \(expected): \(context)") }
    for item in snapshot.itemIdentifiers {
      guard let path = dataSource.itemPath(for: item), dataSource.itemIdentifier(for: path) == item else {
        throw FuzzFailure("the data source cannot find \(item): \(context)")
      }
    }
  }
}
