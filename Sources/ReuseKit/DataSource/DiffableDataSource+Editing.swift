extension DiffableDataSource {
  /// Deletion and reordering by a person, by identity, and the editing
  /// mode: a swipe on a deletable item deletes it from the snapshot and
  /// applies the change; a drag of a movable item moves it. Get it from
  /// ``DiffableDataSource/editing``.
  ///
  /// Which items a person may delete or move is part of what the cell
  /// provider returns for each, ``ViewConfiguration/deletable(_:)`` and
  /// ``ViewConfiguration/movable(_:)``; this hears what the person did.
  ///
  /// <!-- compile: prelude todos -->
  /// ```swift
  /// dataSource.editing.didDeleteItem = { todo in store.delete(todo.id) }
  /// dataSource.editing.didReorder = { transaction in
  ///   store.order = transaction.finalSnapshot.itemIdentifiers.map(\.id)
  /// }
  /// ```
  ///
  /// On a `UITableView` this answers `tableView(_:canEditRowAt:)`,
  /// `tableView(_:commit:forRowAt:)`, `tableView(_:canMoveRowAt:)` and
  /// `tableView(_:moveRowAt:to:)`, as UIKit's data source keeps editing and
  /// moving together; on a `UICollectionView`, interactive movement; on a
  /// headless container, ``HeadlessInteraction/swipeToDelete(itemAt:)`` and
  /// ``HeadlessInteraction/moveItem(from:to:)`` do it.
  ///
  /// A drop updates the data source's own snapshot, so the app applies
  /// nothing. Items move within and across sections. A drop while an apply
  /// is still waiting or running is carried into the snapshot the data
  /// source is heading to, by identity: the item follows the item it was
  /// dropped after (or before), so the drag is never lost.
  @MainActor
  public final class Editing {
    // MARK: - Lifecycle

    /// An editing facet that tells `events` when the editing mode changes.
    init(events: ContentEventSink<Section, Item>) {
      self.events = events
    }

    // MARK: - Public

    /// Called once a person deleted an item, after the data source applied
    /// the snapshot without it.
    public var didDeleteItem: ((Item) -> Void)?

    /// Called once a person dropped an item where it now is, with the
    /// snapshots before and after.
    public var didReorder: ((ReorderingTransaction<Section, Item>) -> Void)?

    /// Whether the list shows its editing controls; every cell's state says
    /// so (``CellState/isEditing``). `false` by default.
    public var isEditing = false {
      didSet { if isEditing != oldValue { events.send(.settingsChanged) } }
    }

    // MARK: - Private

    /// Told when the editing mode changes, so that every cell shows it.
    private let events: ContentEventSink<Section, Item>
  }
}
