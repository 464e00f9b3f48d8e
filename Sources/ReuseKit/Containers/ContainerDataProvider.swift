/// The counts and cells a container shows, supplied by closures.
///
/// ``DiffableDataSource`` hands one to its container through
/// ``ReusableViewContainer/setDataProvider(_:)``. The closures it builds hold
/// the data source weakly, so the container never keeps it alive.
@MainActor
public final class ContainerDataProvider<Cell> {
  // MARK: - Lifecycle

  /// Creates a provider from three closures.
  public init(
    numberOfSections: @escaping @MainActor () -> Int,
    numberOfItems: @escaping @MainActor (Int) -> Int,
    cell: @escaping @MainActor (ItemPath) -> Cell?
  ) {
    self.numberOfSections = numberOfSections
    self.numberOfItems = numberOfItems
    self.cell = cell
  }

  // MARK: - Public

  /// The number of sections.
  public let numberOfSections: @MainActor () -> Int
  /// The number of items in a section.
  public let numberOfItems: @MainActor (Int) -> Int
  /// A configured cell for an item, or `nil` when the source is gone (a
  /// released data source shows nothing rather than trapping).
  public let cell: @MainActor (ItemPath) -> Cell?

  /// The item count of every section.
  public func sectionCounts() -> [Int] { (0..<numberOfSections()).map(numberOfItems) }
}
