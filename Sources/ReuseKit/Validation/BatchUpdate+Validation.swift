extension BatchUpdate {
  /// Checks this update the way `UITableView` or `UICollectionView` would,
  /// without a device, and throws UIKit's message for the first rule it
  /// breaks.
  ///
  /// The checks, their order and their messages are those of
  /// <doc:BatchUpdateRules>: bounds, conflicts, then the section and item
  /// counts. Use it to lint the batch updates any library produces in a
  /// plain unit test, before an app crashes with
  /// "Invalid update: invalid number of rows…":
  ///
  /// ```swift
  /// // Rows 0 and 1 of a two-row section are deleted, one row is inserted.
  /// let update = BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)],
  ///                          insertedItems: [ItemPath(item: 0, section: 0)])
  /// try update.validate(before: [2], after: [1])  // passes
  /// try update.validate(before: [2], after: [2])  // throws: "…invalid number of rows in section 0…"
  /// ```
  ///
  /// - Parameters:
  ///   - before: The item count of each section before the update, as the
  ///     view last loaded them.
  ///   - after: The item count of each section the data source reports
  ///     after the update.
  ///   - wording: `.list` for `UITableView`'s messages ("row"), `.grid` for
  ///     `UICollectionView`'s ("item", ending in "Collection view: <UICollectionView>").
  /// - Throws: ``BatchUpdateError`` with the message and the rule.
  /// - Complexity: O(k log k + s) for k operations and s sections, whatever
  ///   the number of items.
  public func validate(before: [Int], after: [Int], wording: BatchUpdateWording = .list) throws(BatchUpdateError) {
    _ = try BatchUpdateMapping(
      validating: self, before: before, after: after, wording: wording, containerDescription: "<UICollectionView>")
  }
}
