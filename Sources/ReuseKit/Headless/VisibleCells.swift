/// The cells a headless container shows, by the path of their item.
///
/// Cells leave only through the registry, so every cell that goes off screen
/// is back in its pool for the next item. Every cell that starts showing an
/// item, and every cell that stops, is noted in ``changes``: a cell that
/// moves with its item or is configured again in place is neither.
@MainActor
struct VisibleCells {
  // MARK: - Internal

  /// The cells on screen.
  private(set) var byPath: [ItemPath: any ReusableCell] = [:]

  /// The cells that started or stopped showing an item in the current pass.
  var changes = DisplayChanges<ItemPath>()

  /// The cells that went back to their pools in the current layout pass,
  /// by the path of the item they showed: an item that comes back on screen
  /// within the pass takes its own cell back, if it is still free.
  private(set) var left: [ItemPath: any ReusableCell] = [:]

  /// The paths that have a cell, ascending.
  var paths: [ItemPath] { byPath.keys.sorted() }

  subscript(path: ItemPath) -> (any ReusableCell)? {
    get { byPath[path] }
    set {
      let old = byPath[path]
      byPath[path] = newValue
      if let old, old !== newValue { changes.end(old) }
      if let newValue, old !== newValue { changes.display(newValue, at: path) }
    }
  }

  /// The path of the item `cell` shows, or `nil` when it is not on screen.
  func path(of cell: any ReusableCell) -> ItemPath? {
    byPath.first { $0.value === cell }?.key
  }

  /// Returns every cell to `registry`.
  mutating func recycleAll(into registry: ReuseRegistry) {
    for cell in byPath.values {
      registry.recycle(cell)
      changes.end(cell)
    }
    byPath.removeAll()
  }

  /// Returns to `registry` the cells whose items are not in `wanted`,
  /// noting each in ``left``.
  mutating func recycle(outside wanted: Set<ItemPath>, into registry: ReuseRegistry) {
    for (path, cell) in byPath where !wanted.contains(path) {
      registry.recycle(cell)
      byPath[path] = nil
      left[path] = cell
      changes.end(cell)
    }
  }

  /// The cell that showed the item at `path` and left in the current pass,
  /// no longer noted as left.
  mutating func takeLeft(at path: ItemPath) -> (any ReusableCell)? { left.removeValue(forKey: path) }

  /// Forgets the cells that left: a pass begins or ends, after which paths may mean other items.
  mutating func forgetLeft() { left.removeAll() }

  /// Moves each cell to the path `destination` gives for its item, and
  /// returns to `registry` the cells whose items have none.
  mutating func move(into registry: ReuseRegistry, to destination: (ItemPath) -> ItemPath?) {
    var moved: [ItemPath: any ReusableCell] = [:]
    for (path, cell) in byPath {
      if let target = destination(path) {
        moved[target] = cell
      } else {
        registry.recycle(cell)
        changes.end(cell)
      }
    }
    byPath = moved
    changes.moveKeys(destination)
  }
}
