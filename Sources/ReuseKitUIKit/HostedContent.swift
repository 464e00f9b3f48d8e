#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the four hosting views share: the core's ``HostingCell`` that owns
  /// the hosted view, the Auto Layout constraints that pin the view, and the
  /// sizing through the view's `preferredHeight(forWidth:)` hook.
  @MainActor
  struct HostedContent<View: ConfigurableView & UIView, Role: HostingRole> {
    // MARK: - Lifecycle

    /// Creates the hosted view. Call ``pin(to:)`` once the hosting view exists.
    init() {
      cell = HostingCell<View, Role>()
    }

    // MARK: - Internal

    /// The core wrapper: it keeps the view model and forwards reuse and sizing.
    let cell: HostingCell<View, Role>

    /// The hosted view.
    var view: View { cell.view }

    /// Adds the hosted view to `container` and pins it to all four edges.
    ///
    /// The bottom edge is pinned just below the required priority, so that the
    /// height UIKit gives the container while it measures never conflicts.
    func pin(to container: UIView) {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      let bottom = view.bottomAnchor.constraint(equalTo: container.bottomAnchor)
      bottom.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        view.topAnchor.constraint(equalTo: container.topAnchor),
        bottom,
      ])
    }

    /// The size the hosted view asks for at the width of `targetSize`, or `nil`
    /// when its hook returns `nil` and Auto Layout should measure it.
    func fittingSize(for targetSize: CGSize) -> CGSize? {
      guard let height = cell.preferredHeight(forWidth: Double(targetSize.width)) else { return nil }
      return CGSize(width: targetSize.width, height: CGFloat(height))
    }

    /// A copy of `attributes` with the height the hosted view asks for at their
    /// width, or `nil` when its hook returns `nil`.
    func preferredAttributes(
      fitting attributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes? {
      guard let size = fittingSize(for: attributes.size) else { return nil }
      let fitted = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
      fitted.size = size
      return fitted
    }
  }
#endif
