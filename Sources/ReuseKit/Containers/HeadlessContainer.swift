/// A container that runs in memory, as a list (``HeadlessList``) or a grid
/// (``HeadlessGrid``).
///
/// It does what `UITableView` and `UICollectionView` do, without a screen:
/// registration and dequeue by type, a viewport with cells for the visible
/// items only, reuse of cells that scroll away, and batch updates checked by
/// UIKit's rules. Tests use it to prove that an update would not crash an app.
///
/// ```swift
/// let list = HeadlessList(viewport: Viewport(width: 320, height: 440))
/// list.register(ProfileView.self)
/// list.dataSource = myDataSource
/// list.reloadData()
/// ```
@MainActor
public final class HeadlessContainer<Style: HeadlessStyle>: ReusableViewContainer {
  // MARK: - Lifecycle

  /// Creates an empty container with `viewport`, whose rows are `rowHeight` tall.
  public init(viewport: Viewport = Viewport(width: 320, height: 480), rowHeight: Double = 44, columns: Int = 1) {
    self.viewport = viewport
    layout.rowHeight = rowHeight
    layout.columns = max(1, columns)
  }

  // MARK: - Public

  /// The cells of the container.
  public typealias Cell = any ReusableCell

  /// The registry of view types, with their reuse pools and counters.
  public let registry = ReuseRegistry()

  /// The object that gives the container its counts and cells.
  public weak var dataSource: (any HeadlessDataSource)?

  /// The visible part of the content. Changing it shows and hides cells.
  public var viewport: Viewport {
    didSet { updateVisibleCells() }
  }

  /// The height of all content.
  public var contentHeight: Double { layout.contentHeight }

  /// Registers `viewType` for cells.
  public func register<View: ConfigurableView>(_ viewType: View.Type) {
    registry.register(HostingCell<View, Style.Role>.self)
  }

  /// Dequeues a cell hosting a `viewType` for the item at `itemPath`.
  ///
  /// Stops with a message that names the type and lists the registered types
  /// when `viewType` was never registered.
  public func dequeue<View: ConfigurableView>(_ viewType: View.Type, for itemPath: ItemPath) -> HostingCell<
    View, Style.Role
  > {
    do {
      return try registry.dequeue(HostingCell<View, Style.Role>.self)
    } catch {
      preconditionFailure("\(Style.name): \(error) (item \(itemPath))")
    }
  }

  /// Dequeues a cell hosting a `viewType` and configures it with `viewModel`.
  public func dequeueConfiguredCell<View: ConfigurableView>(
    _ viewType: View.Type,
    for itemPath: ItemPath,
    with viewModel: View.ViewModel
  ) -> any ReusableCell {
    dequeue(viewType, for: itemPath).configured(with: viewModel)
  }

  /// The number of sections, as of the last reload or batch update.
  public var numberOfSections: Int { layout.sectionCounts.count }

  /// The number of items in `section`, as of the last reload or batch update.
  public func numberOfItems(inSection section: Int) -> Int {
    precondition(
      layout.sectionCounts.indices.contains(section),
      "\(Style.name): section \(section) is out of range: there are \(numberOfSections) sections")
    return layout.sectionCounts[section]
  }

  /// Returns every visible cell to its pool, reads the counts again and
  /// dequeues the visible cells anew.
  public func reloadData() {
    for (_, cell) in visibleCells { registry.recycle(cell) }
    visibleCells.removeAll()
    layout.reset(sectionCounts: readCounts())
    updateVisibleCells()
  }

  /// Applies `update` as one batch, validated by UIKit's rules.
  public func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    let before = layout.sectionCounts
    updateData()
    let after = readCounts()
    let validator = BatchUpdateValidator(wording: Style.wording, containerDescription: description)
    let mapping = try validator.validate(update, before: before, after: after)
    var moved: [ItemPath: any ReusableCell] = [:]
    for (path, cell) in visibleCells {
      if !mapping.isReloaded(path), let destination = mapping.finalPath(of: path) {
        moved[destination] = cell
      } else {
        registry.recycle(cell)
      }
    }
    visibleCells = moved
    layout.reset(sectionCounts: after)
    updateVisibleCells()
    reconfigureItems(at: mapping.reconfiguredFinalPaths)
    batchUpdateCount += 1
  }

  /// The paths of the items with a cell on screen, in ascending order.
  public var visibleItemPaths: [ItemPath] { visibleCells.keys.sorted() }

  /// The cell on screen for `itemPath`, or `nil` when the item is not visible.
  public func cellForItem(at itemPath: ItemPath) -> (any ReusableCell)? { visibleCells[itemPath] }

  /// The view models of the visible cells, in the order of their paths.
  public var visibleViewModels: [Any?] { visibleItemPaths.map { visibleCells[$0]?.configuredViewModel } }

  /// Lets the data source configure the visible cells of `itemPaths` again,
  /// in place: dequeuing the item's own type returns its existing cell.
  public func reconfigureItems(at itemPaths: [ItemPath]) {
    guard let dataSource else { return }
    for path in itemPaths {
      guard let existing = visibleCells[path] else { continue }
      registry.recycle(existing)
      let cell = dataSource.cell(at: path)
      precondition(
        cell === existing,
        "\(Style.name): the data source returned a different cell than the cell being reconfigured at \(path), "
          + "which is not allowed; dequeue the same view type for a reconfigured item")
    }
  }

  /// How many batch updates the container applied.
  public private(set) var batchUpdateCount = 0

  // MARK: - Private

  private var layout = FixedRowLayout()
  private var visibleCells: [ItemPath: any ReusableCell] = [:]

  private func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections()).map { dataSource.numberOfItems(inSection: $0) }
  }

  private func updateVisibleCells() {
    let visible = layout.visibleItems(in: viewport)
    let wanted = Set(visible)
    for (path, cell) in visibleCells where !wanted.contains(path) {
      registry.recycle(cell)
      visibleCells[path] = nil
    }
    guard let dataSource else { return }
    for path in visible where visibleCells[path] == nil {
      visibleCells[path] = dataSource.cell(at: path)
    }
  }
}

extension HeadlessContainer: CustomStringConvertible {
  /// A short description with the counts, used in error messages.
  public nonisolated var description: String { "<\(Style.name)>" }
}
