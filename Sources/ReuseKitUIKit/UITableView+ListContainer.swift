#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A table view is a ``ListContainer``: a ``DiffableDataSource`` or any code
  /// written against the protocol drives it as it drives a ``HeadlessList``.
  ///
  /// Item paths map to index paths of the same section and row.
  extension UITableView: ListContainer {
    // MARK: - Public

    /// The table's cells.
    public typealias Cell = UITableViewCell

    /// Registers `viewType`, which must be a `UIView`, for cells.
    ///
    /// Prefer the overload that requires `UIView` at compile time; this one
    /// serves code that only knows ``ConfigurableView``, and stops with a
    /// message when `viewType` is not a `UIView`.
    public func register<View: ConfigurableView>(_ viewType: View.Type) {
      registerHostable(HostableViewType.require(viewType, in: "UITableView"))
    }

    /// Dequeues the cell hosting a `viewType` for the row at `itemPath` and
    /// configures it with `viewModel`.
    ///
    /// Stops with a message when `viewType` is not a `UIView` or was never
    /// registered.
    public func dequeueConfiguredCell<View: ConfigurableView>(
      _ viewType: View.Type,
      for itemPath: ItemPath,
      with viewModel: View.ViewModel
    ) -> UITableViewCell {
      dequeueConfiguredHostable(
        HostableViewType.require(viewType, in: "UITableView"), at: IndexPath(itemPath), with: viewModel)
    }

    /// Makes `provider` the table's source of counts and cells, through a
    /// `UITableViewDataSource` bridge that replaces the table's `dataSource`,
    /// and reloads the table; `nil` removes the bridge.
    ///
    /// The table keeps the provider. Headers, footers and everything else the
    /// table asks its delegate stay with the `delegate`.
    public func setDataProvider(_ provider: ContainerDataProvider<UITableViewCell>?) {
      let state = AdapterState.of(self)
      let bridge = provider.map(TableViewDataSourceBridge.init(provider:))
      if bridge != nil || dataSource === state.dataSourceBridge { dataSource = bridge }
      state.dataSourceBridge = bridge
      reloadData()
    }

    /// Whether the table is in a window.
    public var isVisible: Bool { window != nil }

    /// The number of rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
      numberOfRows(inSection: section)
    }

    /// Applies `update` as one animated `performBatchUpdates(_:completion:)`,
    /// calling `updateData` first inside it, then reconfigures the visible
    /// cells of `update.reconfiguredItems`.
    ///
    /// UIKit checks the update and raises an exception when it breaks a
    /// batch-update rule, so this method never throws.
    public func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) {
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates(
          {
            updateData()
            self.apply(update)
          }, completion: nil)
      }
      reconfigureItems(at: update.reconfiguredItems)
    }

    /// The paths of the visible rows, in ascending order.
    public var visibleItemPaths: [ItemPath] {
      (indexPathsForVisibleRows ?? []).map(ItemPath.init).sorted()
    }

    /// The visible cell of the row at `itemPath`, or `nil`.
    public func cellForItem(at itemPath: ItemPath) -> UITableViewCell? {
      cellForRow(at: IndexPath(itemPath))
    }

    /// Lets the data source configure the visible cells of `itemPaths` again,
    /// keeping the cells.
    ///
    /// On iOS and tvOS 15 and later this is `reconfigureRows(at:)`. Before, the
    /// adapter asks the data source for each visible cell again and, while it
    /// does, ``dequeue(_:for:)`` returns the existing cell; the data source must
    /// dequeue the same view type for the row.
    public func reconfigureItems(at itemPaths: [ItemPath]) {
      guard !itemPaths.isEmpty else { return }
      let indexPaths = itemPaths.map(IndexPath.init)
      if #available(iOS 15.0, tvOS 15.0, *) {
        reconfigureRows(at: indexPaths)
        return
      }
      guard let dataSource else { return }
      let state = AdapterState.of(self)
      for indexPath in indexPaths {
        guard let existing = cellForRow(at: indexPath) else { continue }
        let provided = state.reconfiguring(existing, at: indexPath) {
          dataSource.tableView(self, cellForRowAt: indexPath)
        }
        precondition(
          provided === existing,
          "UITableView: the data source returned a different cell than the cell being reconfigured at "
            + "\(ItemPath(indexPath)); dequeue it with dequeue(_:for:) or dequeueConfiguredCell(_:for:with:)")
      }
    }

    // MARK: - Private

    private func registerHostable<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      register(viewType)
    }

    private func dequeueConfiguredHostable<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      at indexPath: IndexPath,
      with viewModel: Any
    ) -> UITableViewCell {
      dequeue(viewType, for: indexPath).configured(with: HostableViewType.viewModel(viewModel, as: View.ViewModel.self))
    }

    private func apply(_ update: BatchUpdate) {
      deleteSections(IndexSet(update.deletedSections), with: .automatic)
      insertSections(IndexSet(update.insertedSections), with: .automatic)
      for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
      reloadSections(IndexSet(update.reloadedSections), with: .automatic)
      deleteRows(at: update.deletedItems.map(IndexPath.init), with: .automatic)
      insertRows(at: update.insertedItems.map(IndexPath.init), with: .automatic)
      for move in update.movedItems { moveRow(at: IndexPath(move.source), to: IndexPath(move.destination)) }
      reloadRows(at: update.reloadedItems.map(IndexPath.init), with: .automatic)
    }
  }
#endif
