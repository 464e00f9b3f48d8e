/// The object that gives a headless container its counts and cells, as
/// `UITableViewDataSource` does for a table.
@MainActor
public protocol HeadlessDataSource: AnyObject {
  /// The number of sections in the data.
  func numberOfSections() -> Int

  /// The number of items in `section` of the data.
  func numberOfItems(inSection section: Int) -> Int

  /// A configured cell for the item at `itemPath`, dequeued from the container.
  func cell(at itemPath: ItemPath) -> any ReusableCell
}
