#if canImport(UIKit)
  import UIKit

  /// A table view as tall as its content, for a table nested inside a scroll
  /// view or a stack view.
  ///
  /// Its intrinsic content size is its content size, so Auto Layout sizes it
  /// to fit every row; it invalidates that size whenever the content size
  /// changes, including when a hosted view reports a new height late. Turn
  /// scrolling off, as the outer scroll view scrolls:
  ///
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

    /// The content size.
    public override var intrinsicContentSize: CGSize { contentSize }
  }
#endif
