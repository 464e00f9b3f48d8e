/// The counts and cells a container shows, as a data source hands them over.
///
/// ``DiffableDataSource`` makes one and gives it to its container through
/// ``ReusableViewContainer/setDataProvider(_:)``; only ReuseKit makes them.
/// The closures a data source builds hold it weakly, so the container never
/// keeps it alive.
@MainActor
public final class ContainerDataProvider<Cell> {
  // MARK: - Lifecycle

  /// Creates a provider from three closures.
  package init(
    numberOfSections: @escaping @MainActor () -> Int,
    numberOfItems: @escaping @MainActor (Int) -> Int,
    cell: @escaping @MainActor (ItemPath) -> Cell?
  ) {
    self.numberOfSections = numberOfSections
    self.numberOfItems = numberOfItems
    self.cell = cell
  }

  // MARK: - Package

  /// The number of sections.
  package let numberOfSections: @MainActor () -> Int
  /// The number of items in a section.
  package let numberOfItems: @MainActor (Int) -> Int
  /// A configured cell for an item, or `nil` when the source is gone (a
  /// released data source shows nothing rather than trapping).
  package let cell: @MainActor (ItemPath) -> Cell?

  /// The item count of every section.
  package func sectionCounts() -> [Int] { (0..<numberOfSections()).map(numberOfItems) }
}
