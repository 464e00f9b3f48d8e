#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `UITableViewDataSource` through which a ``ContainerDataProvider``
  /// gives a table view its counts and cells, and hears of a person's
  /// deletions and moves; it asks the provider's ``ContainerEvents`` which
  /// rows may be deleted or moved and for the section titles.
  ///
  /// A table view holds its data source weakly; the table's ``AdapterState``
  /// keeps the bridge, and the bridge keeps the provider.
  @MainActor
  final class TableViewDataSourceBridge: NSObject, UITableViewDataSource {
    // MARK: - Lifecycle

    /// Creates a bridge that forwards to `provider`.
    init(provider: ContainerDataProvider) {
      self.provider = provider
      super.init()
    }

    // MARK: - Internal

    /// The source of the counts and cells.
    let provider: ContainerDataProvider

    /// The provider's number of sections.
    func numberOfSections(in tableView: UITableView) -> Int {
      provider.numberOfSections()
    }

    /// The provider's number of items in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      provider.numberOfItems(section)
    }

    /// The provider's cell for the row at `indexPath`, or, once the data
    /// source behind the provider is gone, an empty cell and a reload that
    /// shows nothing.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      if let configuration = provider.configuration(ItemPath(indexPath)) {
        return tableView.cell(showing: configuration, at: indexPath)
      }
      if !reloadScheduled {
        reloadScheduled = true
        AdapterEnvironment.schedule { [weak self, weak tableView] in
          self?.reloadScheduled = false
          tableView?.reloadData()
        }
      }
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: - Editing and reordering

    /// Whether a person may delete the row with a swipe: the data source's
    /// `editing.canEditItem`; `false` when it has none.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      provider.events.canEditItem(ItemPath(indexPath))
    }

    /// A person confirmed the deletion of the row: the data source deletes
    /// the item by identity and applies the change. Insertions are not offered.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      provider.events.deleteItem(ItemPath(indexPath))
    }

    /// Whether a person may drag the row in editing mode: the data source's
    /// `reordering.canMoveItem`; `false` when it has none.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      provider.events.canMoveItem(ItemPath(indexPath))
    }

    /// A person dropped the row at `destinationIndexPath`, where the table
    /// already shows it: the data source takes the move into its data,
    /// without a batch update, and tells the app.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      provider.events.moveItem(ItemPath(sourceIndexPath), ItemPath(destinationIndexPath))
    }

    // MARK: - Titles

    /// The titles of the section index, or `nil` for no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      let titles = provider.events.sectionIndexTitles()
      return titles.isEmpty ? nil : titles.map(\.title)
    }

    /// The section the index title at `index` scrolls to.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      let titles = provider.events.sectionIndexTitles()
      return titles.indices.contains(index) ? titles[index].section : 0
    }

    /// The plain title of the section's header, or `nil`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      provider.events.title(.header, section)
    }

    /// The plain title of the section's footer, or `nil`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      provider.events.title(.footer, section)
    }

    // MARK: - Private

    private var reloadScheduled = false
  }
#endif
