import Dispatch
import ReuseKitUIKit
import UIKit

/// A widget that learns its height only after it is shown, as a chart that
/// loads its data would, and then asks its cell for a new height.
///
/// It reports through the core's `SizeInvalidatingView`, so the same view
/// works in a `HeadlessList` and in a `UITableView`.
final class LateHeightView: UIView, SizeInvalidatingView {
  /// What to load, how tall it turns out, and how long loading takes.
  struct ViewModel: Hashable, Sendable {
    var title: String
    var finalHeight: Double
    var delay: Double
  }

  /// Set by the hosting cell; `invalidateSize()` calls it.
  var sizeInvalidationHandler: (@MainActor () -> Void)?

  private let label = UILabel(frame: .zero)
  private var loadedHeight: Double?
  /// Bumped on every configure and reuse, so that a load finishing for an
  /// earlier view model is ignored.
  private var generation = 0

  init() {
    super.init(frame: .zero)
    addPinnedSubview(label)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("LateHeightView is created in code only")
  }

  func configure(with viewModel: ViewModel) {
    generation += 1
    let loading = generation
    loadedHeight = nil
    label.text = "Loading \(viewModel.title)…"
    DispatchQueue.main.asyncAfter(deadline: .now() + viewModel.delay) { [weak self] in
      self?.finishLoading(viewModel, generation: loading)
    }
  }

  func prepareForReuse() {
    generation += 1
    loadedHeight = nil
    label.text = nil
  }

  /// A placeholder height until the data arrives, then the loaded height.
  func preferredHeight(forWidth width: Double) -> Double? {
    loadedHeight ?? 44
  }

  private func finishLoading(_ viewModel: ViewModel, generation loading: Int) {
    guard loading == generation else { return }
    loadedHeight = viewModel.finalHeight
    label.text = viewModel.title
    invalidateSize()
  }
}
