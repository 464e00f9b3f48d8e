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

/// The adapters through a width change that the app does not announce.
@MainActor
let rotationAdapterTests: [ModelTest] = [
  ModelTest(
    name: "rotation.adapter.aGridKeepsItsFirstVisibleItemThroughWidthChanges",
    cites:
      "UIView.h (iOS 16.5 SDK), autoresizesSubviews: \"subviews are adjusted according to their autoresizingMask if "
      + "self.bounds changes\"; UIScrollView.contentOffset "
      + "(https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset), which a new width keeps"
  ) {
    // Columns at least 150 points wide: 2 in portrait, 5 in landscape, so
    // every row moves; the app neither forwards scrolls nor says it rotates.
    let (grid, _) = makeSectionedCollection([("tiles", 300)]) { _ in
      .grid(columns: .minimumWidth(150), itemHeight: .fixed(100), interitemSpacing: 8, lineSpacing: 8)
    }
    // Each change holds the first visible item before it: in landscape a
    // row shows items before the held one, and the first of them is held
    // back to portrait.
    var anchor = try SampleReadingAnchor.scrollToTheMiddle(of: grid, screen: "grid").unwrapped("a scrolled grid")
    for (step, size) in [("landscape", CGSize(width: 844, height: 390)), ("portrait", CGSize(width: 390, height: 844))]
    {
      grid.frame = CGRect(origin: .zero, size: size)
      UIKitModelRunLoop.main.runUntilIdle()
      try anchor.expectHeld(in: grid, "the grid in \(step)")
      anchor = try SampleReadingAnchor(of: grid).unwrapped("the grid's anchor in \(step)")
    }
  }
]
