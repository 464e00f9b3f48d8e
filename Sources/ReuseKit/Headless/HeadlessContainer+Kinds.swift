/// A table-like container that runs in memory: it validates batch updates as
/// `UITableView` does and keeps cells only for visible rows.
public typealias HeadlessList = HeadlessContainer<ListArrangement>

/// A collection-like container that runs in memory: it validates batch
/// updates as `UICollectionView` does and keeps cells only for visible items.
public typealias HeadlessGrid = HeadlessContainer<GridArrangement>

extension HeadlessContainer: ListContainer where Arrangement == ListArrangement {}
extension HeadlessContainer: GridContainer where Arrangement == GridArrangement {}

extension HeadlessContainer {
  // MARK: - Internal

  /// Whether the container is a list: its messages then say "row", as
  /// `UITableView`'s do, and "item", as `UICollectionView`'s do, otherwise.
  nonisolated static var isList: Bool { Arrangement.self == ListArrangement.self }

  /// The wording of the container's batch-update errors.
  nonisolated static var wording: BatchUpdateWording { isList ? .list : .grid }

  /// The name the container's messages start with.
  nonisolated static var name: String { isList ? "HeadlessList" : "HeadlessGrid" }
}
