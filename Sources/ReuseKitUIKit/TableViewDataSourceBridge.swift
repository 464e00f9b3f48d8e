#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `UITableViewDataSource` through which a ``ContainerDataProvider``
  /// gives a table view its counts and cells.
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

    private var reloadScheduled = false
  }
#endif
