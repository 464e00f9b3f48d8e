extension DiffableDataSource {
  /// Deletion by a person, by identity, and the editing mode: a swipe on
  /// an editable item deletes it from the snapshot and applies the change.
  /// Get it from ``DiffableDataSource/editing``.
  ///
  /// ```swift
  /// dataSource.editing.canEditItem = { message in !message.isPinned }
  /// dataSource.editing.didDeleteItem = { message in store.delete(message.id) }
  /// ```
  ///
  /// On a `UITableView` this answers `tableView(_:canEditRowAt:)` and
  /// `tableView(_:commit:forRowAt:)`; on a headless container,
  /// ``HeadlessInteraction/swipeToDelete(itemAt:)`` does it.
  @MainActor
  public final class Editing {
    // MARK: - Lifecycle

    init(dataSource: DiffableDataSource) {
      self.dataSource = dataSource
    }

    // MARK: - Public

    /// Whether a person may delete an item; `nil`, the default, lets none be deleted.
    public var canEditItem: ((Item) -> Bool)?

    /// Called once a person deleted an item, after the data source applied
    /// the snapshot without it.
    public var didDeleteItem: ((Item) -> Void)?

    /// Whether the list shows its editing controls; every cell's state says
    /// so (``CellState/isEditing``). `false` by default.
    public var isEditing = false {
      didSet { if isEditing != oldValue { dataSource?.refreshShownContent() } }
    }

    // MARK: - Internal

    // MARK: - Private

    /// Told when the editing mode changes, so that every cell shows it.
    private weak var dataSource: DiffableDataSource?
  }
}
