import ReuseKitUIKit
import UIKit

@testable import UIKitGallery

/// The view model a sample cell shows, whatever its view type.
@MainActor
func sampleViewModel(of cell: UIView) -> AnyHashable? {
  if let cell = cell as? TableViewCell<PersonView> { return cell.viewModel }
  if let cell = cell as? TableViewCell<LateHeightView> { return cell.viewModel }
  if let cell = cell as? TableViewCell<SquaresView> { return cell.viewModel }
  if let cell = cell as? CollectionViewCell<PersonView> { return cell.viewModel }
  if let cell = cell as? CollectionViewCell<SquaresView> { return cell.viewModel }
  if let cell = cell as? TableViewCell<TitleView> { return cell.viewModel }
  if let cell = cell as? CollectionViewCell<TitleView> { return cell.viewModel }
  return nil
}

/// The items each sample screen's snapshot shows, by section.
@MainActor
func sampleSections(of screen: UIViewController) -> [[AnyHashable]]? {
  let people = GalleryData.people.map { AnyHashable($0) }
  let charts = GalleryData.lateCharts.map { AnyHashable($0) }
  let squares = GalleryData.squares.map { AnyHashable($0) }
  switch screen {
  case is TableDemoViewController: return [people, charts, squares]
  case is CollectionDemoViewController: return [people, squares]
  case let contacts as ContactsViewController:
    return [contacts.dataSource.snapshot().itemIdentifiers.map { AnyHashable($0.person) }]
  case is NestedTableViewController: return [people + [charts[0]]]
  case let feed as FeedViewController: return [feed.dataSource.snapshot().itemIdentifiers.map { AnyHashable($0.text) }]
  case let store as StoreFrontViewController:
    return store.dataSource.snapshot().sections.map { $0.items.map { AnyHashable("\($0.title) · \($0.detail)") } }
  default: return nil
  }
}

/// Checks that the visible cells of the screen's table or collection view
/// show the snapshot's items at their index paths, and that there are some.
@MainActor
func expectSnapshotShown(in screen: UIViewController, step: String) throws {
  let sections = try sampleSections(of: screen).unwrapped("the snapshot of \(type(of: screen))")
  var shown: [(IndexPath, UIView)] = []
  if let table = firstView(of: UITableView.self, in: screen.view) {
    shown = (table.indexPathsForVisibleRows ?? []).compactMap { path in table.cellForRow(at: path).map { (path, $0) } }
  } else if let grid = firstView(of: UICollectionView.self, in: screen.view) {
    shown = grid.indexPathsForVisibleItems.compactMap { path in grid.cellForItem(at: path).map { (path, $0) } }
  }
  try expect(!shown.isEmpty, "\(type(of: screen)) \(step): no visible cells")
  for (path, cell) in shown {
    let expected = sections[path.section][path.item]
    let actual = sampleViewModel(of: cell)
    try expect(actual == expected, "\(type(of: screen)) \(step): \(path) shows \(String(describing: actual))")
    let width = cell.superview?.bounds.width ?? 0
    // The store front's featured carousel scrolls sideways: its cells run past the width.
    let sideways = screen is StoreFrontViewController && path.section == 0
    try expect(
      sideways || cell.frame.maxX <= width,
      "\(type(of: screen)) \(step): \(path) is \(cell.frame.maxX) wide in \(width)")
    if let (needed, has) = heights(of: cell) {
      try expect(needed <= has, "\(type(of: screen)) \(step): \(path) needs \(needed) points, has \(has)")
    }
  }
}

/// The height the hosted view of `cell` needs at its width, and the height
/// it has: its content is clipped when it needs more.
@MainActor
private func heights(of cell: UIView) -> (needed: CGFloat, has: CGFloat)? {
  guard let host = cell as? any HostingReusableView else { return nil }
  let view: any ConfigurableView & UIView = host.view
  let width = view.bounds.width
  let needed =
    view.preferredHeight(forWidth: Double(width)).map { CGFloat($0) }
    ?? view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  return (needed, view.bounds.height)
}

/// Scrolls the screen's scrolling view down by 300 points, within its content.
@MainActor
func scroll(_ view: UIView) throws {
  let scrollView = try firstView(of: UIScrollView.self, in: view).unwrapped("a scroll view")
  let maximum = max(0, scrollView.contentSize.height - scrollView.bounds.height)
  scrollView.contentOffset = CGPoint(x: 0, y: min(300, maximum))
}
