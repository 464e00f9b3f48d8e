extension HeadlessContainer {
  // MARK: - Public

  /// Registers `viewType` for cells ahead of its first use; optional, since
  /// the container registers a view type the first time it shows one.
  package func register<View: ConfigurableView>(_ viewType: View.Type) {
    registry.register(HostingCell<View>.self)
  }

  /// The paths of the items with a cell on screen, in ascending order.
  public var visibleItemPaths: [ItemPath] { views.cells.paths }

  /// The cell on screen for `itemPath` when it hosts a `viewType`, or `nil`
  /// when the item is not visible or shows another view type.
  ///
  /// <!-- compile: prelude fruit-list -->
  /// ```swift
  /// let badge = list.cell(at: ItemPath(item: 0, section: 0), as: BadgeView.self)?.view
  /// ```
  public func cell<View: ConfigurableView>(
    at itemPath: ItemPath, as viewType: View.Type
  ) -> HostingCell<View>? {
    views.cells[itemPath] as? HostingCell<View>
  }

  /// The view models of the visible cells that host a `viewType`, in the
  /// order of their paths.
  public func visibleViewModels<View: ConfigurableView>(of viewType: View.Type) -> [View.ViewModel] {
    visibleItemPaths.compactMap { cell(at: $0, as: viewType)?.viewModel }
  }

  /// What a person does to the container, simulated: taps, highlights,
  /// focus moves and swipes, each reaching the views as their state.
  public var interaction: HeadlessInteraction<Arrangement> { HeadlessInteraction(container: self) }

  /// The cell on screen for `itemPath`, whatever it hosts, or `nil`; for
  /// code in this package that draws any cell, such as the Gallery.
  package func cellForItem(at itemPath: ItemPath) -> (any ReusableCell)? { views.cells[itemPath] }
}
