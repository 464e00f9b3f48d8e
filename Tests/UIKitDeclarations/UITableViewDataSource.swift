/// UIKit: `UITableViewDataSource`
/// (https://developer.apple.com/documentation/uikit/uitableviewdatasource).
/// The optional methods the model calls have defaults that record the call.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// UIKit: `tableView(_:numberOfRowsInSection:)`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// UIKit: `tableView(_:cellForRowAt:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// UIKit: `numberOfSections(in:)` (optional; 1 when not implemented).
  func numberOfSections(in tableView: UITableView) -> Int

  /// UIKit: `tableView(_:canEditRowAt:)` (optional).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// UIKit: `tableView(_:commit:forRowAt:)` (optional): "when users tap the
  /// insertion (green plus) control or Delete button ..., the table view sends
  /// this message to the data source, asking it to commit the change"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

  /// UIKit: `tableView(_:canMoveRowAt:)` (optional).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// UIKit: `tableView(_:moveRowAt:to:)` (optional): sent "when the user
  /// presses the reorder control"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)).
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

  /// UIKit: `sectionIndexTitles(for:)` (optional).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// UIKit: `tableView(_:sectionForSectionIndexTitle:at:)` (optional).
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

  /// UIKit: `tableView(_:titleForHeaderInSection:)` (optional).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// UIKit: `tableView(_:titleForFooterInSection:)` (optional).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

/// UIKit: `UITableViewDataSourcePrefetching`
/// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching):
/// "advance warning of the data requirements for a table view".
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// UIKit: `tableView(_:prefetchRowsAt:)` (required).
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// UIKit: `tableView(_:cancelPrefetchingForRowsAt:)` (optional).
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    UIKitModelRecorder.record("UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)")
  }
}

extension UITableViewDataSource {
  /// The default of an optional method: records the call and returns 1.
  public func numberOfSections(in tableView: UITableView) -> Int {
    UIKitModelRecorder.record("UITableViewDataSource.numberOfSections(in:)")
    return 1
  }
}

/// The defaults of the optional methods for editing, reordering and titles.
extension UITableViewDataSource {
  /// The default of `tableView(_:canEditRowAt:)`: records the call; `true`,
  /// as "if this method isn't implemented, all rows are assumed to be editable"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:canEditRowAt:)")
    return true
  }

  /// The default of `tableView(_:commit:forRowAt:)`: records the call.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:commit:forRowAt:)")
  }

  /// The default of `tableView(_:canMoveRowAt:)`: records the call; `true`,
  /// as "by default, the reordering control is shown if the data source
  /// implements the `tableView(_:moveRowAt:to:)` method"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:canMoveRowAt:)")
    return true
  }

  /// The default of `tableView(_:moveRowAt:to:)`: records the call.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:moveRowAt:to:)")
  }

  /// The default of `sectionIndexTitles(for:)`: records the call; no index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    UIKitModelRecorder.record("UITableViewDataSource.sectionIndexTitles(for:)")
    return nil
  }

  /// The default of `tableView(_:sectionForSectionIndexTitle:at:)`: records
  /// the call and returns `index` (Apple documents no default).
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)")
    return index
  }

  /// The default of `tableView(_:titleForHeaderInSection:)`: records the call; no title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:titleForHeaderInSection:)")
    return nil
  }

  /// The default of `tableView(_:titleForFooterInSection:)`: records the call; no title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    UIKitModelRecorder.record("UITableViewDataSource.tableView(_:titleForFooterInSection:)")
    return nil
  }
}
