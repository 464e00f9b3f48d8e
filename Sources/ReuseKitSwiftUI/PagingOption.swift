#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit

  /// A ``DiffableList``'s loading more (`onLoadMore`), as what it does to a
  /// data source's ``DiffableDataSource/paging``, which exists only for
  /// `Sendable` items: the list itself takes any.
  @MainActor
  struct PagingOption<Section: Diffable, Item: Diffable> {
    /// Where a data source's paging sends what the list hears of it.
    struct Hooks {
      /// Hears each page as it is merged, before it is applied.
      let didMerge: @MainActor (ContentEdge, [DiffSection<Section, Item>], DuplicateRetention) -> Void
      /// The view of an edge whose load failed, or `nil` for none.
      let retryView: (@MainActor (ContentEdge, any Error) -> ViewConfiguration)?
    }

    /// Gives `dataSource`'s paging these edges, threshold, duplicate
    /// retention and loader, and `hooks`.
    let configure: @MainActor (DiffableDataSource<Section, Item>, Hooks) -> Void
    /// Loads again at an edge of `dataSource` whose load failed.
    let retry: @MainActor (DiffableDataSource<Section, Item>, ContentEdge) -> Void
    /// The edge of `dataSource` whose last load failed, the bottom first.
    let failedEdge: @MainActor (DiffableDataSource<Section, Item>) -> ContentEdge?
    /// Starts `dataSource`'s paging again, as for a list of new items.
    let reset: @MainActor (DiffableDataSource<Section, Item>) -> Void
    /// Stops `dataSource`'s paging: no edge, no loader, no retry view.
    let stop: @MainActor (DiffableDataSource<Section, Item>) -> Void
  }

  extension PagingOption where Section: Sendable, Item: Sendable {
    /// Loading at `edges` with `loader`.
    init(
      edges: Set<ContentEdge>, threshold: Double, duplicates: DuplicateRetention,
      loader: @escaping DiffableDataSource<Section, Item>.Paging.Loader
    ) {
      configure = { dataSource, hooks in
        let paging = dataSource.paging
        paging.didMergePage = { edge, page in hooks.didMerge(edge, page.sections, duplicates) }
        paging.duplicates = duplicates
        // The loader of the latest update runs the next load; each of
        // these also checks whether an edge should load now.
        paging.loader = loader
        if paging.threshold != threshold { paging.threshold = threshold }
        if paging.edges != edges { paging.edges = edges }
        // A failed edge shows the retry view of the latest update.
        let failed = ContentEdge.allCases.contains { paging.state(of: $0).isFailed }
        let hadRetryView = paging.retryViewProvider != nil
        if hooks.retryView != nil ? (failed || !hadRetryView) : hadRetryView {
          paging.retryViewProvider = hooks.retryView
        }
      }
      retry = { dataSource, edge in dataSource.paging.retry(edge) }
      failedEdge = { dataSource in
        [ContentEdge.bottom, .top].first { dataSource.paging.state(of: $0).isFailed }
      }
      reset = { dataSource in dataSource.paging.reset() }
      stop = { dataSource in
        let paging = dataSource.paging
        (paging.edges, paging.loader, paging.retryViewProvider, paging.didMergePage) = ([], nil, nil, nil)
        paging.reset()
      }
    }
  }
#endif
