#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What only a collection view's adapter does: registration and dequeue
  /// by view type, with the collection view's own calls, and being the
  /// collection view's data source.
  extension CollectionViewReuse: UIKitAdapter {
    // MARK: - Internal

    typealias Cell = UICollectionViewCell

    static var containerName: String { "UICollectionView" }

    var listView: UIKitListView? { collectionView.map(UIKitListView.collection) }

    func connectToView() {
      collectionView?.dataSource = self
      collectionView?.prefetchDataSource = self
    }

    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> UICollectionViewCell? {
      guard let collectionView else { return nil }
      if !state.isRegistered(viewType, as: .cell) { register(viewType, in: collectionView) }
      let cell = dequeue(viewType, for: indexPath, in: collectionView)
      setUp?(cell.view)
      return cell.configured(with: viewModel)
    }

    func reconfigureSupplementary(
      _ existing: UIView, ofKind kind: ElementKind, inSection section: Int, with configuration: ViewConfiguration
    ) -> Bool {
      let host = CollectionSupplementaryHost(
        reuse: self, kind: kind, indexPath: IndexPath(item: 0, section: section), existing: existing)
      return configuration.accept(UIKitSupplementaryMaker(host: host, containerName: Self.containerName)) != nil
    }

    /// One the adapter handed out for the section's identity that is still
    /// in the collection view, prepared ahead of display.
    func offScreenSupplementary(ofKind kind: ElementKind, inSection section: Int) -> HeldSupplementary {
      guard let collectionView else { return .unknown }
      return handedOutSupplementaries.view(
        ofKind: kind, section: state.content.sectionIdentity(inSection: section), in: collectionView)
    }

    /// An invalidation context that names `elements`: a plain
    /// `invalidateLayout()` keeps the heights estimated headers and footers
    /// reported, so a header configured with a longer title would keep its
    /// old height.
    func invalidateSupplementarySizes(_ elements: [(kind: ElementKind, section: Int)]) {
      guard let layout = collectionView?.collectionViewLayout else { return }
      let context = layout.makeInvalidationContext()
      for (kind, paths) in Dictionary(grouping: elements, by: \.kind.rawValue) {
        context.invalidateSupplementaryElements(
          ofKind: kind, at: paths.map { IndexPath(item: 0, section: $0.section) })
      }
      layout.invalidateLayout(with: context)
    }

    /// Registers `viewType` with `collectionView` for cells, hosted by
    /// ``CollectionViewCell``, under its ``ReuseIdentifier``. Registering
    /// twice is harmless.
    func decorate(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      guard let cell = cell as? UICollectionViewListCell else { return }
      let content = state.content
      let appearance = layout(of: content, inSection: indexPath.section).listAppearance
      cell.backgroundConfiguration = UIKitItemActions.background(for: appearance)
      cell.accessories = appearance == nil ? [] : itemActions.accessories(ofItemAt: ItemPath(indexPath), in: content)
    }

    func register<View: ConfigurableView & UIView>(_ viewType: View.Type, in collectionView: UICollectionView) {
      collectionView.register(
        CollectionViewCell<View>.self, forCellWithReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      state.recordRegistration(of: viewType, as: .cell)
    }

    /// Dequeues from `collectionView` the cell hosting a `viewType` for the
    /// item at `indexPath`; stops with a message that names the type and
    /// lists the registered types when `viewType` was never registered.
    func dequeue<View: ConfigurableView & UIView>(
      _ viewType: View.Type, for indexPath: IndexPath, in collectionView: UICollectionView
    ) -> CollectionViewCell<View> {
      state.dequeue(viewType, as: .cell, hostedBy: CollectionViewCell<View>.self, in: Self.containerName) {
        identifier in
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      }
    }

    /// Registers `viewType` with `collectionView` for supplementary views of
    /// `kind`, hosted by ``CollectionReusableView``.
    func registerSupplementary<View: ConfigurableView & UIView>(
      _ viewType: View.Type, ofKind kind: ElementKind, in collectionView: UICollectionView
    ) {
      collectionView.register(
        CollectionReusableView<View>.self, forSupplementaryViewOfKind: kind.rawValue,
        withReuseIdentifier: ReuseIdentifier(viewType).rawValue)
      state.recordRegistration(of: viewType, as: kind)
    }

    /// Dequeues from `collectionView` a supplementary view of `kind` hosting
    /// a `viewType`; stops with a message that names the type when
    /// `viewType` was never registered for `kind`.
    func dequeueSupplementary<View: ConfigurableView & UIView>(
      _ viewType: View.Type, ofKind kind: ElementKind, for indexPath: IndexPath, in collectionView: UICollectionView
    ) -> CollectionReusableView<View> {
      state.dequeue(viewType, as: kind, hostedBy: CollectionReusableView<View>.self, in: Self.containerName) {
        identifier in
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind.rawValue, withReuseIdentifier: identifier, for: indexPath)
      }
    }
  }
#endif
