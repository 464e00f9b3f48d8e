/// What a ``DiffableDataSource`` does when a person expands or collapses a
/// parent in a section applied as a ``SectionSnapshot``, in
/// `NSDiffableDataSourceSectionSnapshotHandlers`' vocabulary. Set it as
/// ``DiffableDataSource/sectionSnapshotHandlers``; every handler is optional.
///
/// <!-- compile: prelude folders -->
/// ```swift
/// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { folder, outline in
///   var outline = outline
///   if outline.snapshot(of: folder).items.isEmpty { outline.append(files(in: folder), to: folder) }
///   return outline
/// }
/// ```
@MainActor
public struct SectionSnapshotHandlers<Item: Diffable> {
  // MARK: - Lifecycle

  /// Creates handlers that allow every expansion and collapse and load nothing.
  package init() {}

  // MARK: - Public

  /// Whether the parent may expand; it may when this is `nil`.
  public var shouldExpand: (@MainActor (Item) -> Bool)?

  /// Runs just before the parent expands.
  public var willExpand: (@MainActor (Item) -> Void)?

  /// Whether the parent may collapse; it may when this is `nil`.
  public var shouldCollapse: (@MainActor (Item) -> Bool)?

  /// Runs just before the parent collapses.
  public var willCollapse: (@MainActor (Item) -> Void)?

  /// Gives the section's outline to show when the parent expands, from the
  /// parent and the outline before: the place to add children loaded on
  /// demand. The data source then expands the parent in it and applies it.
  public var snapshotForExpandingParent: (@MainActor (Item, SectionSnapshot<Item>) -> SectionSnapshot<Item>)?
}
