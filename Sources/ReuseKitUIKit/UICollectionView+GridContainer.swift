#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A collection view is a ``GridContainer``: a ``DiffableDataSource`` or any
  /// code written against the protocol drives it as it drives a
  /// ``HeadlessGrid``.
  ///
  /// Item paths map to index paths of the same section and item. UIKit's own
  /// `numberOfSections`, `numberOfItems(inSection:)` and `reloadData()` serve
  /// the protocol unchanged.
  extension UICollectionView: GridContainer {
    // MARK: - Public

    /// The collection view's cells.
    public typealias Cell = UICollectionViewCell

    /// Registers `viewType`, which must be a `UIView`, for cells.
    ///
    /// Prefer the overload that requires `UIView` at compile time; this one
    /// serves code that only knows ``ConfigurableView``, and stops with a
    /// message when `viewType` is not a `UIView`.
    public func register<View: ConfigurableView>(_ viewType: View.Type) {
      registerHostable(HostableViewType.require(viewType, in: "UICollectionView"))
    }

    /// Dequeues the cell hosting a `viewType` for the item at `itemPath` and
    /// configures it with `viewModel`.
    ///
    /// Stops with a message when `viewType` is not a `UIView` or was never
    /// registered.
    public func dequeueConfiguredCell<View: ConfigurableView>(
      _ viewType: View.Type,
      for itemPath: ItemPath,
      with viewModel: View.ViewModel
    ) -> UICollectionViewCell {
      dequeueConfiguredHostable(
        HostableViewType.require(viewType, in: "UICollectionView"), at: IndexPath(itemPath), with: viewModel)
    }

    /// Makes `provider` the collection view's source of counts and cells,
    /// through a `UICollectionViewDataSource` bridge that replaces the
    /// collection view's `dataSource`, and reloads the collection view; `nil`
    /// removes the bridge.
    ///
    /// The collection view keeps the provider. The bridge asks
    /// ``setSupplementaryViewProvider(_:)``'s provider for headers and footers.
    public func setDataProvider(_ provider: ContainerDataProvider<UICollectionViewCell>?) {
      let state = AdapterState.of(self)
      let bridge = provider.map(CollectionViewDataSourceBridge.init(provider:))
      if bridge != nil || dataSource === state.dataSourceBridge { dataSource = bridge }
      state.dataSourceBridge = bridge
      reloadData()
    }

    /// Whether the collection view is in a window.
    public var isVisible: Bool { window != nil }

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

    /// The paths of the visible items, in ascending order.
    public var visibleItemPaths: [ItemPath] {
      indexPathsForVisibleItems.map(ItemPath.init).sorted()
    }

    /// The visible cell of the item at `itemPath`, or `nil`.
    public func cellForItem(at itemPath: ItemPath) -> UICollectionViewCell? {
      cellForItem(at: IndexPath(itemPath))
    }

    /// Lets the data source configure the visible cells of `itemPaths` again,
    /// keeping the cells.
    ///
    /// On iOS and tvOS 15 and later this is UIKit's
    /// `reconfigureItems(at:)`. Before, the adapter asks the data source for
    /// each visible cell again and, while it does, ``dequeue(_:for:)`` returns
    /// the existing cell; the data source must dequeue the same view type for
    /// the item.
    public func reconfigureItems(at itemPaths: [ItemPath]) {
      guard !itemPaths.isEmpty else { return }
      let indexPaths = itemPaths.map(IndexPath.init)
      if #available(iOS 15.0, tvOS 15.0, *) {
        reconfigureItems(at: indexPaths)
        return
      }
      guard let dataSource else { return }
      let state = AdapterState.of(self)
      for indexPath in indexPaths {
        guard let existing = cellForItem(at: indexPath) else { continue }
        let provided = state.reconfiguring(existing, at: indexPath) {
          dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        precondition(
          provided === existing,
          "UICollectionView: the data source returned a different cell than the cell being reconfigured at "
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
    ) -> UICollectionViewCell {
      dequeue(viewType, for: indexPath).configured(with: HostableViewType.viewModel(viewModel, as: View.ViewModel.self))
    }

    private func apply(_ update: BatchUpdate) {
      deleteSections(IndexSet(update.deletedSections))
      insertSections(IndexSet(update.insertedSections))
      for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
      reloadSections(IndexSet(update.reloadedSections))
      deleteItems(at: update.deletedItems.map(IndexPath.init))
      insertItems(at: update.insertedItems.map(IndexPath.init))
      for move in update.movedItems { moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
      reloadItems(at: update.reloadedItems.map(IndexPath.init))
    }
  }

  extension UICollectionView {
    // MARK: - Public

    /// Makes `provider` the source of supplementary views, such as section
    /// headers, while a ``ContainerDataProvider`` is set, for example by a
    /// ``DiffableDataSource``; `nil` removes it.
    ///
    /// The collection view keeps the provider: reach the collection view
    /// through its first argument, and capture nothing that keeps the
    /// collection view, such as the data source or its owner, strongly.
    ///
    /// ```swift
    /// collectionView.setSupplementaryViewProvider { collectionView, kind, indexPath in
    ///   collectionView.dequeueSupplementary(TitleView.self, ofKind: kind, for: indexPath)
    ///     .configured(with: "Section \(indexPath.section)")
    /// }
    /// ```
    public func setSupplementaryViewProvider(
      _ provider: (@MainActor (UICollectionView, ElementKind, IndexPath) -> UICollectionReusableView)?
    ) {
      AdapterState.of(self).supplementaryViewProvider = provider
    }
  }
#endif
