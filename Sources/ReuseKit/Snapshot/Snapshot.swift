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
///
/// ## Cost
///
/// The snapshot's methods are inlined into the app's module, so they run
/// specialized for its `Section` and `Item` types. Each identity is hashed
/// once per operation: appending n items costs n hashes, the check for
/// repeats included; a lookup by identity costs one; nothing is rebuilt
/// between lookups. Copies share the index until one of them changes, and
/// a few items added to a copy (a page) copy only those items' part of it.
/// The index takes about 35 to 45 bytes per item with an `Int` identity.
///
/// ## Off the main actor
///
/// A snapshot of `Sendable` types is `Sendable`, and may be built on any
/// thread: the index is built by the mutating calls themselves, never
/// lazily by a read, so copies that share it can be read from many tasks.
///
/// <!-- compile: prelude message-list -->
/// ```swift
/// let snapshot = await Task.detached {
///   var snapshot = Snapshot<String, Message>()
///   snapshot.appendSections(["Today"])
///   snapshot.appendItems(messages, toSection: "Today")
///   return snapshot
/// }.value
/// await dataSource.apply(snapshot)
/// ```
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
  @inlinable
  public var sections: [DiffSection<Section, Item>] { storedSections }

  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { storedSections.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { itemIndex.count + (unindexedSection.map { storedSections[$0].items.count } ?? 0) }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(s) for s sections.
  @inlinable
  public var sectionIdentifiers: [Section] { storedSections.map(\.model) }

  /// The item identifiers of all sections, in order.
  ///
  /// - Complexity: O(n) for n items, copied once.
  @inlinable
  public var itemIdentifiers: [Item] {
    if storedSections.count == 1 { return storedSections[0].items }
    var items: [Item] = []
    items.reserveCapacity(numberOfItems)
    for section in storedSections { items.append(contentsOf: section.items) }
    return items
  }

  /// The number of items in `section`.
  ///
  /// Stops when the section is not in the snapshot.
  ///
  /// - Complexity: O(1) expected, one hash of the section's identity.
  @inlinable
  public func numberOfItems(inSection section: Section) -> Int {
    storedSections[existingIndex(of: section)].items.count
  }

  /// The items of `section`, in order.
  ///
  /// Stops when the section is not in the snapshot.
  ///
  /// - Complexity: O(1) expected, one hash of the section's identity.
  @inlinable
  public func itemIdentifiers(inSection section: Section) -> [Item] {
    storedSections[existingIndex(of: section)].items
  }

  /// The section that holds `item`, or `nil` when the item is not in the snapshot.
  ///
  /// - Complexity: O(1) expected, one hash of the item's identity.
  @inlinable
  public func sectionIdentifier(containingItem item: Item) -> Section? {
    indexedPath(of: item.diffIdentifier).map { storedSections[$0.section].model }
  }

  /// The position of `item` among all items, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(s) for s sections before the item's own, and one
  ///   hash of the item's identity.
  @inlinable
  public func indexOfItem(_ item: Item) -> Int? {
    guard let path = itemPath(of: item) else { return nil }
    return storedSections[..<path.section].reduce(path.item) { $0 + $1.items.count }
  }

  /// The section and index of `item`, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(1) expected, one hash of the item's identity.
  @inlinable
  package func itemPath(of item: Item) -> ItemPath? { indexedPath(of: item.diffIdentifier) }

  /// The position of `section`, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(1) expected, one hash of the section's identity.
  @inlinable
  public func indexOfSection(_ section: Section) -> Int? { sectionIndex[section.diffIdentifier] }

  /// The item at `itemPath`, or `nil` when the path is out of range.
  @inlinable
  public func itemIdentifier(at itemPath: ItemPath) -> Item? {
    guard storedSections.indices.contains(itemPath.section),
      storedSections[itemPath.section].items.indices.contains(itemPath.item)
    else { return nil }
    return storedSections[itemPath.section].items[itemPath.item]
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

  /// The sections with their items: what ``sections`` reads, written by
  /// the mutations inlined into the caller's module.
  @usableFromInline var storedSections: [DiffSection<Section, Item>] = []
  @usableFromInline var sectionIndex: [Section.DiffIdentifier: Int] = [:]
  /// The path of every item by identity, but for the items of
  /// ``unindexedSection``.
  @usableFromInline var itemIndex: ItemIndex<Item.DiffIdentifier> = [:]
  /// The section whose items ``itemIndex`` leaves out, if any: a data
  /// source's outline leaves its rows so until an identity is looked up
  /// (see ``replaceItemsIndexingLater(inSection:with:)``).
  @usableFromInline var unindexedSection: Int?
  @usableFromInline var reloadedItems: Set<Item.DiffIdentifier> = []
  @usableFromInline var reconfiguredItems: Set<Item.DiffIdentifier> = []
  @usableFromInline var reloadedSections: Set<Section.DiffIdentifier> = []

  /// The index of `section`; stops with the UIKit message when it is unknown.
  @inlinable
  func existingIndex(of section: Section, call: String = #function) -> Int {
    guard let index = sectionIndex[section.diffIdentifier] else { stopUnknown(section, call: call) }
    return index
  }

  /// Stops with the UIKit message for an unknown section.
  @usableFromInline
  func stopUnknown(_ section: Section, call: String) -> Never {
    fatalError(
      "\(Snapshot.self).\(call): Section identifier was not found: \(section.diffIdentifier). You can verify the section exists by calling "
        + "indexOfSection(_:) (which has O(1) performance)")
  }

  /// Clears the reload and reconfigure marks, once a data source applied them.
  @usableFromInline
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
