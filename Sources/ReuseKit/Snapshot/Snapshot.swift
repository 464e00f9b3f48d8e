/// What a list or grid shows: sections and their items, identified by
/// identity, in `NSDiffableDataSourceSnapshot`'s vocabulary.
///
/// `Section` and `Item` are whole models, ``Diffable`` values: a plain
/// `Hashable` value works as an identifier does in UIKit, and a model that is
/// `Identifiable & Equatable` is identified by its `id`, so a
/// ``DiffableDataSource`` also sees when its content changed and configures
/// its view again.
///
/// <!-- compile: prelude message-list -->
/// ```swift
/// var snapshot = Snapshot<String, Message>()
/// snapshot.appendSections(["Today"])
/// snapshot.appendItems(messages, toSection: "Today")
/// await dataSource.apply(snapshot)
/// ```
///
/// Lookups by identifier are O(1). Mutations stop with a precise message that
/// names the identifiers when they get bad input; for input that comes from
/// outside, use ``init(validating:)``, which throws, or
/// ``deduplicating(_:keeping:)``, which reports; neither traps.
public struct Snapshot<Section: Diffable, Item: Diffable> {
  // MARK: - Lifecycle

  /// Creates an empty snapshot.
  public init() {}

  /// Creates a snapshot of `sections`, or throws when an identity repeats:
  /// ``SnapshotError/duplicateSectionsSupplied(_:type:call:)`` naming every repeated
  /// section, or, when the sections are distinct,
  /// ``SnapshotError/duplicateItemsSupplied(_:type:call:)`` naming every item that
  /// repeats in a section or across sections.
  ///
  /// - Complexity: O(n) expected for n sections and items.
  public init(validating sections: [DiffSection<Section, Item>]) throws(SnapshotError) {
    do {
      for section in sections {
        try checkedAppendSections([section.model])
        try checkedAppendItems(section.items, toSection: section.model)
      }
    } catch {
      // Appending each section with its own items can only meet repeats.
      let repeatedSections = repeatedIdentifiers(sections.map(\.model.diffIdentifier))
      let call = "\(Snapshot.self)(validating:)"
      guard repeatedSections.isEmpty else {
        throw .duplicateSectionsSupplied(repeatedSections, type: "\(Section.self)", call: call)
      }
      let repeatedItems = repeatedIdentifiers(sections.flatMap(\.items).map(\.diffIdentifier))
      throw .duplicateItemsSupplied(repeatedItems, type: "\(Item.self)", call: call)
    }
  }

  // MARK: - Public

  /// The sections with their items, in order.
  public internal(set) var sections: [DiffSection<Section, Item>] = []

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in all sections.
  public var numberOfItems: Int { itemIndex.count + (unindexedSection.map { sections[$0].items.count } ?? 0) }

  /// The section identifiers, in order.
  public var sectionIdentifiers: [Section] { sections.map(\.model) }

  /// The item identifiers of all sections, in order.
  public var itemIdentifiers: [Item] { sections.flatMap(\.items) }

  /// The number of items in `section`.
  ///
  /// Stops when the section is not in the snapshot.
  public func numberOfItems(inSection section: Section) -> Int {
    sections[existingIndex(of: section)].items.count
  }

  /// The items of `section`, in order.
  ///
  /// Stops when the section is not in the snapshot.
  public func itemIdentifiers(inSection section: Section) -> [Item] {
    sections[existingIndex(of: section)].items
  }

  /// The section that holds `item`, or `nil` when the item is not in the snapshot.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(containingItem item: Item) -> Section? {
    indexedPath(of: item.diffIdentifier).map { sections[$0.section].model }
  }

  /// The position of `item` among all items, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(s) for s sections before the item's own.
  public func indexOfItem(_ item: Item) -> Int? {
    guard let path = itemPath(of: item) else { return nil }
    return sections[..<path.section].reduce(path.item) { $0 + $1.items.count }
  }

  /// The section and index of `item`, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(1).
  package func itemPath(of item: Item) -> ItemPath? { indexedPath(of: item.diffIdentifier) }

  /// The position of `section`, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(1).
  public func indexOfSection(_ section: Section) -> Int? { sectionIndex[section.diffIdentifier] }

  /// The item at `itemPath`, or `nil` when the path is out of range.
  public func itemIdentifier(at itemPath: ItemPath) -> Item? {
    guard sections.indices.contains(itemPath.section),
      sections[itemPath.section].items.indices.contains(itemPath.item)
    else { return nil }
    return sections[itemPath.section].items[itemPath.item]
  }

  /// The items marked for reloading since the snapshot was taken.
  public var reloadedItemIdentifiers: [Item] { marked(reloadedItems) }

  /// The items marked for reconfiguring since the snapshot was taken.
  public var reconfiguredItemIdentifiers: [Item] { marked(reconfiguredItems) }

  /// The sections marked for reloading since the snapshot was taken.
  public var reloadedSectionIdentifiers: [Section] {
    sections.filter { reloadedSections.contains($0.model.diffIdentifier) }.map(\.model)
  }

  // MARK: - Internal

  @usableFromInline var sectionIndex: [Section.DiffIdentifier: Int] = [:]
  /// The path of every item by identity, but for the items of
  /// ``unindexedSection``.
  @usableFromInline var itemIndex: ItemIndex<Item.DiffIdentifier> = [:]
  /// The section whose items ``itemIndex`` leaves out, if any: a data
  /// source's outline leaves its rows so until an identity is looked up
  /// (see ``replaceItemsIndexingLater(inSection:with:)``).
  @usableFromInline var unindexedSection: Int?
  var reloadedItems: Set<Item.DiffIdentifier> = []
  var reconfiguredItems: Set<Item.DiffIdentifier> = []
  var reloadedSections: Set<Section.DiffIdentifier> = []

  /// The index of `section`; stops with the UIKit message when it is unknown.
  @usableFromInline
  func existingIndex(of section: Section, call: String = #function) -> Int {
    guard let index = sectionIndex[section.diffIdentifier] else {
      fatalError(
        "\(Snapshot.self).\(call): Section identifier was not found: \(section.diffIdentifier). You can verify the section exists by calling "
          + "indexOfSection(_:) (which has O(1) performance)")
    }
    return index
  }

  /// Records the positions of the sections from `start` on, and of their items.
  mutating func reindexSections(from start: Int) {
    for section in start..<sections.count {
      sectionIndex[sections[section].model.diffIdentifier] = section
      reindexItems(inSection: section, from: 0)
    }
  }

  /// Records the positions of the items of `section` from `start` on.
  /// Many are written straight into the shared part of the index; a few,
  /// such as a page appended to a long list, into its recent part, which
  /// copies no more than that part (see ``ItemIndex``).
  mutating func reindexItems(inSection section: Int, from start: Int) {
    let items = sections[section].items
    itemIndex.setPaths(of: items[start...].lazy.map(\.diffIdentifier), from: start, inSection: section)
  }

  /// Clears the reload and reconfigure marks, once a data source applied them.
  mutating func clearMarks() {
    reloadedItems = []
    reconfiguredItems = []
    reloadedSections = []
    checkInvariants()
  }

  // MARK: - Private

  private func marked(_ set: Set<Item.DiffIdentifier>) -> [Item] {
    set.compactMap(indexedPath(of:)).sorted().map { sections[$0.section].items[$0.item] }
  }
}

extension Snapshot: Sendable
where
  Section: Sendable, Item: Sendable, Section.DiffIdentifier: Sendable,
  Item.DiffIdentifier: Sendable
{}
