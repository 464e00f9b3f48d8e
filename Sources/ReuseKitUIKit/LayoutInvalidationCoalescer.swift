#if canImport(UIKit)
  import UIKit

  /// Collects the relayout requests of one run-loop turn and serves each
  /// container once, at the start of the next turn, without timers, through
  /// ``AdapterEnvironment/schedule``.
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
      pending[ObjectIdentifier(container)] = Pending(container: container)
      guard !isScheduled else { return }
      isScheduled = true
      AdapterEnvironment.schedule {
        self.flush()
      }
    }

    // MARK: - Private

    private struct Pending {
      weak var container: (any CoalescedLayoutInvalidating)?
    }

    private var pending: [ObjectIdentifier: Pending] = [:]
    private var isScheduled = false

    private func flush() {
      let containers = pending.values.compactMap(\.container)
      pending.removeAll()
      isScheduled = false
      for container in containers {
        container.invalidateCellSizes()
      }
    }
  }
#endif
