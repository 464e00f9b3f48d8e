/// The counts a container shows and what it shows for each item, as a data
/// source hands them over.
///
/// ``DiffableDataSource`` makes one and gives it to its container through
/// ``ReusableViewContainer/setDataProvider(_:)``; only ReuseKit makes them.
/// The closures a data source builds hold it weakly, so the container never
/// keeps it alive.
@MainActor
public final class ContainerDataProvider {
  // MARK: - Lifecycle

  /// Creates a provider from three closures.
  package init(
    numberOfSections: @escaping @MainActor () -> Int,
    numberOfItems: @escaping @MainActor (Int) -> Int,
    configuration: @escaping @MainActor (ItemPath) -> ViewConfiguration?
  ) {
    self.numberOfSections = numberOfSections
    self.numberOfItems = numberOfItems
    self.configuration = configuration
  }

  // MARK: - Package

  /// The number of sections.
  package let numberOfSections: @MainActor () -> Int
  /// The number of items in a section.
  package let numberOfItems: @MainActor (Int) -> Int
  /// The view type and view model of an item, or `nil` when the source is
  /// gone (a released data source shows nothing rather than trapping).
  package let configuration: @MainActor (ItemPath) -> ViewConfiguration?

  /// The item count of every section.
  package func sectionCounts() -> [Int] { (0..<numberOfSections()).map(numberOfItems) }
}
