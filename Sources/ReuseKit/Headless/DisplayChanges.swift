/// The views of a headless container that started or stopped showing
/// something during one pass, each by its last change, announced once the
/// pass ends: a view recycled and dequeued again within the pass (while
/// rows are measured in rounds) is announced once, by where it ends up, and
/// the data source's callbacks never run in the middle of the container's
/// own mutation.
struct DisplayChanges<Key> {
  // MARK: - Internal

  /// `view` starts showing what `key` names.
  mutating func display(_ view: AnyObject, at key: Key) { note(ObjectIdentifier(view), key) }

  /// `view` stopped showing what it showed.
  mutating func end(_ view: AnyObject) { note(ObjectIdentifier(view), nil) }

  /// Moves the keys of the views that start showing something with `destination`,
  /// as their items move in a batch update.
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
