import ReuseKit
import ReuseKitTestSupport

/// A view that counts how many of its kind are alive, and can change its
/// height after layout.
@MainActor
final class CountedView: SizeInvalidatingView {
  /// How many counted views exist now.
  static private(set) var live = 0

  var sizeInvalidationHandler: (@MainActor () -> Void)?
  private(set) var model: Model?
  private var lateHeight: Double?

  init() { Self.live += 1 }

  // The tests release every view on the main actor; `isolated deinit` would
  // say so too, but needs a newer runtime than the package's platforms.
  deinit { MainActor.assumeIsolated { Self.live -= 1 } }

  func configure(with viewModel: Model) {
    model = viewModel
    lateHeight = nil
  }

  func preferredHeight(forWidth width: Double) -> Double? { lateHeight }

  /// Learns its height late and tells its container.
  func report(height: Double) {
    lateHeight = height
    invalidateSize()
  }
}
