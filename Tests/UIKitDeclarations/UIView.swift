/// UIKit: `UIView` (https://developer.apple.com/documentation/uikit/uiview).
///
/// The model keeps the view hierarchy, frames and bounds, the layout cycle
/// (`setNeedsLayout()` marks, `layoutIfNeeded()` runs `layoutSubviews()` now,
/// and the run loop lays out windows at the end of each turn), safe-area
/// insets from the window, and the minimal Auto Layout of `UIView+Fitting`.
@MainActor
open class UIView: UIResponder {
  // MARK: - Lifecycle

  /// UIKit: `UIView.init(frame:)`.
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  /// UIKit: `UIView()`, the `init()` every `NSObject` has, which UIKit
  /// forwards to the designated `init(frame:)` with `CGRect.zero`
  /// (https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
  /// A subclass that declares no initializer of its own inherits it.
  public override convenience init() { self.init(frame: .zero) }

  /// UIKit: `UIView.init(coder:)`. The model has no archives.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  // MARK: - Geometry

  /// UIKit: `UIView.frame`. A new size marks the view for layout and
  /// resizes the subviews by their `autoresizingMask`.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let oldSize = storedFrame.size
      storedFrame = newValue
      guard newValue.size != oldSize else { return }
      setNeedsLayout()
      modelAutoresizeSubviews(from: oldSize)
    }
  }

  /// UIKit: `UIView.bounds`: the frame's size at the bounds origin.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// UIKit: `UIView.safeAreaInsets`: the part of the window's safe-area
  /// insets that overlaps the view (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
  open var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let insets = window.modelSafeAreaInsets
    let frame = self === window ? window.bounds : modelFrameInWindow
    let windowBounds = window.bounds
    return UIEdgeInsets(
      top: min(frame.height, max(0, insets.top - frame.minY)),
      left: min(frame.width, max(0, insets.left - frame.minX)),
      bottom: min(frame.height, max(0, frame.maxY - (windowBounds.height - insets.bottom))),
      right: min(frame.width, max(0, frame.maxX - (windowBounds.width - insets.right))))
  }

  /// UIKit: `UIView.isHidden`.
  open var isHidden = false

  /// UIKit: `UIView.isUserInteractionEnabled`, "default is YES" (UIView.h).
  open var isUserInteractionEnabled = true

  /// UIKit: `UIView.autoresizesSubviews`, "default is YES"; see
  /// `UIView+Autoresizing.swift`.
  open var autoresizesSubviews = true

  /// UIKit: `UIView.backgroundColor`.
  open var backgroundColor: UIColor?

  /// UIKit: `UIView.translatesAutoresizingMaskIntoConstraints`.
  open var translatesAutoresizingMaskIntoConstraints = true

  // MARK: - Hierarchy

  /// UIKit: `UIView.superview`.
  public private(set) weak var superview: UIView?

  /// UIKit: `UIView.subviews`.
  public private(set) var subviews: [UIView] = []

  /// UIKit: `UIView.window`, `nil` until the view is in a window.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// UIKit: `UIView.addSubview(_:)`; moves the view from its old superview.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    let newWindow = view.window === window ? nil : window
    if let newWindow { view.modelTellWindowWillChange(to: newWindow) }
    subviews.append(view)
    view.superview = self
    if newWindow != nil { view.modelTellWindowDidChange() }
    view.setNeedsLayout()
    setNeedsLayout()
  }

  /// UIKit: `UIView.insertSubview(_:at:)`: "0 is the bottom of the
  /// subview stack"; moves the view from its old superview
  /// (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)).
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    let newWindow = view.window === window ? nil : window
    if let newWindow { view.modelTellWindowWillChange(to: newWindow) }
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    if newWindow != nil { view.modelTellWindowDidChange() }
    view.setNeedsLayout()
    setNeedsLayout()
  }

  /// UIKit: `UIView.removeFromSuperview()`.
  open func removeFromSuperview() {
    guard let superview else { return }
    let leavesWindow = window != nil && !(self is UIWindow)
    if leavesWindow { modelTellWindowWillChange(to: nil) }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    if leavesWindow { modelTellWindowDidChange() }
  }

  /// UIKit: `UIView.willMove(toWindow:)`: "Tells the view that its window
  /// object is about to change"; the default does nothing
  /// (https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)).
  /// See ``didMoveToWindow()`` for when the model calls it.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// UIKit: `UIView.didMoveToWindow()`: "Tells the view that its window
  /// object changed"; `window` "may be nil by the time that this method is
  /// called ... when the receiver has just been removed from its superview"
  /// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()).
  /// The default does nothing.
  ///
  /// The model tells the view that moved and every view below it, the view
  /// first, whenever a view is added to or removed from its superview and
  /// its `window` changes with it: a list pushed off a navigation stack or
  /// taken out of its window is told with `window` `nil`. A view that moves
  /// from one superview to another in the same window is told twice,
  /// leaving (`nil`) then entering; Apple does not say whether UIKit tells
  /// it at all then, and the model takes the case harder for code that
  /// takes a window's loss as the list leaving the screen.
  open func didMoveToWindow() {}

  /// Calls `willMove(toWindow:)` on this view and every view below it.
  private func modelTellWindowWillChange(to newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.modelTellWindowWillChange(to: newWindow) }
  }

  /// Calls `didMoveToWindow()` on this view and every view below it.
  private func modelTellWindowDidChange() {
    didMoveToWindow()
    for subview in subviews { subview.modelTellWindowDidChange() }
  }

  // MARK: - Layout

  /// UIKit: `UIView.setNeedsLayout()`: lay out in the next update cycle.
  open func setNeedsLayout() { needsLayout = true }

  /// UIKit: `UIView.layoutIfNeeded()`: lay out now, this view and its subviews.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      modelViewController?.viewWillLayoutSubviews()
      (self as? UIScrollView)?.modelWillLayoutSubviews()
      layoutSubviews()
      modelViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// UIKit: `UIView.layoutSubviews()`. The default places the subviews that
  /// use Auto Layout (``modelPlaceConstrainedSubviews()``).
  open func layoutSubviews() { modelPlaceConstrainedSubviews() }

  /// UIKit: `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// UIKit: `UIView.layoutFittingCompressedSize`.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// UIKit: `UIView.intrinsicContentSize`; none by default.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// UIKit: `UIView.invalidateIntrinsicContentSize()`: "This allows the
  /// constraint-based layout system to take the new intrinsic content size
  /// into account in its next layout pass"
  /// (https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()).
  /// The superview lays out again, and so does each ancestor above a view
  /// that Auto Layout places (`translatesAutoresizingMaskIntoConstraints`
  /// off), whose size may follow the new one: a stack pinned inside a view
  /// grows or shrinks with its arranged views. A collection view cell, or
  /// its `contentView`, also reports to its collection view's
  /// `selfSizingInvalidation`.
  open func invalidateIntrinsicContentSize() {
    modelIntrinsicInvalidationCount += 1
    var view: UIView = self
    while let superview = view.superview {
      superview.setNeedsLayout()
      guard !superview.translatesAutoresizingMaskIntoConstraints else { break }
      view = superview
    }
    modelDidInvalidateIntrinsicContentSize()
  }

  /// UIKit: `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)).
  ///
  /// An axis at `.required` keeps the target's length; an axis at a fitting
  /// priority takes the content's own length: its natural width, or its
  /// height at the chosen width (``modelFittingHeight(forWidth:)``).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let natural = modelNaturalWidth
    let width = horizontalFittingPriority == .required || natural < 0 ? targetSize.width : natural
    let height = verticalFittingPriority == .required ? targetSize.height : modelFittingHeight(forWidth: width)
    return CGSize(width: width, height: height)
  }

  /// UIKit: `UIView.systemLayoutSizeFitting(_:)`: both axes at fitting priority.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// UIKit: `UIView.areAnimationsEnabled`.
  public static var areAnimationsEnabled = true

  /// UIKit: `UIView.performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let enabled = areAnimationsEnabled
    areAnimationsEnabled = false
    actionsWithoutAnimation()
    areAnimationsEnabled = enabled
  }

  // MARK: - Model

  /// Model only: how many times `invalidateIntrinsicContentSize()` ran.
  public private(set) var modelIntrinsicInvalidationCount = 0

  /// Model only: the frame in the window's coordinates.
  public var modelFrameInWindow: CGRect {
    var rect = frame
    var ancestor = superview
    while let view = ancestor, !(view is UIWindow) {
      rect.origin.x += view.frame.minX - view.bounds.minX
      rect.origin.y += view.frame.minY - view.bounds.minY
      ancestor = view.superview
    }
    if let window = ancestor {
      rect.origin.x -= window.bounds.minX
      rect.origin.y -= window.bounds.minY
    }
    return rect
  }

  /// Model only: whether this view or one below it waits for layout.
  public var modelSubtreeNeedsLayout: Bool { needsLayout || subviews.contains { $0.modelSubtreeNeedsLayout } }

  /// The view controller whose root view this is.
  weak var modelViewController: UIViewController?

  /// The constraints that name this view, active or not.
  var modelConstraints: [NSLayoutConstraint] = []

  /// The width the content asks for, or `noIntrinsicMetric`: a width
  /// constraint, the intrinsic width, or the widest pinned subview.
  var modelNaturalWidth: CGFloat {
    if let width = modelConstant(.width) { return width }
    if intrinsicContentSize.width != UIView.noIntrinsicMetric { return intrinsicContentSize.width }
    return modelConstrainedNaturalWidth()
  }

  /// The height the content asks for at `width`: a height constraint, the
  /// intrinsic height, or the constrained subviews stacked.
  func modelFittingHeight(forWidth width: CGFloat) -> CGFloat {
    if let height = modelConstant(.height) { return height }
    if intrinsicContentSize.height != UIView.noIntrinsicMetric { return intrinsicContentSize.height }
    return modelConstrainedFittingHeight(forWidth: width)
  }

  /// Called by `invalidateIntrinsicContentSize()`; cells override it.
  func modelDidInvalidateIntrinsicContentSize() {
    if let cell = superview as? UICollectionViewCell, cell.contentView === self {
      cell.modelDidInvalidateIntrinsicContentSize()
    } else if let cell = superview as? UITableViewCell, cell.contentView === self {
      cell.modelDidInvalidateIntrinsicContentSize()
    }
  }

  // MARK: - Private

  private var storedFrame: CGRect
  private var boundsOrigin = CGPoint.zero
  private var needsLayout = true
  /// The raw value of `autoresizingMask`.
  var modelAutoresizingRawValue: UInt = 0
}
