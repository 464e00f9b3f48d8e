/// UIKit: `UIRefreshControl` (iOS 6; https://developer.apple.com/documentation/uikit/uirefreshcontrol):
/// "a standard control that you attach to any UIScrollView object,
/// including table views and collection views ... When the user drags the
/// top of the scrollable content area downward, the scroll view reveals
/// the refresh control, begins animating its progress indicator, and
/// notifies your app"; "When a user has pulled-to-refresh, the
/// UIRefreshControl fires its UIControlEventValueChanged event"
/// (UIRefreshControl.h).
///
/// The model's control, the scroll view's ``UIScrollView/refreshControl``,
/// sits above the content, as tall as ``modelHeight``. While it refreshes,
/// the scroll view's `adjustedContentInset.top` is that much taller
/// (``UIScrollView/modelRefreshInset``), so the content rests below it. A
/// person's pull is ``UIScrollView/modelPullToRefresh()``.
@MainActor
open class UIRefreshControl: UIControl {
  /// Model only: the control's height. Apple gives "a default height and
  /// width" (UIRefreshControl.h) without the figure; 60 points is the
  /// model's.
  public static let modelHeight: CGFloat = 60

  /// UIKit: `UIRefreshControl.init()`: "initializes a UIRefreshControl with
  /// a default height and width" (UIRefreshControl.h); the scroll view
  /// sets its frame.
  public init() { super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.modelHeight)) }

  /// UIKit: `UIRefreshControl.init(coder:)`. The model has no archives.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UIRefreshControl.isRefreshing`: "A Boolean value indicating
  /// whether a refresh operation has been triggered and is in progress"
  /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing).
  /// It is already `true` when a pull's `.valueChanged` actions run.
  open var isRefreshing: Bool { modelRefreshing }

  /// UIKit: `UIRefreshControl.tintColor`; the model draws nothing.
  open var tintColor: UIColor!

  /// UIKit: `UIRefreshControl.attributedTitle`; the model draws nothing.
  open var attributedTitle: NSAttributedString?

  /// UIKit: `UIRefreshControl.beginRefreshing()`: "Tells the control that a
  /// refresh operation was started programmatically ... This method
  /// updates the state of the refresh control to reflect the in-progress
  /// refresh operation"
  /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()).
  ///
  /// It sends no action (a refresh from code is the app's own), and makes
  /// the scroll view's adjusted top inset taller by the control's height.
  /// Apple does not say whether it scrolls the control into sight; the
  /// model leaves the offset where it is, the case harder for an adapter:
  /// a list resting at its top keeps showing its first row where it was,
  /// and the control stays out of sight until the app scrolls to
  /// `-adjustedContentInset.top`. It does nothing while refreshing.
  open func beginRefreshing() {
    guard !modelRefreshing else { return }
    modelRefreshing = true
    modelScrollView?.modelShowRefreshInset(of: self)
  }

  /// UIKit: `UIRefreshControl.endRefreshing()`: "Call this method at the
  /// end of any refresh operation (whether it was initiated
  /// programmatically or by the user) to return the refresh control to its
  /// default state. If the refresh control is at least partially visible,
  /// calling this method also hides it. If animations are also enabled,
  /// the control is hidden using an animation"
  /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()).
  ///
  /// `isRefreshing` turns `false` at once. The scroll view's top inset
  /// loses the control's height: at once when the control is out of
  /// sight; when it shows, with the offset moving to the content's top,
  /// in animation frames over 0.3 seconds in a window with animations
  /// enabled, at once otherwise. While a person drags or the content
  /// settles after a pull, the inset goes at once and the content settles
  /// at the new top. It does nothing unless refreshing.
  open func endRefreshing() {
    guard modelRefreshing else { return }
    modelRefreshing = false
    modelScrollView?.modelHideRefreshInset(of: self)
  }

  /// Model only: how much of the control shows above the content, from 0
  /// (out of sight: the offset is at or below the top of the content
  /// without the control's inset) to its height (all of it).
  public var modelVisibleHeight: CGFloat {
    guard let scrollView = modelScrollView else { return 0 }
    let topWithoutControl = scrollView.adjustedContentInset.top - scrollView.modelRefreshInset
    return min(frame.height, max(0, -(scrollView.contentOffset.y + topWithoutControl)))
  }

  /// The scroll view whose ``UIScrollView/refreshControl`` this is.
  var modelScrollView: UIScrollView? {
    guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else { return nil }
    return scrollView
  }

  /// Whether a refresh is in progress.
  private var modelRefreshing = false
}
