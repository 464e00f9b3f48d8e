#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `prefetchDataSource` of a table or collection view while a
  /// ``ContainerDataProvider`` is set: it passes UIKit's prefetch and cancel
  /// calls to the provider's ``ContainerEvents``, where the data source
  /// turns the paths into items.
  ///
  /// UIKit holds its prefetch data source weakly; the view's
  /// ``AdapterState`` keeps the bridge, and the bridge keeps the provider.
  @MainActor
  final class PrefetchingBridge: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    // MARK: - Lifecycle

    /// Creates a bridge that forwards to `provider`.
    init(provider: ContainerDataProvider) {
      self.provider = provider
      super.init()
    }

    // MARK: - Internal

    /// The source the calls go to.
    let provider: ContainerDataProvider

    /// The table will soon show the rows: prefetch their items.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      provider.events.prefetchItems(indexPaths.map(ItemPath.init))
    }

    /// The table no longer expects to show the rows soon.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      provider.events.cancelPrefetchingItems(indexPaths.map(ItemPath.init))
    }

    /// The collection view will soon show the items: prefetch them.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      provider.events.prefetchItems(indexPaths.map(ItemPath.init))
    }

    /// The collection view no longer expects to show the items soon.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      provider.events.cancelPrefetchingItems(indexPaths.map(ItemPath.init))
    }
  }
#endif
