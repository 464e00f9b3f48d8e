#if canImport(UIKit)
  import UIKit

  /// A table view as tall as its content, for a table nested inside a scroll
  /// view or a stack view.
  ///
  /// Its intrinsic height is its content height plus the adjusted content
  /// insets, so Auto Layout sizes it to show every row, the last one
  /// included; it has no intrinsic width, so a stack view or constraints set
  /// its width. The height is invalidated whenever the content size or the
  /// insets change, including when a hosted view reports a new height late,
  /// and it is computed from an up-to-date layout. Turn scrolling off, as the
  /// outer scroll view scrolls:
  ///
  /// <!-- compile: prelude uikit-messages -->
  /// ```swift
  /// let table = ContentSizedTableView(frame: .zero, style: .plain)
  /// table.isScrollEnabled = false
  /// stack.addArrangedSubview(table)
  /// ```
  ///
  /// Every row is loaded, so keep such tables short.
  public final class ContentSizedTableView: UITableView {
    // MARK: - Public

    /// Invalidates the intrinsic content size when the content size changes.
    public override var contentSize: CGSize {
      didSet {
        if contentSize != oldValue { invalidateIntrinsicContentSize() }
      }
    }

    /// Invalidates the intrinsic content size when the insets change.
    public override var contentInset: UIEdgeInsets {
      didSet {
        if contentInset != oldValue { invalidateIntrinsicContentSize() }
      }
    }

    /// No intrinsic width; the content height plus the adjusted content
    /// insets, after laying the rows out.
    public override var intrinsicContentSize: CGSize {
      layoutIfNeeded()
      let insets = adjustedContentInset
      return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height + insets.top + insets.bottom)
    }
  }
#endif
