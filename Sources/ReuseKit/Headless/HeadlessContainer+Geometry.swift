/// Where items are, for tests that check an app's sizing: frames in content
/// coordinates, and whether a self-sizing item has been measured yet.
extension HeadlessContainer {
  // MARK: - Public

  /// The frame of the item at `itemPath`, in content coordinates: the
  /// viewport's ``Viewport/offset`` is the content's y at its top edge.
  ///
  /// Size reports that wait for the next layout pass are not in it yet; call
  /// ``layoutIfNeeded()`` first to see them. Stops with a message naming the
  /// path and the counts when the container holds no such item.
  ///
  /// ```swift
  /// let first = list.frameOfItem(at: ItemPath(row: 0, section: 0))
  /// ```
  ///
  /// - Complexity: O(log n) for n items.
  public func frameOfItem(at itemPath: ItemPath) -> LayoutRect {
    layout.frame(of: itemPath)
  }

  /// Whether the item at `itemPath` has its own height: a fixed height, a
  /// height its view gave when it was measured, or one it reported. `false`
  /// for a self-sizing item that still counts as the estimate, because it
  /// has not been on screen, or because a width change forgot its height.
  /// Stops with a message naming the path and the counts when the container
  /// holds no such item.
  ///
  /// - Complexity: O(1).
  public func isMeasured(itemAt itemPath: ItemPath) -> Bool {
    layout.isMeasured(itemPath)
  }
}
