/// An object that gives a headless container its counts and cells, as
/// `UITableViewDataSource` does for a table: tests use it to play a
/// hand-written data source.
@MainActor
package protocol HeadlessDataSource: AnyObject {
  /// The number of sections in the data.
  func numberOfSections() -> Int

  /// The number of items in `section` of the data.
  func numberOfItems(inSection section: Int) -> Int

  /// The view type and view model of the item at `itemPath`.
  func configuration(at itemPath: ItemPath) -> ViewConfiguration
}
