#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UICollectionView {
    /// ReuseKit's side of the collection view: the ``ReusableViewContainer`` a
    /// ``DiffableDataSource`` drives, registration and dequeue by view type,
    /// and the provider of supplementary views. One per collection view.
    public var reuse: CollectionViewReuse { ReuseTable.reuse(of: self) { CollectionViewReuse(self) } }
  }

  /// The ``ReusableViewContainer`` of a `UICollectionView`: `collectionView.reuse`.
  ///
  /// Item paths map to index paths of the same section and item. Once a
  /// ``DiffableDataSource`` shows content in it, the collection view's
  /// `dataSource` is this object, which answers from that content and asks
  /// ``setSupplementaryViewProvider(_:)``'s provider for the headers and
  /// footers the content does not show itself. It holds its collection view
  /// weakly, and keeps what the adapter knows of it.
  @MainActor
  public final class CollectionViewReuse: NSObject, ReusableViewContainer {
    // MARK: - Lifecycle

    init(_ collectionView: UICollectionView) {
      self.collectionView = collectionView
      super.init()
    }

    // MARK: - Public

    /// The collection view, or `nil` once it is gone.
    public private(set) weak var collectionView: UICollectionView?

    /// The headers and footers the adapter handed the collection view.
    let handedOutSupplementaries = HandedOutSupplementaries()

    /// Registers `viewType` for cells, hosted by ``CollectionViewCell``;
    /// optional before a ``DiffableDataSource`` shows it. Registering twice is
    /// harmless.
    public func register<View: ConfigurableView & UIView>(_ viewType: View.Type) {
      guard let collectionView else { return }
      register(viewType, in: collectionView)
    }

    /// Dequeues the cell hosting a `viewType` for the item at `indexPath`,
    /// for a `UICollectionViewDataSource` of your own.
    ///
    /// Call it from `collectionView(_:cellForItemAt:)` only. Stops with a
    /// message that names the type and lists the registered types when
    /// `viewType` was never registered.
    public func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type, for indexPath: IndexPath
    ) -> CollectionViewCell<View> {
      guard let collectionView else {
        fatalError("UICollectionView: dequeue(\(ReuseIdentifier(viewType))) after the collection view is gone")
      }
      return dequeue(viewType, for: indexPath, in: collectionView)
    }

    /// Registers `viewType` for supplementary views of `kind`, such as
    /// ``ElementKind/header``, hosted by ``CollectionReusableView``.
    public func registerSupplementary<View: ConfigurableView & UIView>(_ viewType: View.Type, ofKind kind: ElementKind)
    {
      guard let collectionView else { return }
      registerSupplementary(viewType, ofKind: kind, in: collectionView)
    }

    /// Dequeues a supplementary view of `kind` hosting a `viewType`, from the
    /// supplementary view provider. Stops with a message that names the type
    /// when `viewType` was never registered for `kind`.
    public func dequeueSupplementary<View: ConfigurableView & UIView>(
      _ viewType: View.Type, ofKind kind: ElementKind, for indexPath: IndexPath
    ) -> CollectionReusableView<View> {
      guard let collectionView else {
        fatalError(
          "UICollectionView: dequeueSupplementary(\(ReuseIdentifier(viewType))) after the collection view is gone")
      }
      return dequeueSupplementary(viewType, ofKind: kind, for: indexPath, in: collectionView)
    }

    /// Makes `provider` the source of supplementary views, such as section
    /// headers, while a ``DiffableDataSource`` without a supplementary view
    /// provider of its own shows content here; `nil` removes it.
    ///
    /// The collection view keeps the provider: reach the collection view
    /// through its first argument, and capture nothing that keeps the
    /// collection view, such as the data source or its owner, strongly.
    ///
    /// <!-- compile: prelude uikit-messages -->
    /// ```swift
    /// collectionView.reuse.setSupplementaryViewProvider { collectionView, kind, indexPath in
    ///   collectionView.reuse.dequeueSupplementary(TitleView.self, ofKind: kind, for: indexPath)
    ///     .configured(with: "Section \(indexPath.section)")
    /// }
    /// ```
    public func setSupplementaryViewProvider(
      _ provider: (@MainActor (UICollectionView, ElementKind, IndexPath) -> UICollectionReusableView)?
    ) {
      state.supplementaryViewProvider = provider
    }

    // MARK: - Public: ReusableViewContainer

    /// Whether the collection view is in a window.
    public var isVisible: Bool { collectionView?.window != nil }

    /// Items and sections, as `UICollectionView`'s messages word them.
    public var updateWording: BatchUpdateWording { .grid }

    /// The paths of the visible items, in ascending order.
    public var visibleItemPaths: [ItemPath] { sortedVisibleItemPaths }

    /// Shows `content` through UIKit's `reloadData()`, keeping the first
    /// visible item that `mappingItemPaths` maps to a path of `content` in
    /// place on screen.
    public func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
      keepingCarousels { performReload(content, mappingItemPaths: mappingItemPaths) }
    }

    /// Commits `update`'s transitions, each as one `performBatchUpdates`, and
    /// runs `completion` after their animations.
    public func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
      keepingCarousels { performCommit(update, completion: completion) }
    }

    /// Scrolls to `target`, landing exactly: the items on the way are measured.
    public func scroll(to target: ScrollTarget, animated: Bool = true) {
      performScroll(to: target, animated: animated)
    }

    /// Whether the collection view keeps the end of its content in view
    /// while it shows it, through batch updates, reloads and late cell
    /// sizes. `false` by default.
    public var sticksToBottom: Bool {
      get { state.sticksToBottom }
      set { state.sticksToBottom = newValue }
    }

    // MARK: - Internal

    /// What the adapter keeps for the collection view.
    let state = UIKitContainerState()

    /// The leading item of each carousel, by its section's identity.
    let carousels = CarouselPositions()

    /// The layout of the sections whose data source chooses none, in the
    /// compositional layout made by ``makeCompositionalLayout(section:)``.
    var defaultSectionLayout = SectionLayout.list()
  }
#endif
