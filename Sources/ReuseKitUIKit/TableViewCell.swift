#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A table view cell that hosts a ``ConfigurableView``, pinned to its content
  /// view.
  ///
  /// Register and dequeue it by view type rather than by name:
  ///
  /// <!-- compile: prelude uikit-messages, body -->
  /// ```swift
  /// tableView.reuse.register(ProfileView.self)
  /// let cell = tableView.reuse.dequeue(ProfileView.self, for: indexPath)
  /// return cell.configured(with: profile)
  /// ```
  ///
  /// With `UITableView.automaticDimension` row heights, the cell is as tall as
  /// the view's `preferredHeight(forWidth:)`; when that returns `nil`, Auto
  /// Layout measures the view. A hosted `SizeInvalidatingView` that calls
  /// `invalidateSize()` is measured again: the table updates its row heights
  /// once per run-loop turn, however many views report.
  public final class TableViewCell<View: ConfigurableView & UIView>: UITableViewCell {
    // MARK: - Lifecycle

    /// Creates the cell and its view; `UITableView` calls it for a registered cell.
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      content.install(in: contentView, reportingTo: self)
    }

    /// Not supported: the cell is never loaded from a storyboard or nib.
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

  extension TableViewCell: HostedContentView {}
#endif
