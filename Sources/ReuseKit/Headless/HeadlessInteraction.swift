/// A person's actions on a headless container, for tests: a tap selects
/// through the data source's ``DiffableDataSource/selection``; a highlight,
/// the focus and a swipe are states of the visible cell, which reach its
/// view through ``ConfigurableView/update(for:)`` and end when the cell is
/// reused for another item. Get one from ``HeadlessContainer/interaction``.
///
/// <!-- compile: prelude message-list, testing -->
/// ```swift
/// list.interaction.tap(itemAt: ItemPath(item: 2, section: 0))
/// #expect(dataSource.selection.selectedIDs == [message.id])
/// ```
///
/// Actions on an item that has no cell on screen do nothing, as a finger
/// cannot touch it.
@MainActor
public struct HeadlessInteraction<Arrangement: LayoutArrangement> {
  // MARK: - Public

  /// Highlights the item, lifts the finger, and selects the item through
  /// the data source, as a UIKit collection view does. A tap on an item
  /// that takes no highlight (the data source lets a person select nothing,
  /// or the item is disabled) does nothing.
  public func tap(itemAt itemPath: ItemPath) {
    guard container.views.cells[itemPath] != nil, container.content.canHighlightItem(at: itemPath) else { return }
    setHighlighted(true, itemAt: itemPath)
    setHighlighted(false, itemAt: itemPath)
    container.content.send(.didSelectItem(itemPath))
  }

  /// Taps the item's disclosure triangle: the data source expands it when
  /// it is collapsed and collapses it when it is expanded, as its
  /// ``DiffableDataSource/sectionSnapshotHandlers`` allow
  /// (``DiffableDataSource/toggleExpansion(of:animation:completion:)``).
  public func toggleExpansion(itemAt itemPath: ItemPath) {
    guard container.views.cells[itemPath] != nil else { return }
    container.content.send(.didToggleExpansion(itemPath))
  }

  /// Puts a finger down on the item (`true`) or lifts it. A finger down on
  /// an item that may not be selected, or while the data source lets a
  /// person select nothing, does not highlight it, as UIKit's
  /// `shouldHighlight` answering `false` does not.
  public func setHighlighted(_ isHighlighted: Bool, itemAt itemPath: ItemPath) {
    guard !isHighlighted || container.content.canHighlightItem(at: itemPath) else { return }
    change(itemAt: itemPath) { $0.isHighlighted = isHighlighted }
  }

  /// Moves the focus to the item; the item that had it loses it.
  public func focus(itemAt itemPath: ItemPath) {
    guard container.views.cells[itemPath] != nil else { return }
    for path in container.views.cells.paths where path != itemPath {
      change(itemAt: path) { $0.isFocused = false }
    }
    change(itemAt: itemPath) { $0.isFocused = true }
  }

  /// Shows the item's cell swiped open (`true`) or closed, as its state;
  /// ``swipe(itemAt:edge:)`` opens the item's actions.
  public func setSwiped(_ isSwiped: Bool, itemAt itemPath: ItemPath) {
    change(itemAt: itemPath) { $0.isSwiped = isSwiped }
  }

  /// Drags the item at `source` and drops it at `destination`, its path
  /// after the move, in any section, as a person does in a table's editing
  /// mode: when the data source lets the item move
  /// (``ViewConfiguration/movable(_:)``), the container moves
  /// its cell as a batch update checked by UIKit's rules, and the data
  /// source takes the move into its snapshot.
  ///
  /// - Returns: Whether the item moved: `false` when it has no cell on
  ///   screen or may not move.
  /// - Precondition: `destination` is a place in the sections once the item
  ///   has left `source`; otherwise this stops with a message naming the
  ///   call, the container, the place and the counts.
  @discardableResult
  public func moveItem(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard container.views.cells[source] != nil, container.content.isMovable(at: source) else { return false }
    guard source != destination else { return true }
    var counts = container.content.sectionCounts
    counts[source.section] -= 1
    guard counts.indices.contains(destination.section), (0...counts[destination.section]).contains(destination.item)
    else {
      fatalError(
        "\(HeadlessContainer<Arrangement>.name) interaction.moveItem(from:to:): cannot move item \(source) to "
          + "\(destination): without it, \(ContainerContent.describe(counts, at: destination))")
    }
    container.content.send(.didMoveItem(from: source, to: destination))
    return true
  }

  /// Swipes the item open and taps its delete action: when the data source
  /// lets the item be deleted (``ViewConfiguration/deletable(_:)``),
  /// it applies a snapshot without it, whatever trailing actions the item
  /// shows (``SwipeAction/delete(title:systemImage:)`` is the action in them).
  ///
  /// - Returns: Whether the item was deleted: `false` when it has no cell
  ///   on screen or may not be deleted.
  @discardableResult
  public func swipeToDelete(itemAt itemPath: ItemPath) -> Bool {
    guard container.views.cells[itemPath] != nil, container.content.isDeletable(at: itemPath) else { return false }
    closeSwipeActions()
    setSwiped(true, itemAt: itemPath)
    container.content.send(.didDeleteItem(itemPath))
    return true
  }

  /// Pulls the list down from its top and lets go, as a person does to
  /// refresh it: when the content may be refreshed
  /// (``DiffableDataSource/Refreshing/action``), no refresh runs and the
  /// list is at its top, the container reports ``ContainerEvent/didPullToRefresh``.
  ///
  /// - Returns: Whether the pull reached the data source: `false` lower in
  ///   the list, where a finger scrolls instead, or when nothing refreshes.
  @discardableResult
  public func pullToRefresh() -> Bool {
    let content = container.content
    guard content.allowsPullToRefresh, !content.isRefreshing, container.viewport.offset <= 0 else { return false }
    content.send(.didPullToRefresh)
    return true
  }

  // MARK: - Internal

  let container: HeadlessContainer<Arrangement>

  /// The path of the visible item whose identity is `identity`, if any:
  /// where an item that swipe actions or a menu were opened on is now.
  ///
  /// - Complexity: O(v) for the v visible items.
  func visiblePath(of identity: AnyHashable) -> ItemPath? {
    container.content.itemPath(of: identity, among: container.views.cells.byKey.keys)
  }

  // MARK: - Private

  /// Changes the visible cell's state with `body`, keeping what the data source says.
  private func change(itemAt itemPath: ItemPath, _ body: (inout CellState) -> Void) {
    guard let cell = container.views.cells[itemPath] else { return }
    var state = container.content.state(at: itemPath, keepingWhatThePersonDidIn: cell.state)
    body(&state)
    cell.apply(state, force: false)
  }
}
