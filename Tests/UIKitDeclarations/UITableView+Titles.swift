/// UIKit: the section index and the header and footer titles of `UITableView`.
///
/// The index comes from `sectionIndexTitles(for:)`, read when the table
/// reloads ("reload all the data ... including ... index arrays",
/// https://developer.apple.com/documentation/uikit/uitableview/reloaddata())
/// or on `reloadSectionIndexTitles()`. A header title from
/// `tableView(_:titleForHeaderInSection:)` is shown, when the delegate gives
/// no header view, in a `UITableViewHeaderFooterView` of the table's own
/// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:):
/// "the table view uses a fixed font style for section header titles"), as
/// tall as `sectionHeaderHeight`, or ``UITableView/modelTitleHeaderHeight``
/// when that is `automaticDimension`. The model lays out no footers.
extension UITableView {
  /// UIKit: `UITableView.reloadSectionIndexTitles()`: "reloads the items in
  /// the index bar along the right side of the table view"
  /// (https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()).
  public func reloadSectionIndexTitles() { interaction.indexTitles = dataSource?.sectionIndexTitles(for: self) }

  /// Model only: the titles of the index bar, as of the last reload.
  public var modelSectionIndexTitles: [String]? { interaction.indexTitles }

  /// Model only: the user taps the index title at `index`: the table asks
  /// `tableView(_:sectionForSectionIndexTitle:at:)` for the section, "the
  /// index of the section that has the given title and section title index"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)),
  /// and scrolls that section's top (the padding above its header
  /// included) to the top. Returns the section.
  @discardableResult
  public func modelTapIndexTitle(at index: Int) -> Int? {
    guard let dataSource, let titles = interaction.indexTitles, titles.indices.contains(index) else { return nil }
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
    let frames = modelFrames()
    guard let header = frames.headers[section] else { return section }
    let inset = adjustedContentInset
    let highest = max(0, frames.height - (bounds.height - inset.top - inset.bottom))
    // The section's top: the padding above its header, if it has one.
    let top = header.height > 0 ? header.minY - modelSectionHeaderTopPadding : header.minY
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, top), highest) - inset.top)
    layoutIfNeeded()
    return section
  }

  /// Model only: the footer title the data source gives for `section`
  /// (`tableView(_:titleForFooterInSection:)`); the model lays out no footers.
  public func modelFooterTitle(forSection section: Int) -> String? {
    dataSource?.tableView(self, titleForFooterInSection: section)
  }
}
