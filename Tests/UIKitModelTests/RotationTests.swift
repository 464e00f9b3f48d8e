import UIKit

/// A view that counts its layout passes and the widths it had in them.
private final class LayoutCountingView: UIView {
  var laidOutWidths: [CGFloat] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    laidOutWidths.append(bounds.width)
  }
}

/// The model's springs and struts, which a view that must notice a width
/// change in a layout pass relies on.
@MainActor
let rotationModelTests: [ModelTest] = [
  ModelTest(
    name: "model.view.aFlexibleWidthSubviewFollowsItsSuperviewAndLaysOutInTheSamePass",
    cites:
      "UIView.h (iOS 16.5 SDK), autoresizesSubviews: \"if set, subviews are adjusted according to their "
      + "autoresizingMask if self.bounds changes\"; "
      + "https://developer.apple.com/documentation/uikit/uiview/autoresizingmask: \"distribute the size "
      + "difference proportionally among the flexible portions\""
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let stretching = LayoutCountingView(frame: CGRect(x: 10, y: 0, width: 280, height: 0))
    stretching.autoresizingMask = .flexibleWidth
    let sharing = UIView(frame: CGRect(x: 100, y: 20, width: 100, height: 10))
    sharing.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    let fixed = UIView(frame: CGRect(x: 0, y: 40, width: 50, height: 10))
    for view in [stretching, sharing, fixed] { root.addSubview(view) }
    root.layoutIfNeeded()
    stretching.laidOutWidths = []
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
    try expect(stretching.frame == CGRect(x: 10, y: 0, width: 580, height: 0), "stretched: \(stretching.frame)")
    try expect(sharing.frame == CGRect(x: 250, y: 20, width: 250, height: 10), "shared: \(sharing.frame)")
    try expect(fixed.frame == CGRect(x: 0, y: 40, width: 50, height: 10), "no mask, no change: \(fixed.frame)")
    root.layoutIfNeeded()
    try expect(stretching.laidOutWidths == [580], "laid out once at its new width: \(stretching.laidOutWidths)")
    root.autoresizesSubviews = false
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    try expect(stretching.frame.width == 580, "autoresizesSubviews off: no change")
  }
]
