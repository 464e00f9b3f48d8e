extension DiffableDataSource {
  /// The items a container expects to show soon, by identity, so that the
  /// app can load their data ahead: UIKit's `prefetchDataSource`. Get it
  /// from ``DiffableDataSource/prefetching``.
  ///
  /// ```swift
  /// dataSource.prefetching.prefetchItems = { photos in loader.start(photos) }
  /// dataSource.prefetching.cancelPrefetchingItems = { photos in loader.cancel(photos) }
  /// ```
  ///
  /// Each item is prefetched once until it is shown or cancelled. A
  /// headless container prefetches ``HeadlessContainer/prefetchDistance``
  /// screens ahead in the direction of each scroll, and cancels the items
  /// that leave that range without being shown; a UIKit view prefetches
  /// as UIKit decides.
  @MainActor
  public final class Prefetching {
    // MARK: - Lifecycle

    init() {}

    // MARK: - Public

    /// Called with the items the container will soon show.
    public var prefetchItems: (([Item]) -> Void)?
    /// Called with prefetched items the container no longer expects to show soon.
    public var cancelPrefetchingItems: (([Item]) -> Void)?

    /// The identities of the items prefetched and neither shown nor cancelled yet.
    package var prefetchedIDs: Set<Item.DiffIdentifier> { Set(prefetched.keys) }

    // MARK: - Internal

    /// Whether the app listens: a container need not work out what to prefetch otherwise.
    var isListening: Bool { prefetchItems != nil || cancelPrefetchingItems != nil }

    /// The container expects to show `items` soon; those `displayed` are
    /// on screen already.
    func prefetch(_ items: [Item], displayed: Set<Item.DiffIdentifier>) {
      var new: [Item] = []
      for item in items {
        guard !displayed.contains(item.diffIdentifier),
          prefetched.updateValue(item, forKey: item.diffIdentifier) == nil
        else { continue }
        new.append(item)
      }
      if !new.isEmpty { prefetchItems?(new) }
    }

    /// The container no longer expects to show `items` soon.
    func cancel(_ items: [Item]) {
      let cancelled = items.compactMap { prefetched.removeValue(forKey: $0.diffIdentifier) }
      if !cancelled.isEmpty { cancelPrefetchingItems?(cancelled) }
    }

    /// The container expects to show exactly `items` soon: the prefetched
    /// items outside them are cancelled, the new ones prefetched.
    func setRange(_ items: [Item], displayed: Set<Item.DiffIdentifier>) {
      let wanted = Set(items.map(\.diffIdentifier))
      let left = prefetched.filter { !wanted.contains($0.key) }
      for id in left.keys { prefetched[id] = nil }
      if !left.isEmpty { cancelPrefetchingItems?(Array(left.values)) }
      prefetch(items, displayed: displayed)
    }

    /// The items came on screen: they no longer wait as prefetches.
    func itemsDisplayed(_ items: [Item]) {
      for item in items { prefetched[item.diffIdentifier] = nil }
    }

    // MARK: - Private

    /// The items prefetched and neither shown nor cancelled, by identity.
    private var prefetched: [Item.DiffIdentifier: Item] = [:]
  }
}
