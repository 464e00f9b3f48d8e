#if canImport(SwiftUI) && canImport(UIKit)
  import Dispatch
  import ReuseKit
  import SwiftUI
  import UIKit

  /// What a `DiffableList` keeps while SwiftUI shows it: the collection
  /// view and the data source that drives it. SwiftUI makes one per list
  /// and drops it when the list leaves the hierarchy; nothing else holds
  /// either, so they go with it.
  @available(iOS 16.0, *)
  @MainActor
  final class ListCoordinator<Section: Diffable, Item: Diffable> {
    // MARK: - Lifecycle

    init(cellProvider: @escaping DiffableDataSource<Section, Item>.CellProvider) {
      let provider = CellProviderBox<Section, Item>(cellProvider)
      collectionView = ListCollectionView()
      collectionView.delegate = delegate
      dataSource = DiffableDataSource(collectionView) { provider.configuration(for: $0) }
      self.provider = provider
      options = ListOptions(cellProvider: cellProvider)
      layouts = ListLayouts(collectionView: collectionView)
      loading = ListLoading(dataSource: dataSource)
      refreshing = ListRefreshing(dataSource: dataSource, collectionView: collectionView, loading: loading)
      refreshing.input = { [weak self] in self?.lastInput }
      collectionView.didLayout = { [weak self] in self?.viewDidChange() }
      dataSource.observers.add(self)
      dataSource.editing.didDeleteItem = { [weak self] item in
        // A deleted item that a page brought stays deleted.
        self?.loading.pages.forget(itemWithID: item.diffIdentifier)
        self?.options.onDelete?(item)
      }
      dataSource.editing.didReorder = { [weak self] transaction in self?.options.onMove?(transaction) }
    }

    // MARK: - Internal

    let collectionView: ListCollectionView
    let dataSource: DiffableDataSource<Section, Item>

    /// Shows `content` with `options`: applies it when it differs from what
    /// the data source shows or is heading to, animated or not, and then
    /// brings the selection and the scroll position to the bindings'.
    func update(
      to content: ListContent<Section, Item>, options: ListOptions<Section, Item>, refresh: RefreshAction?,
      animated: Bool
    ) {
      guard !isTornDown else { return }
      self.options = options
      provider.body = options.cellProvider
      configure(with: options)
      layouts.update(with: options, of: dataSource)
      loading.update(with: options)
      refreshing.update(with: refresh, option: options.refresh)
      let animation: UpdateAnimation = animated ? .automatic : .none
      switch content {
      case .snapshot(let snapshot):
        apply(snapshot, animation: animation)
      case .items(let items):
        apply(itemsSnapshot(items), animation: animation)
      case .outline(let outline, let section):
        if dataSource.snapshot().indexOfSection(section) == nil
          || !dataSource.snapshot(for: section).showsSameContent(as: outline)
        {
          dataSource.apply(outline, to: section, animation: animation, completion: nil)
        }
      }
      bindings.update(from: options, of: dataSource, animated: animated)
      viewDidChange()
      refreshing.didUpdate()
    }

    /// SwiftUI removed the list: nothing more is applied or written back.
    func tearDown() {
      isTornDown = true
      bindings.tearDown()
      loading.tearDown()
      refreshing.tearDown()
      collectionView.didLayout = nil
      dataSource.observers.remove(self)
    }

    // MARK: - Private

    private let provider: CellProviderBox<Section, Item>
    /// Passes taps and display changes to the data source; the collection
    /// view holds its delegate weakly.
    private let delegate = ReuseCollectionViewDelegate()
    private var options: ListOptions<Section, Item>
    private let bindings = ListBindings<Section, Item>()
    private let layouts: ListLayouts<Section, Item>
    private let loading: ListLoading<Section, Item>
    private let refreshing: ListRefreshing<Section, Item>
    private var isTornDown = false
    /// The snapshot the last update was given.
    private var lastInput: Snapshot<Section, Item>?
    private var showsSupplementaryViews = false

    private func configure(with options: ListOptions<Section, Item>) {
      collectionView.reuse.sticksToBottom = options.sticksToBottom
      dataSource.logger = options.logger
      let selection = dataSource.selection
      if case .multiple = options.selection {
        selection.allowsMultipleSelection = true
      } else {
        selection.allowsMultipleSelection = false
      }
      if case .none = options.selection { selection.allowsSelection = false } else { selection.allowsSelection = true }
      let (deleting, moving) = (options.onDelete != nil, options.onMove != nil)
      if provider.allowsDeleting != deleting || provider.allowsMoving != moving {
        (provider.allowsDeleting, provider.allowsMoving) = (deleting, moving)
        // What a person may do travels with each item's configuration.
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animation: .none, completion: nil)
      }
      let wantsSupplementaryViews = options.headers != nil || options.footers != nil
      if wantsSupplementaryViews != showsSupplementaryViews {
        showsSupplementaryViews = wantsSupplementaryViews
        if wantsSupplementaryViews {
          dataSource.supplementaryViewProvider = { [weak self] kind, section in
            self?.supplementaryView(ofKind: kind, for: section)
          }
        } else {
          dataSource.supplementaryViewProvider = nil
        }
      }
    }

    private func supplementaryView(ofKind kind: ElementKind, for section: Section) -> ViewConfiguration? {
      switch kind {
      case .header: options.headers?.content(section)
      case .footer: options.footers?.content(section)
      default: nil
      }
    }

    /// Applies `snapshot`, with the pages loaded at the edges merged in,
    /// unless that shows what the data source is heading to and it marks
    /// nothing new: SwiftUI updates the view several times for one change,
    /// and for changes of other state, each with the same value.
    private func apply(_ snapshot: Snapshot<Section, Item>, animation: UpdateAnimation) {
      let isRepeated = lastInput.map { snapshot.hasSameMarks(as: $0) && snapshot.showsSameContent(as: $0) } ?? false
      lastInput = snapshot
      let shown = loading.pages.shown(with: snapshot, isRepeated: isRepeated)
      if shown.showsSameContent(as: dataSource.snapshot()), isRepeated || !snapshot.hasMarks { return }
      dataSource.apply(shown, animation: animation, completion: nil)
    }

    /// One section of `items`, each identity once: the first copy stays,
    /// and the others are logged.
    private func itemsSnapshot(_ items: [Item]) -> Snapshot<Section, Item> {
      guard let section = 0 as? Section else { fatalError("a list of items has Int sections") }
      let (snapshot, report) = Snapshot.deduplicating([DiffSection(model: section, items: items)])
      if !report.droppedItems.isEmpty {
        let ids = report.droppedItems.map { "\($0.diffIdentifier)" }.joined(separator: ", ")
        dataSource.logger(
          .notice("DiffableList: the items repeat the identities \(ids); the first copy of each is shown"))
      }
      return snapshot
    }
  }

  /// The cell provider of the latest update, which the data source calls.
  @MainActor
  private final class CellProviderBox<Section: Diffable, Item: Diffable> {
    init(_ body: @escaping DiffableDataSource<Section, Item>.CellProvider) { self.body = body }
    var body: DiffableDataSource<Section, Item>.CellProvider
    /// Whether the list's `onDelete` and `onMove` are set: every row may
    /// then be deleted or moved, as in a SwiftUI `List`.
    var allowsDeleting = false
    var allowsMoving = false

    func configuration(for item: Item) -> ViewConfiguration {
      body(item).deletable(allowsDeleting).movable(allowsMoving)
    }
  }

  /// The coordinator follows its data source's selection and reading
  /// position, as any front end does, and writes them back to the bindings.
  @available(iOS 16.0, *)
  extension ListCoordinator: DataSourceObserving {
    package func dataSourceDidChange(_ change: DataSourceChange) {
      viewDidChange()
    }

    /// The view's selection, first visible item or reading position may
    /// have changed: the bindings hear what it shows now.
    func viewDidChange() {
      let firstVisibleID = collectionView.firstVisibleIndexPath.flatMap {
        dataSource.itemIdentifier(for: ItemPath($0))?.diffIdentifier
      }
      bindings.viewDidChange(
        showing: ListBindings.Shown(
          selection: dataSource.selection.selectedIDs, firstVisibleID: firstVisibleID,
          reading: dataSource.scrolling.readingPosition))
    }
  }
#endif
