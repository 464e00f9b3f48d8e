/// UIKit: `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
  /// UIKit: `UIScrollView.contentSize`.
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UIScrollView.isScrollEnabled`.
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// UIKit: `UIScrollViewDelegate`. Every requirement is optional, so none is declared.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
