extension HeadlessContainer {
  // MARK: - Public

  /// Registers `viewType` for cells.
  public func register<View: ConfigurableView>(_ viewType: View.Type) {
    registry.register(HostingCell<View>.self)
  }

  /// Dequeues a cell hosting a `viewType` for the item at `itemPath`.
  ///
  /// While the container reconfigures an item, dequeuing that item's own view
  /// type returns its existing cell, unprepared, as UIKit does.
  ///
  /// Stops with a message that names the type and lists the registered types
  /// when `viewType` was never registered.
  public func dequeue<View: ConfigurableView>(
    _ viewType: View.Type, for itemPath: ItemPath
  ) -> HostingCell<View> {
    if let existing = reconfiguring as? HostingCell<View> {
      reconfiguring = nil
      return existing
    }
    do {
      return try registry.dequeue(HostingCell<View>.self)
    } catch {
      fatalError("\(Self.name): \(error) (item \(itemPath))")
    }
  }

  /// Dequeues a cell hosting a `viewType` and configures it with `viewModel`.
  public func dequeueConfiguredCell<View: ConfigurableView>(
    _ viewType: View.Type,
    for itemPath: ItemPath,
    with viewModel: View.ViewModel
  ) -> HeadlessCell {
    HeadlessCell(dequeue(viewType, for: itemPath).configured(with: viewModel))
  }

  /// Makes `provider` the source of counts and cells.
  public func setDataProvider(_ provider: ContainerDataProvider<HeadlessCell>?) {
    dataSource = nil
    self.provider = provider
  }

  /// The paths of the items with a cell on screen, in ascending order.
  public var visibleItemPaths: [ItemPath] { visibleCells.paths }

  /// The cell on screen for `itemPath` when it hosts a `viewType`, or `nil`
  /// when the item is not visible or shows another view type.
  ///
  /// ```swift
  /// let badge = list.cell(at: ItemPath(item: 0, section: 0), as: BadgeView.self)?.view
  /// ```
  public func cell<View: ConfigurableView>(
    at itemPath: ItemPath, as viewType: View.Type
  ) -> HostingCell<View>? {
    visibleCells[itemPath] as? HostingCell<View>
  }

  /// The view models of the visible cells that host a `viewType`, in the
  /// order of their paths.
  public func visibleViewModels<View: ConfigurableView>(of viewType: View.Type) -> [View.ViewModel] {
    visibleItemPaths.compactMap { cell(at: $0, as: viewType)?.viewModel }
  }

  /// The cell on screen for `itemPath`, whatever it hosts, or `nil`; for
  /// code in this package that draws any cell, such as the Gallery.
  package func cellForItem(at itemPath: ItemPath) -> (any ReusableCell)? { visibleCells[itemPath] }

  // MARK: - Internal

  /// The counts the data source gives now.
  func readCounts() -> [Int] { provider?.sectionCounts() ?? [] }

  /// A configured cell from the data source, or `nil` when there is none any more.
  func makeCell(at path: ItemPath) -> (any ReusableCell)? {
    guard let cell = provider?.cell(path)?.cell else { return nil }
    cell.sizeInvalidationHandler = { [weak self, weak cell] in
      guard let self, let cell else { return }
      self.cellDidInvalidateSize(cell)
    }
    return cell
  }

  /// The visible cell for `path`, dequeued if the item has none yet.
  func realizedCell(at path: ItemPath) -> (any ReusableCell)? {
    if let cell = visibleCells[path] { return cell }
    let cell = makeCell(at: path)
    visibleCells[path] = cell
    return cell
  }
}
