/// What a data source's container shows at one stage of an apply or after
/// one change of state: the stage's sections, the state the data source
/// had decided when it made the content, and the app's providers.
///
/// A value that never changes: it resolves the container's paths against
/// its own sections, so a path always means the item the container showed
/// there, and it answers every question about state from its own
/// ``State``, so a content kept after the data source moved on still
/// says what it said. Configurations are made only for the items a
/// container asks about.
@MainActor
struct StageContent<Section: Diffable, Item: Diffable>: ContentStorage {
  // MARK: - Lifecycle

  /// Makes the content of the sections of one stage of an apply, with
  /// `state`; its selected items are found by a walk of the sections.
  init(
    sections: [DiffSection<Section, Item>], state: State,
    providers: ContentProviders<Section, Item>, events: ContentEventSink<Section, Item>
  ) {
    self.init(sections: sections, snapshot: nil, state: state, providers: providers, events: events)
  }

  /// Makes the content of `snapshot`, with `state`; its selected items are
  /// found through the snapshot's index.
  init(
    snapshot: Snapshot<Section, Item>, state: State,
    providers: ContentProviders<Section, Item>, events: ContentEventSink<Section, Item>
  ) {
    self.init(sections: snapshot.sections, snapshot: snapshot, state: state, providers: providers, events: events)
  }

  private init(
    sections: [DiffSection<Section, Item>], snapshot: Snapshot<Section, Item>?, state: State,
    providers: ContentProviders<Section, Item>, events: ContentEventSink<Section, Item>
  ) {
    self.sections = sections
    self.snapshot = snapshot
    self.contentState = state
    self.stage = providers.nextStage()
    self.providers = providers
    self.events = events
  }

  // MARK: - Internal

  /// The sections shown, item by item: the stage's, or the snapshot's,
  /// stored beside it (they share their storage) so that a question about
  /// an item reads them without going through the snapshot.
  private(set) var sections: [DiffSection<Section, Item>]

  /// The snapshot the content was made of, or `nil` for a stage of an apply.
  private(set) var snapshot: Snapshot<Section, Item>?

  /// The same state and stage, made of `snapshot`, whose sections hold the
  /// same items: the target of an apply that changed nothing shown.
  func replacingSnapshot(with snapshot: Snapshot<Section, Item>) -> Self {
    var content = self
    content.sections = snapshot.sections
    content.snapshot = snapshot
    return content
  }

  /// Indexes every item of the snapshot, so that each lookup by identity
  /// is O(1); nothing for a stage of an apply.
  mutating func indexAllItems() {
    snapshot?.indexAllItems()
  }

  /// Forgets the snapshot's marks of items to reload or reconfigure, which
  /// the container has been shown.
  mutating func clearMarks() {
    snapshot?.clearMarks()
  }
  private(set) var contentState: State
  /// The number that tells this stage's sections from every other's: the
  /// key of the configurations it made. A change of state keeps it.
  let stage: Int

  /// The same sections, with `state`: what a change of state shows.
  func withState(_ state: State) -> Self {
    var content = self
    content.contentState = state
    return content
  }

  /// This content as a container holds it.
  ///
  /// - Complexity: O(s) for s sections: no item is read.
  var containerContent: ContainerContent {
    ContainerContent(sectionCounts: sections.map { $0.items.count }, storage: self)
  }

  /// The configuration of the item at `itemPath`, made once per stage.
  func configuration(at itemPath: ItemPath) -> ViewConfiguration? {
    let item = item(at: itemPath)
    return providers.configuration(at: itemPath, inStage: stage) { providers.cell(item) }
  }

  func state(at itemPath: ItemPath) -> CellState {
    contentState.cellState(of: item(at: itemPath), inSection: sections[itemPath.section].model)
  }

  var showsSupplementaryViews: Bool { contentState.showsSupplementaryViews }

  /// What the header or footer of `section` shows: an edge's retry view
  /// while its load had failed, and otherwise the app's.
  func supplementaryConfiguration(ofKind kind: ElementKind, inSection section: Int) -> ViewConfiguration? {
    if let retry = contentState.retryView(ofKind: kind, inSection: section, of: sections.count) { return retry }
    return providers.supplementary?(kind, sections[section].model)
  }

  /// Whether the header or footer of `section` shows an edge's retry view,
  /// which takes its own height.
  func supplementaryTakesItsOwnHeight(ofKind kind: ElementKind, inSection section: Int) -> Bool {
    contentState.retryView(ofKind: kind, inSection: section, of: sections.count) != nil
  }

  var backgroundConfiguration: ViewConfiguration? {
    sections.contains { !$0.items.isEmpty } ? nil : contentState.background
  }

  func sectionLayout(inSection section: Int) -> SectionLayout? { providers.sectionLayout?(sections[section].model) }

  func sectionIdentity(inSection section: Int) -> AnyHashable? { AnyHashable(sections[section].model.diffIdentifier) }

  func itemIdentity(at itemPath: ItemPath) -> AnyHashable? { AnyHashable(item(at: itemPath).diffIdentifier) }

  /// The item at `itemPath`.
  func item(at itemPath: ItemPath) -> Item { sections[itemPath.section].items[itemPath.item] }

  /// The item at `itemPath`, or `nil` when there is none there.
  func itemIfPresent(at itemPath: ItemPath) -> Item? {
    let sections = sections
    guard sections.indices.contains(itemPath.section) else { return nil }
    let items = sections[itemPath.section].items
    return items.indices.contains(itemPath.item) ? items[itemPath.item] : nil
  }

  /// The section at `index`, or `nil` when there is none.
  func sectionIfPresent(at index: Int) -> Section? { sections.indices.contains(index) ? sections[index].model : nil }

  /// The app's providers, which made this content's configurations.
  let providers: ContentProviders<Section, Item>
  /// Where the container's events go: back to the data source.
  let events: ContentEventSink<Section, Item>
}

extension StageContent {
  /// What a data source had decided for its items when it made a content:
  /// the state of each item by identity, and the settings for all of them.
  ///
  /// A value, copied into each content: selecting an item, entering the
  /// editing mode or expanding a row makes a new content with a new state,
  /// and a content made before keeps saying what it said.
  ///
  /// - Complexity: Making one is O(1): the selection and the outlines are
  ///   copied on write, and the app's rules are closures, asked per item
  ///   only when a container asks about the item.
  @MainActor
  struct State {
    /// The identities of the selected items.
    var selectedIDs: Set<Item.DiffIdentifier> = []
    /// Whether a person may select items at all.
    var allowsSelection = true
    /// Whether several items may be selected at once.
    var allowsMultipleSelection = false
    /// The app's rule for which items may be selected; every item when `nil`.
    var canSelectItem: ((Item) -> Bool)?
    /// The app's menu for several selected items; none when `nil`.
    var selectionMenu: (([Item]) -> ContextMenu?)?
    /// Whether the list is in its editing mode.
    var isEditing = false
    /// The outline of each section that has one, by the section's identity.
    var outlines: [Section.DiffIdentifier: SectionSnapshot<Item>] = [:]
    /// Whether headers and footers show: the app provides them, or a retry
    /// view may take an edge's place.
    var showsSupplementaryViews = false
    /// The retry view of each edge whose load failed.
    var retryViews: [ContentEdge: ViewConfiguration] = [:]
    /// The state view for a content with no item; `nil` for none.
    var background: ViewConfiguration?
    /// The refresh indicator; `nil` for a list that cannot be refreshed.
    var refresh: RefreshIndicator?

    /// The state of `item` in `section`: selected, editing, disabled, and in
    /// an outline whether it is expanded and how deep.
    ///
    /// - Complexity: O(1) expected, plus one call of the app's selection rule
    ///   and the item's depth in an outline.
    func cellState(of item: Item, inSection section: Section) -> CellState {
      let id = item.diffIdentifier
      var state = CellState(
        isSelected: selectedIDs.contains(id), isEditing: isEditing, isDisabled: !(canSelectItem?(item) ?? true))
      if let outline = outlines[section.diffIdentifier], outline.contains(item) {
        state.isExpanded = outline.isExpanded(item)
        state.level = outline.level(of: item)
      }
      return state
    }

    /// The retry view in the header of the first section or the footer of
    /// the last, of `sectionCount` sections, when that edge's load failed.
    func retryView(ofKind kind: ElementKind, inSection section: Int, of sectionCount: Int) -> ViewConfiguration? {
      if kind == .header, section == 0 { return retryViews[.top] }
      if kind == .footer, section == sectionCount - 1 { return retryViews[.bottom] }
      return nil
    }
  }
}
