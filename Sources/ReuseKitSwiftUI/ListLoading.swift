#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit

  /// What a ``DiffableList`` loads and shows around its items: its data
  /// source's paging (`onLoadMore`), the pages it loaded, the retry view of
  /// a failed edge and the state view of a list with no item, each from
  /// the options of the latest update.
  @available(iOS 16.0, *)
  @MainActor
  final class ListLoading<Section: Diffable, Item: Diffable> {
    // MARK: - Lifecycle

    init(dataSource: DiffableDataSource<Section, Item>) {
      self.dataSource = dataSource
    }

    // MARK: - Internal

    /// The pages loaded at the edges, which every update shows again.
    let pages = LoadedPages<Section, Item>()

    /// Brings the paging, the retry view and the state view to `options`.
    func update(with options: ListOptions<Section, Item>) {
      self.options = options
      if let paging = options.paging {
        // The latest update's retry view; this one's once the list is gone.
        let retryView = options.retryView.map { content in
          { @MainActor [weak self] (edge: ContentEdge, error: any Error) -> ViewConfiguration in
            self?.retryView(at: edge, error) ?? content(edge, error, RetryLoadAction(edge: edge) {})
          }
        }
        paging.configure(
          dataSource,
          PagingOption.Hooks(
            didMerge: { [weak self] edge, sections, retention in
              self?.pages.record(sections, at: edge, keeping: retention)
            }, retryView: retryView))
      } else if let installed {
        installed.stop(dataSource)
      }
      installed = options.paging
      let showsStateView = dataSource.background.provider != nil
      if options.stateView == nil {
        if showsStateView { dataSource.background.provider = nil }
      } else if !showsStateView || dataSource.background.phase != nil {
        // Shown now, the state view is made again from this update's options.
        dataSource.background.provider = { [weak self] phase in self?.stateView(in: phase) }
      }
    }

    /// A refresh brought the list's items: the pages go, and paging starts again.
    func restart() {
      pages.removeAll()
      installed?.reset(dataSource)
    }

    /// The list is gone: its loads are cancelled, and nothing loads again.
    func tearDown() {
      installed?.stop(dataSource)
      installed = nil
    }

    // MARK: - Private

    private let dataSource: DiffableDataSource<Section, Item>
    private var options: ListOptions<Section, Item>?
    /// The paging option last given to the data source.
    private var installed: PagingOption<Section, Item>?

    private func retryView(at edge: ContentEdge, _ error: any Error) -> ViewConfiguration? {
      options?.retryView?(edge, error, retryAction(at: edge))
    }

    private func stateView(in phase: ContentPhase) -> ViewConfiguration? {
      guard let stateView = options?.stateView else { return nil }
      let edge = installed?.failedEdge(dataSource) ?? .bottom
      return stateView(phase, retryAction(at: edge))
    }

    /// Loads again at `edge`, through the paging of the latest update.
    private func retryAction(at edge: ContentEdge) -> RetryLoadAction {
      RetryLoadAction(edge: edge) { [weak self] in
        guard let self, let installed else { return }
        installed.retry(dataSource, edge)
      }
    }
  }
#endif
