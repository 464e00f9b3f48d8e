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

  /// Creates a provider from its closures; without
  /// `supplementaryConfiguration`, the source shows no headers or footers.
  package init(
    numberOfSections: @escaping @MainActor () -> Int,
    numberOfItems: @escaping @MainActor (Int) -> Int,
    configuration: @escaping @MainActor (ItemPath) -> ViewConfiguration?,
    showsSupplementaryViews: @escaping @MainActor () -> Bool = { false },
    supplementaryConfiguration: @escaping @MainActor (ElementKind, Int) -> ViewConfiguration? = { _, _ in nil },
    cellState: @escaping @MainActor (ItemPath) -> CellState = { _ in .normal },
    didSelectItem: @escaping @MainActor (ItemPath) -> Void = { _ in }
  ) {
    self.showsSupplementaryViews = showsSupplementaryViews
    self.cellState = cellState
    self.didSelectItem = didSelectItem
    self.numberOfSections = numberOfSections
    self.numberOfItems = numberOfItems
    self.configuration = configuration
    self.supplementaryConfiguration = supplementaryConfiguration
  }

  // MARK: - Package

  /// The number of sections.
  package let numberOfSections: @MainActor () -> Int
  /// The number of items in a section.
  package let numberOfItems: @MainActor (Int) -> Int
  /// The view type and view model of an item, or `nil` when the source is
  /// gone (a released data source shows nothing rather than trapping).
  package let configuration: @MainActor (ItemPath) -> ViewConfiguration?

  /// Whether the source has a supplementary view provider; without one, a
  /// container keeps its arrangement's header and footer heights and shows
  /// no views there.
  package let showsSupplementaryViews: @MainActor () -> Bool

  /// What a section (by index) shows as a header or footer (by kind), or
  /// `nil` for nothing: the header or footer then takes no height.
  package let supplementaryConfiguration: @MainActor (ElementKind, Int) -> ViewConfiguration?

  /// The state the source keeps for an item, such as whether it is
  /// selected; a container adds what it keeps itself (highlight, focus, swipe).
  package let cellState: @MainActor (ItemPath) -> CellState

  /// A person selected the item: a tap on a headless container, UIKit's
  /// `didSelect` on a UIKit one.
  package let didSelectItem: @MainActor (ItemPath) -> Void

  /// What the container tells the source of a person's actions and of
  /// what it shows; see ``ContainerEvents``.
  package var events = ContainerEvents()

  /// The item count of every section.
  package func sectionCounts() -> [Int] { (0..<numberOfSections()).map(numberOfItems) }
}
