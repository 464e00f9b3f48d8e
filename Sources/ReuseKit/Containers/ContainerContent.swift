/// What a container shows for one stage and one state: its sections and their item
/// counts, and, for any item it asks about, the view configuration and the
/// state to show. A value: a ``DiffableDataSource`` hands its container a
/// new one with every stage of an apply and every change of state, and the
/// container shows exactly what the content it holds says. A content you
/// keep never changes: a later selection, editing mode or expansion comes
/// as a new content, and the one you kept still says what it said.
///
/// Configurations and states are worked out only for the items a container
/// asks about, so a content of a million rows costs as much to make as one
/// of ten. The container reports what happens on screen with
/// ``send(_:)``, in the paths of this content; the content resolves them to
/// its items before its data source hears of them.
///
/// A container of your own reads it:
///
/// <!-- compile: prelude container-content -->
/// ```swift
/// for (section, count) in content.sectionCounts.enumerated() {
///   for item in 0..<count {
///     let path = ItemPath(item: item, section: section)
///     print(path, content.configuration(at: path) != nil, content.state(at: path).isSelected)
///   }
/// }
/// ```
@MainActor
public struct ContainerContent {
  // MARK: - Lifecycle

  /// The content of a container that shows nothing: no sections.
  public init() {
    self.init(sectionCounts: [], storage: nil)
  }

  /// Content whose items are read from `storage`, in sections of
  /// `sectionCounts` items.
  package init(sectionCounts: [Int], storage: (any ContentStorage)?) {
    self.sectionCounts = sectionCounts
    self.storage = storage
  }

  // MARK: - Public

  /// The item count of each section.
  public let sectionCounts: [Int]

  /// The number of sections.
  package var numberOfSections: Int { sectionCounts.count }

  /// The number of items in `section`.
  ///
  /// - Precondition: `section` is a section of this content; otherwise this
  ///   stops with a message that names it and the section count.
  package func numberOfItems(inSection section: Int) -> Int {
    guard sectionCounts.indices.contains(section) else {
      fatalError(
        "ContainerContent.numberOfItems(inSection:): section \(section) is out of range: "
          + Self.describe(sectionCounts, at: ItemPath(item: 0, section: section)))
    }
    return sectionCounts[section]
  }

  /// The view type and view model of the item at `itemPath`, or `nil` for
  /// a content made by hand that has none. A data source's content keeps
  /// answering after the data source is gone, as it answered before.
  ///
  /// - Precondition: `itemPath` is an item of this content; otherwise this
  ///   stops with a message that names it.
  public func configuration(at itemPath: ItemPath) -> ViewConfiguration? {
    check(itemPath, in: "configuration(at:)")
    return storage?.configuration(at: itemPath)
  }

  /// What the data source keeps for the item at `itemPath`: whether it is
  /// selected, disabled, editing, expanded, and its outline level. A
  /// container adds what it keeps itself: a highlight, the focus, a swipe.
  ///
  /// - Precondition: `itemPath` is an item of this content; otherwise this
  ///   stops with a message that names it and the counts.
  public func state(at itemPath: ItemPath) -> CellState {
    check(itemPath, in: "state(at:)")
    return storage?.state(at: itemPath) ?? .normal
  }

  /// The state of the item at `itemPath` as the content keeps it
  /// (``CellState/normal`` when the content has no such item), with what a
  /// container keeps itself of a person's touch on the item's cell, taken
  /// from `shown`, the state the cell shows: the highlight, the focus and
  /// the swipe. Every container merges the two this way, so a selection or
  /// an apply never drops a highlight, a focus or a swipe.
  package func state(at itemPath: ItemPath, keepingWhatThePersonDidIn shown: CellState) -> CellState {
    var state = contains(itemPath) ? storage?.state(at: itemPath) ?? .normal : .normal
    state.isHighlighted = shown.isHighlighted
    state.isFocused = shown.isFocused
    state.isSwiped = shown.isSwiped
    return state
  }

  /// Whether the content has headers and footers to show; without them,
  /// ReuseKit's containers keep their arrangement's header and footer
  /// heights and show no views (``supplementaryConfiguration(ofKind:inSection:)`` answers `nil`).
  package var showsSupplementaryViews: Bool { storage?.showsSupplementaryViews ?? false }

  /// What the header or footer of `section` shows, or `nil` for nothing,
  /// which then takes no height.
  public func supplementaryConfiguration(ofKind kind: ElementKind, inSection section: Int) -> ViewConfiguration? {
    guard sectionCounts.indices.contains(section) else { return nil }
    return storage?.supplementaryConfiguration(ofKind: kind, inSection: section)
  }

  /// Whether the header or footer of `section` is a view that takes its
  /// own height, whatever height the container gives its headers or
  /// footers: the retry view of a failed page load.
  package func supplementaryTakesItsOwnHeight(ofKind kind: ElementKind, inSection section: Int) -> Bool {
    guard sectionCounts.indices.contains(section) else { return false }
    return storage?.supplementaryTakesItsOwnHeight(ofKind: kind, inSection: section) ?? false
  }

  /// The state view to show in place of content, for a content with no item
  /// (an empty list, a first load, a failure), as a UIKit `backgroundView`; `nil` for none.
  public var backgroundConfiguration: ViewConfiguration? { storage?.backgroundConfiguration }

  /// The plain title of the header or footer of `section`, as a table shows it.
  public func title(ofKind kind: ElementKind, inSection section: Int) -> String? {
    guard sectionCounts.indices.contains(section) else { return nil }
    return storage?.title(ofKind: kind, inSection: section)
  }

  /// The entries of a table's section index, each with the section a tap
  /// on it scrolls to.
  public var sectionIndexTitles: [SectionIndexTitle] { storage?.sectionIndexTitles ?? [] }

  /// Whether a person may pull the list down to refresh it: its data
  /// source has a ``DiffableDataSource/Refreshing/action``. A UIKit
  /// container then has a `UIRefreshControl`, which sends
  /// ``ContainerEvent/didPullToRefresh``.
  public var allowsPullToRefresh: Bool { storage?.refresh != nil }

  /// Whether a refresh runs, as the content's data source had it when it
  /// made the content: a container shows its refresh indicator while it does.
  public var isRefreshing: Bool { storage?.refresh == .refreshing }

  /// Whether several items can be selected at once.
  public var allowsMultipleSelection: Bool { storage?.allowsMultipleSelection ?? false }

  /// Whether the data source listens for prefetching; ReuseKit's containers
  /// do not work out what they will soon show while it does not. A
  /// container of your own may send prefetch events either way.
  package var wantsPrefetching: Bool { storage?.wantsPrefetching ?? false }

  /// Whether the item at `itemPath` may be dragged: its configuration
  /// says so (``ViewConfiguration/movable(_:)``).
  public func isMovable(at itemPath: ItemPath) -> Bool {
    contains(itemPath) && (storage?.isMovable(at: itemPath) ?? false)
  }

  /// Whether the item at `itemPath` may be deleted with a swipe: its
  /// configuration says so (``ViewConfiguration/deletable(_:)``).
  public func isDeletable(at itemPath: ItemPath) -> Bool {
    contains(itemPath) && (storage?.isDeletable(at: itemPath) ?? false)
  }

  /// Whether the item at `itemPath` takes part in an editing mode, as a
  /// table's rows do: a row a person may delete or drag enters it (a
  /// reorder control), with a delete control only when ``isDeletable(at:)``.
  package func entersEditingMode(at itemPath: ItemPath) -> Bool {
    isDeletable(at: itemPath) || isMovable(at: itemPath)
  }

  /// Whether a finger down on the item at `itemPath` highlights it, as
  /// UIKit asks with `shouldHighlight`: not when the data source lets a
  /// person select nothing, nor for an item it may not select (``CellState/isDisabled``).
  package func canHighlightItem(at itemPath: ItemPath) -> Bool {
    contains(itemPath) && (storage?.allowsSelection ?? false) && !state(at: itemPath).isDisabled
  }

  /// The paths of the selected items, for a container that keeps a
  /// selection of its own in step, as UIKit's views do.
  public var selectedItemPaths: [ItemPath] { storage?.selectedItemPaths ?? [] }

  /// Tells the content's data source what happened on screen; `event`
  /// speaks in the paths of this content. Once the data source
  /// that made the content is gone, the event is dropped.
  public func send(_ event: ContainerEvent) {
    storage?.receive(event)
  }

  /// The layout the data source chose for `section`
  /// (``DiffableDataSource/sectionLayout``), or `nil` for the container's own.
  ///
  /// - Complexity: one call of the data source's closure.
  package func sectionLayout(inSection section: Int) -> SectionLayout? {
    guard sectionCounts.indices.contains(section) else { return nil }
    return storage?.sectionLayout(inSection: section)
  }

  /// The identity of `section`, by which a container keeps what belongs to
  /// the section (a carousel's offset) through a reload; `nil` when unknown.
  package func sectionIdentity(inSection section: Int) -> AnyHashable? {
    guard sectionCounts.indices.contains(section) else { return nil }
    return storage?.sectionIdentity(inSection: section)
  }

  /// The identity of the item at `itemPath`, by which a container follows
  /// the item through an apply (a carousel's leading item); `nil` when
  /// unknown or when there is no such item.
  package func itemIdentity(at itemPath: ItemPath) -> AnyHashable? {
    guard contains(itemPath) else { return nil }
    return storage?.itemIdentity(at: itemPath)
  }

  /// Whether `itemPath` is an item of this content.
  package func contains(_ itemPath: ItemPath) -> Bool {
    sectionCounts.indices.contains(itemPath.section) && (0..<sectionCounts[itemPath.section]).contains(itemPath.item)
  }

  // MARK: - Private

  /// Where the items' configurations, states and titles come from.
  let storage: (any ContentStorage)?

  private func check(_ itemPath: ItemPath, in call: String) {
    guard !contains(itemPath) else { return }
    fatalError(
      "ContainerContent.\(call): item \(itemPath) is out of range: \(Self.describe(sectionCounts, at: itemPath))")
  }

  /// The counts a message about `itemPath` needs: the sections, and the
  /// items of its section when there is one.
  nonisolated package static func describe(_ counts: [Int], at itemPath: ItemPath) -> String {
    let sections = BatchUpdateWording.counted(counts.count, "section")
    guard counts.indices.contains(itemPath.section) else {
      return "there \(counts.count == 1 ? "is" : "are") \(sections)"
    }
    return "section \(itemPath.section) holds \(BatchUpdateWording.counted(counts[itemPath.section], "item"))"
  }
}
