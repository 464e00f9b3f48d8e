/// UIKit: the display callbacks and data prefetching of `UITableView`.
///
/// A row is displayed while it has a cell: `tableView(_:willDisplay:forRowAt:)`
/// when the cell is placed, `tableView(_:didEndDisplaying:forRowAt:)` when it
/// leaves (scrolled away, deleted, reloaded, or `reloadData()`): "use this
/// method to detect when a cell is removed from a table view"
/// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)).
/// After a batch update the path of an ended row is its path before the
/// update, the only path a deleted row has. Apple does not say which path it
/// passes; apps see paths their updated data no longer has and guard against
/// them (https://github.com/facebook/componentkit/issues/129,
/// https://github.com/malcommac/Owl/issues/38,
/// https://github.com/essentialdevelopercom/essential-feed-case-study/pull/45).
extension UITableView {
  /// Model only: the height of a header that shows a data source's title
  /// when `sectionHeaderHeight` is `automaticDimension`. Apple documents no
  /// figure; the model takes `sectionHeaderHeight`'s historical default, 28
  /// (https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight).
  public static let modelTitleHeaderHeight: CGFloat = 28

  /// UIKit: `UITableView.isPrefetchingEnabled`, `true` by default; when off,
  /// the model tells the prefetch data source nothing
  /// (https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled).
  @available(iOS 15.0, *)
  public var isPrefetchingEnabled: Bool {
    get { interaction.isPrefetchingEnabled }
    set { interaction.isPrefetchingEnabled = newValue }
  }

  /// Model only: the rows the prefetch data source was asked to prefetch
  /// and that are neither displayed nor cancelled yet.
  public var modelPrefetchedRows: [IndexPath] { interaction.prefetched.sorted() }

  func modelWillDisplay(_ cell: UIView, at path: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    let selected = engine.selected.contains(path)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if cell.isEditing != interaction.isEditing { cell.setEditing(interaction.isEditing, animated: false) }
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// Recycles a displayed row's cell and tells the delegate, with `path` as it was when shown.
  func modelEndDisplaying(_ cell: UIView, at path: IndexPath) {
    cellQueues.enqueue(cell, identifier: (cell as? UITableViewCell)?.reuseIdentifier)
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
  }

  func modelEndDisplayingHeader(_ header: UIView, section: Int) {
    headerQueues.enqueue(header, identifier: (header as? UITableViewHeaderFooterView)?.reuseIdentifier)
    delegate?.tableView(self, didEndDisplayingHeaderView: header, forSection: section)
  }

  func modelEndDisplayingHeaders() {
    for (section, header) in headers.sorted(by: { $0.key < $1.key }) {
      modelEndDisplayingHeader(header, section: section)
    }
    headers = [:]
  }

  /// UIKit: `tableView(_:prefetchRowsAt:)` "as the user scrolls", for rows
  /// not on screen yet, and `tableView(_:cancelPrefetchingForRowsAt:)` for
  /// rows that "no longer need data"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching).
  /// The model prefetches ``ModelInteraction/prefetchScreens`` screens ahead
  /// in the direction of the last scroll (down at first).
  func modelUpdatePrefetching(_ frames: [IndexPath: CGRect]) {
    guard let prefetchDataSource, interaction.isPrefetchingEnabled else { return }
    let visible = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
    let update = interaction.updatePrefetching(frames: frames, visible: visible, shown: Set(engine.cells.keys))
    if !update.cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: update.cancel) }
    if !update.prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: update.prefetch) }
  }
}
