import ReuseKitUIKit
import UIKit

@testable import UIKitGallery

/// The named tests of issue 12 that run the sample's screens or stack views.
@MainActor
let namedScreenTests: [ModelTest] = [
  ModelTest(
    name: "named03.sampleGridCellsTakeTheirColumnWidth",
    cites:
      "UICollectionReusableView.preferredLayoutAttributesFitting(_:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionreusableview/"
      + "preferredlayoutattributesfitting(_:)); rdar 32082880; issue 12 finding 1"
  ) {
    useModelRunLoop()
    let controller = CollectionDemoViewController()
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIKitModelRunLoop.main.runUntilIdle()
    let grid = try collectionView(in: controller.view)
    let column = (grid.bounds.width - 8) / 2
    try expect(!grid.visibleCells.isEmpty, "the grid shows cells")
    for cell in grid.visibleCells {
      try expect(cell.frame.width == column, "a cell is \(cell.frame.width) wide, its column \(column)")
    }
    let people = grid.visibleCells.compactMap { $0 as? CollectionViewCell<PersonView> }
    let wrapping = try people.first { $0.frame.height > 2 * UILabel.modelLineHeight }.unwrapped("a wrapping person")
    let reported = wrapping.view.systemLayoutSizeFitting(
      CGSize(width: column, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    try expect(
      wrapping.frame.height == reported.height, "height \(wrapping.frame.height), view reports \(reported.height)")
  },
  ModelTest(
    name: "named10.everySampleScreenLoadsAppliesScrollsRotates",
    cites:
      "UIWindowSceneDelegate (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate); "
      + "UINavigationController.pushViewController(_:animated:) "
      + "(https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)); "
      + "UIView safe area (https://developer.apple.com/documentation/uikit/uiview/safeareainsets)"
  ) {
    useModelRunLoop()
    let window = UIWindow(windowScene: UIWindowScene())
    let menu = GalleryMenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    UIKitModelRunLoop.main.runUntilIdle()
    let menuTable = try firstView(of: UITableView.self, in: menu.view).unwrapped("the menu's table")
    try expect(menuTable.visibleCells.count == 6, "six demos listed")
    for row in 0..<6 {
      menu.tableView(menuTable, didSelectRowAt: IndexPath(row: row, section: 0))
      UIKitModelRunLoop.main.runUntilIdle()
      let screen = try navigation.topViewController.unwrapped("the demo")
      let name = "\(type(of: screen))"
      // The store front loads its first page from its server, in a task.
      try pump("\(name) shows its items") { sampleSections(of: screen).map { !$0.joined().isEmpty } ?? true }
      // A list that scrolls its own content is scrolled to its middle, its
      // first visible item partly above the top; that item stays where it
      // is read through each rotation, as a headless container keeps it.
      // The grid fits its screen in portrait and the nested table is the
      // app's scroll view's: `rotation.adapter.*` holds a grid's item.
      let list = SampleReadingAnchor.scrollingList(in: screen.view)
      var anchor: SampleReadingAnchor?
      for step in ["loaded", "scrolled", "rotated"] {
        if step == "scrolled" {
          if let list { anchor = try SampleReadingAnchor.scrollToTheMiddle(of: list, screen: name) }
          if anchor == nil { try scroll(screen.view) }
        }
        if step == "rotated" {
          window.modelRotate(
            to: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        }
        UIKitModelRunLoop.main.advance(by: 2)
        try expectSnapshotShown(in: screen, step: step)
        if step == "rotated", let list, let anchor { try anchor.expectHeld(in: list, "\(name) in landscape") }
      }
      window.modelRotate(to: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
      UIKitModelRunLoop.main.advance(by: 2)
      if let list, let anchor { try anchor.expectHeld(in: list, "\(name) back in portrait") }
      navigation.popViewController(animated: false)
      UIKitModelRunLoop.main.runUntilIdle()
    }
  },
  ModelTest(
    name: "named06.contentSizedTableInAStackWithABottomInset",
    cites:
      "UIView.noIntrinsicMetric (https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric); "
      + "UIScrollView.adjustedContentInset "
      + "(https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset); UIStackView fill "
      + "distribution"
  ) {
    useModelRunLoop()
    let table = ContentSizedTableView(frame: .zero, style: .plain)
    table.isScrollEnabled = false
    table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    let items = TextItems((0..<5).map { "row \($0)" }, in: table.reuse)
    keptAlive.append(items)
    let label = UILabel(frame: .zero)
    label.text = "Side"
    let (_, root) = pinnedStack([label, table])
    _ = window(showing: root)
    UIKitModelRunLoop.main.advance(by: 1)
    try expect(table.frame.width == 390 - 32, "the table takes the stack's free width: \(table.frame.width)")
    let last = try table.cellForRow(at: IndexPath(row: 4, section: 0)).unwrapped("the last row")
    let visibleBottom = table.bounds.height - table.adjustedContentInset.bottom
    try expect(last.frame.maxY <= visibleBottom, "last row ends at \(last.frame.maxY), visible to \(visibleBottom)")
  },
]
