extension FlowLayout {
  // MARK: - Public

  /// Calls `handler` with `observer` and the new content size whenever a
  /// change to this layout changes its content size, at most once per change.
  ///
  /// The layout holds `observer` weakly and hands it to `handler`, so the
  /// handler needs no `[weak self]`; when `observer` goes away, so does the
  /// registration. The handler runs inside the change: it gets the size and
  /// must not use the layout itself.
  ///
  /// <!-- compile: prelude list-layout -->
  /// ```swift
  /// layout.addContentSizeObserver(popover) { owner, size in owner.preferredHeight = size.height }
  /// ```
  ///
  /// - Complexity: amortized O(1); each later change then costs O(log n + k) for k observers.
  package mutating func addContentSizeObserver<Observer: AnyObject>(
    _ observer: Observer, handler: @escaping (Observer, LayoutSize) -> Void
  ) {
    if observers.isEmpty { notifiedSize = contentSize }
    observers.add(observer, handler: handler)
  }

  /// Stops calling the handlers of `observer`.
  ///
  /// - Complexity: O(k) for k observers.
  package mutating func removeContentSizeObserver<Observer: AnyObject>(_ observer: Observer) {
    observers.remove(observer)
  }
}
