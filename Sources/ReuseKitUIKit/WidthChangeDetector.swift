#if canImport(UIKit)
  import UIKit

  /// A view of no height that UIKit resizes with the table or collection
  /// view it is in, so that the adapter hears of a new width in the layout
  /// pass that lays the rows out at it, as on a rotation.
  ///
  /// It relies on what `UIView` documents: a view resizes its subviews by
  /// their `autoresizingMask` when its bounds change, and a resized view is
  /// laid out, after its superview, in the same pass. It observes nothing
  /// else, and draws and receives nothing.
  final class WidthChangeDetector: UIView {
    // MARK: - Lifecycle

    /// A detector that calls `widthDidChange` in each layout pass in which
    /// its width, the list view's, is new.
    init(widthDidChange: @escaping @MainActor () -> Void) {
      self.widthDidChange = widthDidChange
      super.init(frame: .zero)
      autoresizingMask = .flexibleWidth
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("WidthChangeDetector is created in code only") }

    // MARK: - Internal

    /// Puts a detector as wide as `scrollView` into it; `widthDidChange`
    /// runs after each layout pass at a new width.
    @discardableResult
    static func install(in scrollView: UIScrollView, widthDidChange: @escaping @MainActor () -> Void)
      -> WidthChangeDetector
    {
      let detector = WidthChangeDetector(widthDidChange: widthDidChange)
      detector.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: 0)
      detector.laidOutWidth = scrollView.bounds.width
      scrollView.addSubview(detector)
      return detector
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      guard bounds.width != laidOutWidth else { return }
      laidOutWidth = bounds.width
      widthDidChange()
    }

    // MARK: - Private

    private let widthDidChange: @MainActor () -> Void
    private var laidOutWidth: CGFloat = 0
  }
#endif
