/// Where items are, for tests that check an app's sizing: frames in content
/// coordinates, and whether a self-sizing item has been measured yet.
extension HeadlessContainer {
  // MARK: - Public

  /// The frame of the item at `itemPath`, in content coordinates: the
  /// viewport's ``Viewport/offset`` is the content's y at its top edge.
  ///
  /// Size reports that wait for the next layout pass are not in it yet; call
  /// ``layoutIfNeeded()`` first to see them.
  ///
  /// <!-- compile: prelude messages -->
  /// ```swift
  /// let first = list.frameOfItem(at: ItemPath(row: 0, section: 0))
  /// ```
  ///
  /// - Precondition: The container holds an item at `itemPath`; otherwise
  ///   this stops with a message naming the call, the path and the counts:
  ///   "HeadlessList.frameOfItem(at:): item {length = 2, path = 0 - 99} is
  ///   out of range: section 0 holds 5 items".
  /// - Complexity: O(log n) for n items.
  public func frameOfItem(at itemPath: ItemPath) -> LayoutRect {
    checkItem(itemPath)
    return layout.frame(of: itemPath)
  }

  /// Whether the item at `itemPath` has its own height: a fixed height, a
  /// height its view gave when it was measured, or one it reported. `false`
  /// for a self-sizing item that still counts as the estimate, because it
  /// has not been on screen, or because a width change forgot its height.
  ///
  /// - Precondition: The container holds an item at `itemPath`; otherwise
  ///   this stops with a message naming the call, the path and the counts.
  /// - Complexity: O(1).
  public func isMeasured(itemAt itemPath: ItemPath) -> Bool {
    checkItem(itemPath)
    return layout.isMeasured(itemPath)
  }

  // MARK: - Internal

  /// Stops, naming `call`, `itemPath` and the counts of the layout, unless
  /// the container holds that item.
  func checkItem(_ itemPath: ItemPath, call: String = #function) {
    guard !layout.engine.contains(itemPath) else { return }
    fatalError("\(Self.name).\(call): item \(itemPath) is out of range: \(layout.engine.describe(itemPath))")
  }
}
