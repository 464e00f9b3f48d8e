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

  /// UIKit: `UITableView.isPrefetchingEnabled`, `true` by default: "the
  /// table view requests cells in advance of when they will be displayed"
  /// (https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled);
  /// when off, the model prepares no cells and tells the prefetch data
  /// source nothing.
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
    let editing = modelRowIsEditing(at: path)
    if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// Recycles a row's cell; if the row was displayed, tells the delegate,
  /// with `path` as it was when shown. A prepared cell was never displayed.
  func modelEndDisplaying(_ cell: UIView, at path: IndexPath) {
    cellQueues.enqueue(cell, identifier: (cell as? UITableViewCell)?.reuseIdentifier)
    guard visibleRows.remove(path) != nil, let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
  }

  /// Makes `visible` the displayed rows: the delegate hears of those that
  /// leave and those that enter, a prepared cell when it enters the bounds.
  func modelUpdateDisplayed(_ visible: Set<IndexPath>) {
    let leaving = visibleRows.subtracting(visible).sorted()
    let entering = visible.subtracting(visibleRows).sorted()
    visibleRows = visible
    for path in leaving {
      guard let cell = engine.cells[path] as? UITableViewCell else { continue }
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    for path in entering {
      guard let cell = engine.cells[path] else { continue }
      modelWillDisplay(cell, at: path)
    }
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
    let update = interaction.updatePrefetching(
      frames: frames, visible: visible, shown: visibleRows, nearestFirst: true)
    if !update.cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: update.cancel) }
    if !update.prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: update.prefetch) }
  }
}
