#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `prefetchDataSource` of a table or collection view that shows a
  /// ``ContainerContent``: it sends UIKit's prefetch and cancel calls to the
  /// content, whose paths they are, where the data source turns them into
  /// items; nothing while the data source does not listen.
  ///
  /// UIKit holds its prefetch data source weakly; the view's reuse object
  /// keeps the bridge.
  @MainActor
  final class PrefetchingBridge: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    // MARK: - Internal

    /// The table will soon show the rows: prefetch their items.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      send(.prefetch(indexPaths.map(ItemPath.init)), to: tableView.reuse.state.content)
    }

    /// The table no longer expects to show the rows soon.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      send(.cancelPrefetching(indexPaths.map(ItemPath.init)), to: tableView.reuse.state.content)
    }

    /// The collection view will soon show the items: prefetch them.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      send(.prefetch(indexPaths.map(ItemPath.init)), to: collectionView.reuse.state.content)
    }

    /// The collection view no longer expects to show the items soon.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      send(.cancelPrefetching(indexPaths.map(ItemPath.init)), to: collectionView.reuse.state.content)
    }

    // MARK: - Private

    private func send(_ event: ContainerEvent, to content: ContainerContent) {
      guard content.wantsPrefetching else { return }
      content.send(event)
    }
  }
#endif
