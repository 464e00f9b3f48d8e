extension DiffableDataSource {
  /// Reordering by a person: which items can be dragged, and what the app
  /// hears once one is dropped. Get it from ``DiffableDataSource/reordering``.
  ///
  /// ```swift
  /// dataSource.reordering.canMoveItem = { task in !task.isPinned }
  /// dataSource.reordering.didReorder = { transaction in
  ///   model.order = transaction.finalSnapshot.itemIdentifiers.map(\.id)
  /// }
  /// ```
  ///
  /// A drop updates the data source's own snapshot, so the app applies
  /// nothing. Items move within and across sections. A drop while an apply
  /// is still waiting or running is carried into the snapshot the data
  /// source is heading to, by identity: the item follows the item it was
  /// dropped after (or before), so the drag is never lost.
  ///
  /// On a `UITableView` a person drags rows in editing mode
  /// (`tableView(_:canMoveRowAt:)`, `tableView(_:moveRowAt:to:)`); on a
  /// `UICollectionView`, through interactive movement; on a headless
  /// container, ``HeadlessInteraction/moveItem(from:to:)`` does it.
  @MainActor
  public final class Reordering {
    // MARK: - Lifecycle

    init() {}

    // MARK: - Public

    /// Whether a person may drag an item; `nil`, the default, lets no item move.
    public var canMoveItem: ((Item) -> Bool)?

    /// Called once a person dropped an item where it now is, with the
    /// snapshots before and after.
    public var didReorder: ((ReorderingTransaction<Section, Item>) -> Void)?

  }
}
