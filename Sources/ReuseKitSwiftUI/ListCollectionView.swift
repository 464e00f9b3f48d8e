#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// The collection view of a ``DiffableList``: a flow layout of rows, or of
  /// equal columns, each cell as wide as its column and as tall as its
  /// content, and a report after every layout pass, which is where a scroll
  /// or a change of the content shows.
  @MainActor
  final class ListCollectionView: UICollectionView {
    // MARK: - Lifecycle

    init() {
      let layout = UICollectionViewFlowLayout()
      flowLayout = layout
      super.init(frame: .zero, collectionViewLayout: layout)
      flowLayout.minimumLineSpacing = 0
      flowLayout.minimumInteritemSpacing = 0
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("ListCollectionView is created in code only")
    }

    // MARK: - Internal

    /// Called after each layout pass.
    var didLayout: (@MainActor () -> Void)?

    /// How many columns the items take.
    var columns = 1 {
      didSet { if columns != oldValue { setNeedsLayout() } }
    }

    let flowLayout: UICollectionViewFlowLayout

    override func layoutSubviews() {
      guard collectionViewLayout === flowLayout else {
        super.layoutSubviews()
        didLayout?()
        return
      }
      let spacing = flowLayout.minimumInteritemSpacing * CGFloat(columns - 1)
      let width = max(1, ((bounds.width - spacing) / CGFloat(columns)).rounded(.down))
      let estimate = CGSize(width: width, height: Self.estimatedHeight)
      if flowLayout.estimatedItemSize != estimate { flowLayout.estimatedItemSize = estimate }
      super.layoutSubviews()
      didLayout?()
    }

    /// The identity-free path of the first item whose frame reaches below
    /// the top of the viewport.
    var firstVisibleIndexPath: IndexPath? {
      let top = contentOffset.y + adjustedContentInset.top
      return indexPathsForVisibleItems.sorted().first { path in
        (layoutAttributesForItem(at: path)?.frame.maxY ?? 0) > top
      }
    }

    // MARK: - Private

    /// The height a row has until it is measured.
    private static let estimatedHeight: CGFloat = 44
  }
#endif
