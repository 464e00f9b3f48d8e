#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A table section header or footer that hosts a ``ConfigurableView``, pinned
  /// to its content view.
  ///
  /// <!-- compile: prelude uikit-messages, body -->
  /// ```swift
  /// tableView.reuse.registerHeaderFooter(SectionTitleView.self)
  /// let header = tableView.reuse.dequeueHeaderFooter(SectionTitleView.self)
  /// return header.configured(with: title)
  /// ```
  public final class TableViewHeaderFooterView<View: ConfigurableView & UIView>: UITableViewHeaderFooterView {
    // MARK: - Lifecycle

    /// Creates the view and the view it hosts; `UITableView` calls it for a
    /// registered header or footer.
    public override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      content.install(in: contentView, reportingTo: self)
    }

    /// Not supported: the view is never loaded from a storyboard or nib.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      fatalError("\(Self.self) is created in code only")
    }

    // MARK: - Public

    /// Forgets the view model and lets the hosted view reset itself.
    public override func prepareForReuse() {
      super.prepareForReuse()
      content.cell.prepareForReuse()
    }

    /// The width UIKit proposes, and the hosted view's preferred height at the
    /// content view's width (the proposed width less the safe area and any
    /// accessory) plus what lies below the content view, such as the
    /// separator; or the Auto Layout size when the view does not size itself.
    public override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      content.fittingSize(for: targetSize, of: self, contentView: contentView)
        ?? super.systemLayoutSizeFitting(
          targetSize,
          withHorizontalFittingPriority: horizontalFittingPriority,
          verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: - Internal

    let content = HostedContent<View>()
  }

  extension TableViewHeaderFooterView: HostedContentView {}
#endif
