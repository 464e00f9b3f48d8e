#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Collects the relayout requests of one run-loop turn and serves each
  /// container once, at the start of the next turn, without timers, through
  /// ``AdapterEnvironment/schedule``. A collection view's requests name the
  /// cells to size again.
  @MainActor
  final class LayoutInvalidationCoalescer {
    // MARK: - Lifecycle

    private init() {}

    // MARK: - Internal

    /// The coalescer of the main run loop.
    static let shared = LayoutInvalidationCoalescer()

    /// Schedules one relayout of `container`; further requests for any
    /// container before it runs join the same turn.
    func invalidateLayout(of container: UIKitListView) {
      add(container.scrollView, cell: nil)
    }

    /// Schedules sizing `cell` again in `collectionView`, joined with the
    /// other cells reported in the same turn.
    func invalidateSize(of cell: UICollectionViewCell, in collectionView: UICollectionView) {
      add(collectionView, cell: cell)
    }

    // MARK: - Private

    private struct Pending {
      weak var container: UIScrollView?
      var cells: [WeakCell] = []
    }

    private struct WeakCell {
      weak var cell: UICollectionViewCell?
    }

    private var pending: [ObjectIdentifier: Pending] = [:]
    private var isScheduled = false

    private func add(_ container: UIScrollView, cell: UICollectionViewCell?) {
      var entry = pending[ObjectIdentifier(container)] ?? Pending(container: container)
      if let cell { entry.cells.append(WeakCell(cell: cell)) }
      pending[ObjectIdentifier(container)] = entry
      guard !isScheduled else { return }
      isScheduled = true
      AdapterEnvironment.schedule {
        self.flush()
      }
    }

    private func flush() {
      let entries = pending.values
      pending.removeAll()
      isScheduled = false
      for entry in entries {
        guard let view = entry.container, let container = UIKitListView(view) else { continue }
        let cells = entry.cells.compactMap(\.cell)
        let invalidate = {
          if case .collection(let collectionView) = container, !cells.isEmpty {
            Self.invalidateSizes(of: cells, in: collectionView)
          } else {
            container.invalidateSizes()
          }
        }
        // New sizes move the rows below them: the first visible item stays
        // where it is on screen, or the end while the view sticks to it.
        switch container {
        case .table(let tableView): tableView.reuse.holdingReadingPosition({ $0 }, invalidate)
        case .collection(let collectionView): collectionView.reuse.holdingReadingPosition({ $0 }, invalidate)
        }
      }
    }

    /// Sizes `cells` of `collectionView` again: on iOS 16 and later each
    /// cell invalidates its own intrinsic content size, which
    /// `selfSizingInvalidation` turns into a new size; before, or with it
    /// disabled, an invalidation context that names their items, inside a
    /// batch update, so that the change animates. A plain
    /// `invalidateLayout()` keeps the sizes self-sizing cells reported.
    private static func invalidateSizes(of cells: [UICollectionViewCell], in collectionView: UICollectionView) {
      if AdapterEnvironment.usesIOS16API, #available(iOS 16.0, *), collectionView.selfSizingInvalidation != .disabled {
        for cell in cells { cell.invalidateIntrinsicContentSize() }
        return
      }
      let paths = cells.compactMap(collectionView.indexPath(for:))
      guard !paths.isEmpty else { return }
      let layout = collectionView.collectionViewLayout
      let context = layout.makeInvalidationContext()
      context.invalidateItems(at: paths)
      collectionView.performBatchUpdates({ layout.invalidateLayout(with: context) }, completion: nil)
    }
  }

  extension UICollectionViewLayout {
    /// An empty invalidation context of the kind this layout takes.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
      self is UICollectionViewFlowLayout
        ? UICollectionViewFlowLayoutInvalidationContext() : UICollectionViewLayoutInvalidationContext()
    }
  }
#endif
