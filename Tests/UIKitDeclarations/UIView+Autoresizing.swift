/// UIKit: the springs and struts of `UIView`, `autoresizesSubviews` and
/// `autoresizingMask`: "if set, subviews are adjusted according to their
/// autoresizingMask if self.bounds changes" (UIView.h, line 211), and
/// "When more than one option along the same axis is set, the default
/// behavior is to distribute the size difference proportionally among the
/// flexible portions"
/// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
/// A subview whose size changes this way is marked for layout as any
/// resized view is, so its `layoutSubviews()` runs in the same layout pass.
extension UIView {
  /// UIKit: `UIView.AutoresizingMask` (`UIViewAutoresizing`, UIView.h, line 53).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// UIKit: `UIView.autoresizingMask`, "default is UIViewAutoresizingNone".
  public var autoresizingMask: AutoresizingMask {
    get { AutoresizingMask(rawValue: modelAutoresizingRawValue) }
    set { modelAutoresizingRawValue = newValue.rawValue }
  }

  /// Resizes each subview that translates its mask into constraints after
  /// this view's size changed from `oldSize`: on each axis, the change is
  /// shared among the subview's flexible parts in proportion to their
  /// lengths, or equally when they are all zero long.
  func modelAutoresizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && subview.autoresizingMask != [] {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      let (x, width) = Self.modelShare(
        newSize.width - oldSize.width,
        lead: (mask.contains(.flexibleLeftMargin), frame.minX),
        length: (mask.contains(.flexibleWidth), frame.width),
        trail: (mask.contains(.flexibleRightMargin), oldSize.width - frame.maxX))
      let (y, height) = Self.modelShare(
        newSize.height - oldSize.height,
        lead: (mask.contains(.flexibleTopMargin), frame.minY),
        length: (mask.contains(.flexibleHeight), frame.height),
        trail: (mask.contains(.flexibleBottomMargin), oldSize.height - frame.maxY))
      frame.origin.x += x
      frame.origin.y += y
      frame.size.width = max(0, frame.width + width)
      frame.size.height = max(0, frame.height + height)
      subview.frame = frame
    }
  }

  /// The share of `delta` that moves the leading edge and the share that
  /// changes the length, of the flexible parts of one axis.
  private static func modelShare(
    _ delta: CGFloat, lead: (Bool, CGFloat), length: (Bool, CGFloat), trail: (Bool, CGFloat)
  ) -> (CGFloat, CGFloat) {
    let parts = [lead, length, trail]
    let flexible = parts.filter(\.0)
    guard delta != 0, !flexible.isEmpty else { return (0, 0) }
    let total = flexible.reduce(0) { $0 + max(0, $1.1) }
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexible.count)
    }
    return (share(lead), share(length))
  }
}
