/// A table-like container that runs in memory: it validates batch updates as
/// `UITableView` does and keeps cells only for visible rows.
public typealias HeadlessList = HeadlessContainer<ListArrangement>

/// A collection-like container that runs in memory: it validates batch
/// updates as `UICollectionView` does and keeps cells only for visible items.
public typealias HeadlessGrid = HeadlessContainer<GridArrangement>

/// A collection-like container whose sections each have a layout of their
/// own (``SectionLayout``): lists, grids, carousels and waterfalls in one
/// container, as with a compositional layout.
public typealias HeadlessCollection = HeadlessContainer<CompositionalArrangement>

extension HeadlessContainer {
  // MARK: - Internal

  /// The wording of the container's batch-update errors: "row", as
  /// `UITableView`'s, for a list, and "item", as `UICollectionView`'s, otherwise.
  nonisolated static var wording: BatchUpdateWording { Arrangement.isList ? .list : .grid }

  /// The wording of the container's batch-update errors: what a data source
  /// words this container's updates with.
  public var updateWording: BatchUpdateWording { Self.wording }

  /// The name the container's messages start with.
  nonisolated static var name: String {
    if Arrangement.isList { return "HeadlessList" }
    return Arrangement.self == CompositionalArrangement.self ? "HeadlessCollection" : "HeadlessGrid"
  }
}
