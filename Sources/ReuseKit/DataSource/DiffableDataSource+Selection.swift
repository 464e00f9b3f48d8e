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

    /// A selection that sends its changes, and asks about identities, through `events`.
    init(events: ContentEventSink<Section, Item>) {
      self.events = events
    }

    // MARK: - Public

    /// Whether several items can be selected at once; `false` by default,
    /// when selecting an item deselects the others.
    public var allowsMultipleSelection = false {
      didSet { if allowsMultipleSelection != oldValue { events.send(.settingsChanged) } }
    }

    /// Whether a person's tap selects (and, with multiple selection,
    /// deselects) items; `true` by default. Selecting from code works either way.
    public var allowsSelection = true {
      didSet { if allowsSelection != oldValue { events.send(.settingsChanged) } }
    }

    /// Whether a person may select an item; `nil`, the default, allows
    /// every item. An item that may not be selected shows as disabled
    /// (``CellState/isDisabled``), and a tap on it does nothing, as UIKit's
    /// `tableView(_:shouldHighlightRowAt:)` answering `false` does.
    public var canSelectItem: ((Item) -> Bool)? {
      didSet { events.send(.settingsChanged) }
    }

    /// The menu a touch and hold opens on one of several selected items,
    /// for all of them, the held item first; `nil`, the default, opens the
    /// held item's own menu (``ViewConfiguration/contextMenu(_:preview:)``).
    /// A ``MenuAction/delete(title:systemImage:)`` in it deletes every one of
    /// the items. UIKit asks for such a menu on a collection view from iOS 16.
    ///
    /// <!-- compile: prelude message-list -->
    /// ```swift
    /// dataSource.selection.contextMenu = { messages in
    ///   ContextMenu([.action(.delete(title: "Delete \(messages.count) Messages"))])
    /// }
    /// ```
    public var contextMenu: (([Item]) -> ContextMenu?)? {
      didSet { events.send(.settingsChanged) }
    }

    /// The identities of the selected items.
    ///
    /// - Complexity: O(1).
    public private(set) var selectedIDs: Set<Item.DiffIdentifier> = []

    /// Selects the item whose identity is `id`; without multiple selection,
    /// the others are deselected.
    ///
    /// - Returns: `false`, and logs a notice that names `id`, when the
    ///   snapshot the data source is heading to holds no such item.
    @discardableResult
    public func selectItem(withID id: Item.DiffIdentifier) -> Bool {
      guard events.holdsItem(withID: id, noticeFrom: "selection.selectItem(withID:)") else { return false }
      var selected = allowsMultipleSelection ? selectedIDs : []
      selected.insert(id)
      select(selected)
      return true
    }

    /// Deselects the item whose identity is `id`, if it is selected.
    public func deselectItem(withID id: Item.DiffIdentifier) {
      guard selectedIDs.remove(id) != nil else { return }
      events.send(.selectionChanged)
    }

    /// Deselects every item.
    public func deselectAll() {
      select([])
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

    /// Drops the items `snapshot` no longer holds, as an apply of it does:
    /// the apply shows the new selection, so this sends no event.
    ///
    /// - Returns: Whether the selection changed.
    /// - Complexity: O(k) expected for k selected items.
    func keepOnly(itemsOf snapshot: Snapshot<Section, Item>) -> Bool {
      let kept = selectedIDs.filter { snapshot.itemPath(forID: $0) != nil }
      guard kept.count != selectedIDs.count else { return false }
      selectedIDs = kept
      return true
    }

    // MARK: - Private

    /// Where the selection sends its changes and asks whether an identity exists.
    private let events: ContentEventSink<Section, Item>

    /// Selects `ids` in one assignment, and tells the data source once if
    /// that changed the selection.
    private func select(_ ids: Set<Item.DiffIdentifier>) {
      guard ids != selectedIDs else { return }
      selectedIDs = ids
      events.send(.selectionChanged)
    }
  }
}
