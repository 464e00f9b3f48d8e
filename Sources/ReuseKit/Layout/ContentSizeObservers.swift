/// The objects that follow a layout's content size, each with its handler.
///
/// Observers are held weakly and handed back to their handler, so a handler
/// needs no `[weak self]`; an observer that goes away is dropped.
struct ContentSizeObservers {
  // MARK: - Internal

  /// Whether no observer is registered.
  var isEmpty: Bool { entries.isEmpty }

  /// Adds `observer`, whose `handler` runs on every change.
  mutating func add<Observer: AnyObject>(_ observer: Observer, handler: @escaping (Observer, LayoutSize) -> Void) {
    entries.append(
      Entry(observer: observer) { object, size in handler(unsafeDowncast(object, to: Observer.self), size) })
  }

  /// Removes every registration of `observer`.
  mutating func remove(_ observer: AnyObject) {
    entries.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// Calls every live observer's handler with `size`.
  mutating func notify(_ size: LayoutSize) {
    entries.removeAll { $0.observer == nil }
    for entry in entries {
      if let observer = entry.observer { entry.handler(observer, size) }
    }
  }

  // MARK: - Private

  private struct Entry {
    weak var observer: AnyObject?
    let handler: (AnyObject, LayoutSize) -> Void
  }

  private var entries: [Entry] = []
}
