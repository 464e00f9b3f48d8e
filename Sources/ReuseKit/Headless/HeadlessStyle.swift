/// What makes a headless container a list or a grid: the role of its cells
/// and the wording of its batch-update errors.
public protocol HeadlessStyle {
  /// The role of the container's cells.
  associatedtype Role: HostingRole
  /// The layout arrangement of the container.
  associatedtype Arrangement: LayoutArrangement
  /// Whether errors say "row" (list) or "item" (grid).
  static var wording: BatchUpdateWording { get }
  /// A short name, used in descriptions.
  static var name: String { get }
}

/// The style of ``HeadlessList``.
public enum ListStyle: HeadlessStyle {
  /// Cells are ``ListCell``s.
  public typealias Role = ListRole
  /// Rows in one column.
  public typealias Arrangement = ListArrangement
  /// Errors say "row", as `UITableView`'s do.
  public static var wording: BatchUpdateWording { .list }
  /// `"HeadlessList"`.
  public static var name: String { "HeadlessList" }
}

/// The style of ``HeadlessGrid``.
public enum GridStyle: HeadlessStyle {
  /// Cells are ``GridCell``s.
  public typealias Role = GridRole
  /// A flow layout of columns.
  public typealias Arrangement = GridArrangement
  /// Errors say "item", as `UICollectionView`'s do.
  public static var wording: BatchUpdateWording { .grid }
  /// `"HeadlessGrid"`.
  public static var name: String { "HeadlessGrid" }
}

/// A table-like container that runs in memory: it validates batch updates as
/// `UITableView` does and keeps cells only for visible rows.
public typealias HeadlessList = HeadlessContainer<ListStyle>

/// A collection-like container that runs in memory: it validates batch
/// updates as `UICollectionView` does and keeps cells only for visible items.
public typealias HeadlessGrid = HeadlessContainer<GridStyle>

extension HeadlessContainer: ListContainer where Style == ListStyle {}
extension HeadlessContainer: GridContainer where Style == GridStyle {}
