#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A collection view is a ``GridContainer``: a ``DiffableDataSource`` or any
  /// code written against the protocol drives it as it drives a
  /// ``HeadlessGrid``.
  ///
  /// Item paths map to index paths of the same section and item. UIKit's own
  /// `numberOfSections`, `numberOfItems(inSection:)` and `reloadData()` serve
  /// the protocol unchanged, and so do its section and item updates inside a
  /// batch update. While a data provider is set, its `UICollectionViewDataSource`
  /// bridge asks ``setSupplementaryViewProvider(_:)``'s provider for headers
  /// and footers.
  extension UICollectionView: GridContainer, UIKitContainer {
    // MARK: - Public

    // MARK: - Internal

    typealias Cell = UICollectionViewCell

    static var containerName: String { "UICollectionView" }

    static var wording: BatchUpdateWording { .grid }

    static func dataSourceBridge(
      for provider: ContainerDataProvider
    ) -> any UICollectionViewDataSource {
      CollectionViewDataSourceBridge(provider: provider)
    }

    func dequeueCell<View: ConfigurableView & UIView>(
      _ viewType: View.Type,
      for indexPath: IndexPath,
      configuredWith viewModel: View.ViewModel,
      setUp: (@MainActor (View) -> Void)?
    ) -> UICollectionViewCell {
      let cell = dequeue(viewType, for: indexPath)
      setUp?(cell.view)
      return cell.configured(with: viewModel)
    }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
      performBatchUpdates(updates, completion: completion)
    }

    func reconfigureCells(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
  }

  extension UICollectionView {
    // MARK: - Public

    /// Makes `provider` the source of supplementary views, such as section
    /// headers, while a ``ContainerDataProvider`` is set, for example by a
    /// ``DiffableDataSource``; `nil` removes it.
    ///
    /// The collection view keeps the provider: reach the collection view
    /// through its first argument, and capture nothing that keeps the
    /// collection view, such as the data source or its owner, strongly.
    ///
    /// ```swift
    /// collectionView.setSupplementaryViewProvider { collectionView, kind, indexPath in
    ///   collectionView.dequeueSupplementary(TitleView.self, ofKind: kind, for: indexPath)
    ///     .configured(with: "Section \(indexPath.section)")
    /// }
    /// ```
    public func setSupplementaryViewProvider(
      _ provider: (@MainActor (UICollectionView, ElementKind, IndexPath) -> UICollectionReusableView)?
    ) {
      AdapterState.of(self).supplementaryViewProvider = provider
    }
  }
#endif
