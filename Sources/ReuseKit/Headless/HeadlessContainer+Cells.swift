extension HeadlessContainer {
  // MARK: - Public

  /// Registers `viewType` for cells ahead of its first use; optional, since
  /// the container registers a view type the first time it shows one.
  package func register<View: ConfigurableView>(_ viewType: View.Type) {
    registry.register(HostingCell<View>.self)
  }

  /// The paths of the items with a cell on screen, in ascending order.
  public var visibleItemPaths: [ItemPath] { visibleCells.paths }

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
    visibleCells[itemPath] as? HostingCell<View>
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
  package func cellForItem(at itemPath: ItemPath) -> (any ReusableCell)? { visibleCells[itemPath] }

  // MARK: - Internal

  /// A configured cell from the data source, or `nil` when there is none any
  /// more. While the container reconfigures an item, `existing` is that
  /// item's cell: it is configured again when it hosts the view type the item
  /// shows now, as UIKit hands back the existing cell, and otherwise a cell
  /// of the new type replaces it.
  func makeCell(at path: ItemPath, reconfiguring existing: (any ReusableCell)? = nil) -> (any ReusableCell)? {
    guard let configuration = content.configuration(at: path) else { return nil }
    return makeCell(at: path, configuration: configuration, reconfiguring: existing)
  }

  /// The cell of the item at `path`, configured with `configuration`, read
  /// already: `existing` configured again when it hosts the configuration's
  /// view type, and otherwise a cell of that type.
  func makeCell(
    at path: ItemPath, configuration: ViewConfiguration, reconfiguring existing: (any ReusableCell)? = nil
  ) -> any ReusableCell {
    let cell = configuration.accept(HeadlessCellMaker(registry: registry, existing: existing))
    cell.sizeInvalidationHandler = { [weak self, weak cell] in
      guard let self, let cell else { return }
      self.cellDidInvalidateSize(cell)
    }
    // A cell that starts showing the item is always told its state.
    cell.apply(content.state(at: path, keepingWhatThePersonDidIn: cell.state), force: cell !== existing)
    return cell
  }

  /// Tells `cell`, the cell of the item at `path`, the item's state when it changed.
  func refreshState(of cell: any ReusableCell, at path: ItemPath) {
    cell.apply(content.state(at: path, keepingWhatThePersonDidIn: cell.state), force: false)
  }

  /// The visible cell for `path`: its own, the one it had if it left the
  /// screen earlier in this pass and is still free, or one dequeued.
  func realizedCell(at path: ItemPath) -> (any ReusableCell)? {
    if let cell = visibleCells[path] { return cell }
    var cell: (any ReusableCell)?
    if let own = visibleCells.takeLeft(at: path), registry.reclaim(own) {
      cell = makeCell(at: path, reconfiguring: own)
      // The item shows another view type now, or none: its old cell goes back.
      if cell !== own { registry.recycle(own) }
    } else {
      cell = makeCell(at: path)
    }
    visibleCells[path] = cell
    return cell
  }
}

/// Dequeues and configures the ``HostingCell`` of a configuration's view
/// type, registering the type on first use, from the pool of its kind: a
/// cell, a header or a footer.
@MainActor
struct HeadlessCellMaker: ViewConfigurationVisitor {
  typealias Result = any ReusableCell

  let registry: ReuseRegistry
  let existing: (any ReusableCell)?
  var kind = ElementKind.cell

  func visit<View: ConfigurableView>(
    _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
  ) -> any ReusableCell {
    let cell = existing as? HostingCell<View> ?? registry.dequeue(HostingCell<View>.self, as: kind)
    setUp?(cell.view)
    cell.configure(with: viewModel)
    return cell
  }
}
