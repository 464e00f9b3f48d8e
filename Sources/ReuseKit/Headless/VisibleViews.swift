/// What a view a headless container shows is found by: the path of a
/// cell's item, or the kind and section of a header or footer.
protocol VisibleViewKey: Hashable {
  /// The kind the view was dequeued as, whose pool it goes back to.
  var kind: ElementKind { get }
}

extension ItemPath: VisibleViewKey {
  var kind: ElementKind { .cell }
}

extension SupplementaryKey: VisibleViewKey {
  /// Whether it is a footer, as the layout engine counts them.
  var isFooter: Bool { kind == .footer }
}

/// The views of one kind a headless container shows, by key: its cells by
/// their items' paths, or its headers and footers by section.
///
/// Views leave only through the registry, so every view that goes off
/// screen is back in its pool for the next item. Every view that starts
/// showing something, and every view that stops, is noted in ``changes``: a
/// view that moves with its item or is configured again in place is neither.
@MainActor
struct VisibleViews<Key: VisibleViewKey> {
  // MARK: - Internal

  /// The views on screen.
  private(set) var byKey: [Key: any ReusableCell] = [:]

  /// The views that started or stopped showing something in the current pass.
  var changes = Changes()

  subscript(key: Key) -> (any ReusableCell)? {
    get { byKey[key] }
    set {
      let old = byKey[key]
      byKey[key] = newValue
      if let old, old !== newValue { changes.end(old) }
      if let newValue, old !== newValue { changes.display(newValue, at: key) }
    }
  }

  /// The key of `view`, or `nil` when it is not on screen.
  func key(of view: any ReusableCell) -> Key? {
    byKey.first { $0.value === view }?.key
  }

  /// Returns every view to `registry`.
  mutating func recycleAll(into registry: ReuseRegistry) {
    for (key, view) in byKey {
      registry.recycle(view, as: key.kind)
      changes.end(view)
    }
    byKey.removeAll()
  }

  /// Returns to `registry` the views whose keys are not in `wanted`,
  /// noting each as left.
  mutating func recycle(outside wanted: Set<Key>, into registry: ReuseRegistry) {
    for (key, view) in byKey where !wanted.contains(key) {
      registry.recycle(view, as: key.kind)
      byKey[key] = nil
      left[key] = view
      changes.end(view)
    }
  }

  /// The view that showed `key` and left in the current pass, no longer
  /// noted as left: an item that comes back on screen within the pass takes
  /// its own cell back, if it is still free.
  mutating func takeLeft(at key: Key) -> (any ReusableCell)? { left.removeValue(forKey: key) }

  /// Forgets the views that left: a pass begins or ends, after which keys
  /// may mean other items.
  mutating func forgetLeft() { left.removeAll() }

  /// Moves each view to the key `destination` gives, and returns to
  /// `registry` the views that have none.
  mutating func move(into registry: ReuseRegistry, to destination: (Key) -> Key?) {
    var moved: [Key: any ReusableCell] = [:]
    for (key, view) in byKey {
      if let target = destination(key) {
        moved[target] = view
      } else {
        registry.recycle(view, as: key.kind)
        changes.end(view)
      }
    }
    byKey = moved
    changes.moveKeys(destination)
  }

  // MARK: - Private

  /// The views that went back to their pools in the current pass, by key.
  private var left: [Key: any ReusableCell] = [:]
}

extension VisibleViews where Key == ItemPath {
  /// The paths that have a cell, ascending.
  var paths: [ItemPath] { byKey.keys.sorted() }
}

extension VisibleViews {
  /// The views that started or stopped showing something during one pass,
  /// each by its last change, announced once the pass ends: a view recycled
  /// and dequeued again within the pass (while rows are measured in rounds)
  /// is announced once, by where it ends up, and the data source's callbacks
  /// never run in the middle of the container's own mutation.
  struct Changes {
    // MARK: - Internal

    /// `view` starts showing what `key` names.
    mutating func display(_ view: AnyObject, at key: Key) { note(ObjectIdentifier(view), key) }

    /// `view` stopped showing what it showed.
    mutating func end(_ view: AnyObject) { note(ObjectIdentifier(view), nil) }

    /// Moves the keys of the views that start showing something with
    /// `destination`, as their items move in a batch update.
    mutating func moveKeys(_ destination: (Key) -> Key?) {
      for (view, key) in last { if let key { last[view] = destination(key) } }
    }

    /// The views that ended, then the views that started showing something
    /// and where, each in the order it first changed; and forgets them.
    mutating func take() -> (ended: [ObjectIdentifier], displayed: [(view: ObjectIdentifier, key: Key)]) {
      defer { (order, last) = ([], [:]) }
      var ended: [ObjectIdentifier] = []
      var displayed: [(view: ObjectIdentifier, key: Key)] = []
      for view in order {
        if let key = last[view] ?? nil { displayed.append((view, key)) } else { ended.append(view) }
      }
      return (ended, displayed)
    }

    // MARK: - Private

    /// The views in the order they first changed.
    private var order: [ObjectIdentifier] = []
    /// Each view's last change: where it shows, or `nil` once it ended.
    private var last: [ObjectIdentifier: Key?] = [:]

    private mutating func note(_ view: ObjectIdentifier, _ key: Key?) {
      if last.updateValue(key, forKey: view) == nil { order.append(view) }
    }
  }
}
