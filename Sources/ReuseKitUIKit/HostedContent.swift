#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the four hosting views share: the core's ``HostingCell`` that owns
  /// the hosted view, the Auto Layout constraints that pin the view, and the
  /// sizing through the view's `preferredHeight(forWidth:)` hook.
  @MainActor
  struct HostedContent<View: ConfigurableView & UIView> {
    // MARK: - Lifecycle

    /// Creates the hosted view. Call ``install(in:reportingTo:)`` once the
    /// hosting view exists.
    init() {
      cell = HostingCell<View>()
    }

    // MARK: - Internal

    /// The core wrapper: it keeps the view model and forwards reuse and sizing.
    let cell: HostingCell<View>

    /// The hosted view.
    var view: View { cell.view }

    /// Adds the hosted view to `container`, pinned to its edges, and passes
    /// the view's size reports on to `host`.
    ///
    /// When the hosted view is a `SizeInvalidatingView` and calls
    /// `invalidateSize()`, the core's ``HostingCell`` calls its handler, set
    /// here: the view's intrinsic content size is invalidated, and `host`
    /// asks its table or collection view for a relayout, coalesced with every
    /// other request of the same run-loop turn.
    func install(in container: UIView, reportingTo host: some SizeInvalidationHost) {
      pin(to: container)
      // The host owns the cell, so the handler must not own the host.
      let view = self.view
      cell.sizeInvalidationHandler = { [weak host] in
        view.invalidateIntrinsicContentSize()
        host?.hostedViewDidInvalidateSize()
      }
    }

    /// The size the hosted view asks for at the width of `targetSize`, its
    /// height rounded up to whole pixels, or `nil` when its hook returns
    /// `nil` and Auto Layout should measure it.
    func fittingSize(for targetSize: CGSize) -> CGSize? {
      guard let height = cell.preferredHeight(forWidth: Double(targetSize.width)) else { return nil }
      let scale = max(1, view.traitCollection.displayScale)
      return CGSize(width: targetSize.width, height: (CGFloat(height) * scale).rounded(.up) / scale)
    }

    /// The size a table cell, header or footer `host` asks for at the width
    /// of `targetSize`, measuring the hosted view at the width of
    /// `contentView`, which is narrower for the safe area, an accessory or
    /// editing, and adding what `host` keeps below the content view, such as
    /// a separator; `nil` when the hosted view does not size itself.
    func fittingSize(for targetSize: CGSize, of host: UIView, contentView: UIView) -> CGSize? {
      if host.bounds.width != targetSize.width {
        host.bounds = CGRect(
          origin: host.bounds.origin, size: CGSize(width: targetSize.width, height: host.bounds.height))
      }
      host.layoutIfNeeded()
      let contentWidth = max(0, targetSize.width - (host.bounds.width - contentView.bounds.width))
      guard let size = fittingSize(for: CGSize(width: contentWidth, height: targetSize.height)) else { return nil }
      return CGSize(
        width: targetSize.width, height: size.height + max(0, host.bounds.height - contentView.bounds.height))
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

    /// A copy of `attributes` with the size Auto Layout gives `host` at their
    /// width: the width is required, so the cell keeps the width the layout
    /// proposes, and only the height fits the content. UIKit's default
    /// measures both axes at fitting priority, and a cell would take the
    /// width of its unwrapped text.
    func autoLayoutAttributes(
      fitting attributes: UICollectionViewLayoutAttributes,
      of host: UIView
    ) -> UICollectionViewLayoutAttributes {
      let fitted = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
      let width = attributes.size.width
      let size = host.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      fitted.size = CGSize(width: width, height: size.height)
      return fitted
    }

    // MARK: - Private

    /// Adds the hosted view to `container` and pins it to all four edges.
    ///
    /// The bottom edge is pinned just below the required priority, so that the
    /// height UIKit gives the container while it measures never conflicts.
    private func pin(to container: UIView) {
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
  }
#endif
