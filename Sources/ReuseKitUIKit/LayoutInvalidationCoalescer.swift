#if canImport(UIKit)
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
    func invalidateLayout(of container: any CoalescedLayoutInvalidating) {
      add(container, cell: nil)
    }

    /// Schedules sizing `cell` again in `collectionView`, joined with the
    /// other cells reported in the same turn.
    func invalidateSize(of cell: UICollectionViewCell, in collectionView: UICollectionView) {
      add(collectionView, cell: cell)
    }

    // MARK: - Private

    private struct Pending {
      weak var container: (any CoalescedLayoutInvalidating)?
      var cells: [WeakCell] = []
    }

    private struct WeakCell {
      weak var cell: UICollectionViewCell?
    }

    private var pending: [ObjectIdentifier: Pending] = [:]
    private var isScheduled = false

    private func add(_ container: any CoalescedLayoutInvalidating, cell: UICollectionViewCell?) {
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
        guard let container = entry.container else { continue }
        let cells = entry.cells.compactMap(\.cell)
        let invalidate = {
          if let collectionView = container as? UICollectionView, !cells.isEmpty {
            collectionView.invalidateSizes(of: cells)
          } else {
            container.invalidateCellSizes()
          }
        }
        // New sizes move the rows below them: the first visible item stays
        // where it is on screen, or the end while the view sticks to it.
        if let container = container as? any UIKitContainer {
          container.holdingReadingPosition({ $0 }, invalidate)
        } else {
          invalidate()
        }
      }
    }
  }
#endif
