import ReuseKitUIKit
import UIKit

/// The store front that the terminal Gallery and SwiftUIGallery show too,
/// from the same file (`Samples/StoreFront/StoreFront.swift`): a carousel of
/// featured products, a grid of products and a list of reviews in one
/// collection view laid out by `makeCompositionalLayout()`; more reviews
/// load at the bottom, a failed page shows a retry view that the next
/// drag retries, an empty or loading store shows a state view, and a pull from
/// the top refreshes it through the data source's `UIRefreshControl`.
final class StoreFrontViewController: UIViewController, UICollectionViewDelegate {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  private(set) lazy var dataSource = DiffableDataSource<StoreSection, StoreItem>(collectionView) { item in
    .view(TitleView.self, "\(item.title) · \(item.detail)")
  }

  private let server: StoreServer

  /// A store front served by `server`.
  init(server: StoreServer = StoreServer()) {
    self.server = server
    super.init(nibName: nil, bundle: nil)
    title = "Store front"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("StoreFrontViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.collectionViewLayout = collectionView.reuse.makeCompositionalLayout()
    collectionView.delegate = self
    view.addPinnedSubview(collectionView)
    dataSource.sectionLayout = { StoreFront.layout(of: $0) }
    dataSource.supplementaryViewProvider = { kind, section in
      kind == .header ? .view(TitleView.self, section.title) : nil
    }
    dataSource.background.provider = { .view(TitleView.self, StoreFront.statusTitle($0)) }
    let server = server
    let paging = dataSource.paging
    paging.retryViewProvider = { _, _ in .view(TitleView.self, StoreFront.retryTitle) }
    paging.threshold = 0
    paging.loader = { request in try await server.page(after: request.boundaryItem) }
    dataSource.refreshing.action = { await server.refresh() }
    paging.edges = [.bottom]
  }

  // MARK: - UICollectionViewDelegate

  /// A person who drags the list after a page failed loads it again.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    collectionView.reuse.didScroll()
    if dataSource.paging.state(of: .bottom).isFailed, scrollView.isDragging {
      dataSource.paging.retry(.bottom)
    }
  }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    collectionView.reuse.didChangeAdjustedContentInset()
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionView.reuse.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
  }
}
