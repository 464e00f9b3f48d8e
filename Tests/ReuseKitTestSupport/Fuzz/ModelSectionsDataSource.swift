import ReuseKit

/// A data source over sections of ``Model``s, shown with ``ModelView``.
@MainActor
public final class ModelSectionsDataSource: HeadlessDataSource {
  // MARK: - Lifecycle

  /// Creates a data source over `sections`, for `container`.
  public init<Arrangement>(sections: [DiffSection<Model, Model>], container: HeadlessContainer<Arrangement>) {
    self.sections = sections
  }

  // MARK: - Public

  /// The sections of the data.
  public var sections: [DiffSection<Model, Model>]

  /// The number of sections.
  public func numberOfSections() -> Int { sections.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

  /// A model view showing the item.
  public func configuration(at itemPath: ItemPath) -> ViewConfiguration {
    .view(ModelView.self, sections[itemPath.section].items[itemPath.item])
  }
}
