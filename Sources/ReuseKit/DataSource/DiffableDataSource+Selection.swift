extension DiffableDataSource {
  /// The items selected, by identity: single or multiple selection that
  /// follows its items through moves, reconfigures and reloads, and drops
  /// the items an apply deletes. Get it from ``DiffableDataSource/selection``.
  ///
  /// <!-- compile: prelude message-list -->
  /// ```swift
  /// dataSource.selection.allowsMultipleSelection = true
  /// dataSource.selection.selectItem(withID: message.id)
  /// let chosen = dataSource.selection.selectedIDs
  /// ```
  ///
  /// A person's selection (a tap on a headless container, UIKit's selection
  /// on a UIKit one) goes through the same model, and every visible view is
  /// told its state (``ConfigurableView/update(for:)``).
  @MainActor
  public final class Selection {
    // MARK: - Lifecycle

    init(dataSource: DiffableDataSource) {
      self.dataSource = dataSource
    }

    // MARK: - Public

    /// Whether several items can be selected at once; `false` by default,
    /// when selecting an item deselects the others.
    public var allowsMultipleSelection = false {
      didSet { if allowsMultipleSelection != oldValue { dataSource?.refreshShownContent() } }
    }

    /// Whether a person's tap selects (and, with multiple selection,
    /// deselects) items; `true` by default. Selecting from code works either way.
    public var allowsSelection = true {
      didSet { if allowsSelection != oldValue { dataSource?.refreshShownContent() } }
    }

    /// Whether a person may select an item; `nil`, the default, allows
    /// every item. An item that may not be selected shows as disabled
    /// (``CellState/isDisabled``), and a tap on it does nothing, as UIKit's
    /// `tableView(_:shouldHighlightRowAt:)` answering `false` does.
    public var canSelectItem: ((Item) -> Bool)? {
      didSet { dataSource?.refreshShownContent() }
    }

    /// The identities of the selected items.
    ///
    /// - Complexity: O(1).
    public private(set) var selectedIDs: Set<Item.DiffIdentifier> = [] {
      didSet { if selectedIDs != oldValue { didChange?() } }
    }

    /// Told after the selected identities change, by a person or by code:
    /// how a binding of the selection, such as SwiftUI's, learns of a tap.
    package var didChange: (@MainActor () -> Void)?

    /// The selected items, in the order of the snapshot on screen.
    ///
    /// - Complexity: O(k log k) for k selected items.
    package var selectedItems: [Item] {
      guard let dataSource else { return [] }
      return selectedIDs.compactMap(dataSource.currentPath(forID:)).sorted().map {
        dataSource.current.sections[$0.section].items[$0.item]
      }
    }

    /// Whether the item whose identity is `id` is selected.
    ///
    /// - Complexity: O(1) expected.
    package func isSelected(_ id: Item.DiffIdentifier) -> Bool { selectedIDs.contains(id) }

    /// Selects the item whose identity is `id`; without multiple selection,
    /// the others are deselected.
    ///
    /// - Returns: `false`, and logs a notice that names `id`, when the
    ///   snapshot the data source is heading to holds no such item.
    @discardableResult
    public func selectItem(withID id: Item.DiffIdentifier) -> Bool {
      guard let dataSource else { return false }
      guard dataSource.snapshot().itemPath(forID: id) != nil else {
        dataSource.logger(.notice("selection.selectItem(withID:): the snapshot holds no item with the identity \(id)"))
        return false
      }
      // One assignment, so that `didChange` hears of the change once.
      var selected = allowsMultipleSelection ? selectedIDs : []
      selected.insert(id)
      selectedIDs = selected
      dataSource.refreshShownContent()
      return true
    }

    /// Deselects the item whose identity is `id`, if it is selected.
    public func deselectItem(withID id: Item.DiffIdentifier) {
      guard selectedIDs.remove(id) != nil else { return }
      dataSource?.refreshShownContent()
    }

    /// Deselects every item.
    public func deselectAll() {
      guard !selectedIDs.isEmpty else { return }
      selectedIDs.removeAll()
      dataSource?.refreshShownContent()
    }

    // MARK: - Internal

    /// A person selected `item` on screen: with multiple selection a tap
    /// toggles it, without it the tap selects it alone.
    func selectOnTap(_ item: Item) {
      guard allowsSelection, canSelect(item) else { return }
      let id = item.diffIdentifier
      if allowsMultipleSelection, selectedIDs.contains(id) {
        deselectItem(withID: id)
      } else {
        selectItem(withID: id)
      }
    }

    /// Whether a person may select `item`.
    func canSelect(_ item: Item) -> Bool { canSelectItem?(item) ?? true }

    /// A person deselected `item` on screen, as UIKit reports when a tap
    /// deselects it.
    func deselectOnTap(_ item: Item) {
      guard allowsSelection else { return }
      deselectItem(withID: item.diffIdentifier)
    }

    /// Drops the items `snapshot` no longer holds.
    ///
    /// - Complexity: O(k) expected for k selected items.
    func keepOnly(itemsOf snapshot: Snapshot<Section, Item>) {
      selectedIDs = selectedIDs.filter { snapshot.itemPath(forID: $0) != nil }
    }

    // MARK: - Private

    /// Told when the selection changes, so that every cell shows it; it
    /// also checks an identity against the snapshot it is heading to.
    private weak var dataSource: DiffableDataSource?
  }
}
