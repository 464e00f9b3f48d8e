import ReuseKit

/// A data source over sections of ``Model``s, shown with ``ModelView``.
@MainActor
public final class ModelSectionsDataSource: HeadlessDataSource {
  // MARK: - Lifecycle

  /// Creates a data source that dequeues cells from `container`.
  public init<Arrangement>(sections: [DiffSection<Model, Model>], container: HeadlessContainer<Arrangement>) {
    self.sections = sections
    makeCell = { [unowned container] path, model in
      container.dequeueConfiguredCell(ModelView.self, for: path, with: model)
    }
  }

  // MARK: - Public

  /// The sections of the data.
  public var sections: [DiffSection<Model, Model>]

  /// The number of sections.
  public func numberOfSections() -> Int { sections.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

  /// A configured model cell.
  public func cell(at itemPath: ItemPath) -> HeadlessCell {
    makeCell(itemPath, sections[itemPath.section].items[itemPath.item])
  }

  // MARK: - Private

  private let makeCell: (ItemPath, Model) -> HeadlessCell
}
