/// The app's providers, as every content of one data source reaches them:
/// the cell provider, the header and footer provider, the section layouts,
/// the section titles, and the handlers of ``DiffableDataSource/Display``.
///
/// One object, owned by the data source and shared by its contents, that
/// holds only what the app gave: no data source, no container, no state.
/// A content asks it about an item only when a container asks about the
/// item. The providers are the app's; whatever they capture, they keep.
@MainActor
final class ContentProviders<Section: Diffable, Item: Diffable> {
  // MARK: - Lifecycle

  init(cell: @escaping DiffableDataSource<Section, Item>.CellProvider) {
    self.cell = cell
  }

  // MARK: - Internal

  let cell: DiffableDataSource<Section, Item>.CellProvider
  var supplementary: DiffableDataSource<Section, Item>.SupplementaryViewProvider?
  var sectionLayout: ((Section) -> SectionLayout)?
  let sectionTitles = DiffableDataSource<Section, Item>.SectionTitles()
  let display = DiffableDataSource<Section, Item>.Display()

  /// A number for a new stage's sections: what its configurations are kept under.
  func nextStage() -> Int {
    stages += 1
    return stages
  }

  /// The configuration at `itemPath` of `stage`, made by `make` the first
  /// time a container asks and kept while no other item of the stages
  /// asked about takes its slot, so that a container's questions about one
  /// item (its cell, its size, whether it moves) run the cell provider once.
  ///
  /// The configurations are kept in a small table indexed by the path, a
  /// few screens of items, with no hashing and nothing to clear when a new
  /// stage comes: a slot made for another stage or path is made again.
  ///
  /// - Complexity: O(1).
  func configuration(
    at itemPath: ItemPath, inStage stage: Int, _ make: () -> ViewConfiguration
  ) -> ViewConfiguration {
    let slot = (itemPath.item &* 31 &+ itemPath.section) & (Self.slotCount - 1)
    if slotStages[slot] == stage, slotPaths[slot] == itemPath, let kept = slotConfigurations[slot] { return kept }
    let made = make()
    slotStages[slot] = stage
    slotPaths[slot] = itemPath
    slotConfigurations[slot] = made
    return made
  }

  // MARK: - Private

  /// How many configurations are kept at most, a power of two: a few screens of items.
  private static var slotCount: Int { 256 }
  private var stages = 0
  /// The stage, the path and the configuration each slot keeps, in three
  /// arrays, so that a question compares two integers before it reads a
  /// configuration.
  private var slotStages = [Int](repeating: 0, count: slotCount)
  private var slotPaths = [ItemPath](repeating: ItemPath(item: -1, section: -1), count: slotCount)
  private var slotConfigurations = [ViewConfiguration?](repeating: nil, count: slotCount)
}
