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
  /// time a container asks and kept while that stage is the one asked
  /// about, so that a container's questions about one item (its cell, its
  /// size, whether it moves) run the cell provider once.
  ///
  /// - Complexity: O(1) expected. At most ``configurationLimit``
  ///   configurations are kept; past it they are made again.
  func configuration(
    at itemPath: ItemPath, inStage stage: Int, _ make: () -> ViewConfiguration
  ) -> ViewConfiguration {
    if stage != configurationStage || configurations.count >= Self.configurationLimit {
      configurations.removeAll(keepingCapacity: stage == configurationStage)
      configurationStage = stage
    }
    if let kept = configurations[itemPath] { return kept }
    let made = make()
    configurations[itemPath] = made
    return made
  }

  // MARK: - Private

  /// How many configurations are kept at most: a few screens of items.
  private static var configurationLimit: Int { 512 }
  private var stages = 0
  private var configurationStage = 0
  private var configurations: [ItemPath: ViewConfiguration] = [:]
}
