extension DiffableDataSource {
  /// What the container shows and will soon show, by identity: the app
  /// hears when an item's cell, or a section's header or footer, comes on
  /// screen and when it leaves, and which items the container expects to
  /// show soon, so that it can load their data ahead (UIKit's
  /// `prefetchDataSource`). Get it from ``DiffableDataSource/display``.
  ///
  /// <!-- compile: prelude videos -->
  /// ```swift
  /// dataSource.display.willDisplayItem = { video in player.preload(video) }
  /// dataSource.display.didEndDisplayingItem = { video in player.stop(video) }
  /// dataSource.display.prefetchItems = { photos in loader.start(photos) }
  /// dataSource.display.cancelPrefetchingItems = { photos in loader.cancel(photos) }
  /// ```
  ///
  /// An item is told it ended with the item it showed, even when an apply
  /// deleted or replaced it: the data source remembers which item each
  /// cell shows. An item that stays on screen neither ends nor starts: when
  /// its cell moves with it, is configured again in place, or, on a
  /// headless container, is replaced within one update (a reload). A UIKit
  /// view reports what its delegate hears.
  ///
  /// Each item is prefetched once until it is shown or cancelled. A
  /// headless container prefetches ``HeadlessContainer/prefetchDistance``
  /// screens ahead in the direction of each scroll, and cancels the items
  /// that leave that range without being shown; a UIKit view prefetches
  /// as UIKit decides.
  @MainActor
  public final class Display {
    // MARK: - Lifecycle

    init() {}

    // MARK: - Public

    /// Called when a cell starts showing an item.
    public var willDisplayItem: ((Item) -> Void)?
    /// Called when a cell stops showing its item: it scrolled away, or the
    /// item was deleted or reloaded.
    public var didEndDisplayingItem: ((Item) -> Void)?
    /// Called when a header or footer view starts showing a section.
    public var willDisplaySupplementaryView: ((ElementKind, Section) -> Void)?
    /// Called when a header or footer view stops showing its section.
    public var didEndDisplayingSupplementaryView: ((ElementKind, Section) -> Void)?
    /// Called with the items the container will soon show.
    public var prefetchItems: (([Item]) -> Void)?
    /// Called with prefetched items the container no longer expects to show soon.
    public var cancelPrefetchingItems: (([Item]) -> Void)?

    /// The identities of the items that have a cell on screen.
    ///
    /// - Complexity: O(k) for k cells on screen.
    package var displayedIDs: Set<Item.DiffIdentifier> { Set(shownItems.values.map(\.diffIdentifier)) }

    /// The identities of the items prefetched and neither shown nor cancelled yet.
    package var prefetchedIDs: Set<Item.DiffIdentifier> { Set(prefetched.keys) }

    // MARK: - Internal

    /// Whether the app listens for prefetching: a container need not work
    /// out what to prefetch otherwise.
    var isPrefetching: Bool { prefetchItems != nil || cancelPrefetchingItems != nil }

    /// Cells stopped showing their items, and cells started showing
    /// items; an item that both ends and starts, in another cell, stays
    /// shown without a callback. The items that came on screen no longer
    /// wait as prefetches.
    func cells(ended: [ObjectIdentifier], displayed: [(item: Item, view: ObjectIdentifier)]) {
      var endedItems = ended.compactMap { shownItems.removeValue(forKey: $0) }
      var shown: [Item] = []
      for (item, cell) in displayed {
        if let previous = shownItems.updateValue(item, forKey: cell) {
          guard previous.diffIdentifier != item.diffIdentifier else { continue }
          endedItems.append(previous)
        }
        shown.append(item)
      }
      let stayed = Set(endedItems.map(\.diffIdentifier)).intersection(shown.map(\.diffIdentifier))
      for item in endedItems where !stayed.contains(item.diffIdentifier) { didEndDisplayingItem?(item) }
      let new = shown.filter { !stayed.contains($0.diffIdentifier) }
      for item in new { willDisplayItem?(item) }
      for item in new { prefetched[item.diffIdentifier] = nil }
    }

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
    func cancelPrefetching(_ items: [Item]) {
      let cancelled = items.compactMap { prefetched.removeValue(forKey: $0.diffIdentifier) }
      if !cancelled.isEmpty { cancelPrefetchingItems?(cancelled) }
    }

    /// Header and footer views stopped showing their sections, and views
    /// started showing the header or footer of sections.
    func views(ended: [ObjectIdentifier], displayed: [(shown: Shown, view: ObjectIdentifier)]) {
      var endedViews = ended.compactMap { shownSections.removeValue(forKey: $0) }
      var shown: [Shown] = []
      for (new, view) in displayed {
        if let previous = shownSections.updateValue(new, forKey: view) {
          guard previous != new else { continue }
          endedViews.append(previous)
        }
        shown.append(new)
      }
      let stayed = Set(endedViews).intersection(shown)
      for view in endedViews where !stayed.contains(view) {
        didEndDisplayingSupplementaryView?(view.kind, view.section)
      }
      for view in shown where !stayed.contains(view) { willDisplaySupplementaryView?(view.kind, view.section) }
    }

    /// A header or footer on screen: its kind and its section.
    struct Shown: Hashable {
      let kind: ElementKind
      let section: Section

      static func == (lhs: Shown, rhs: Shown) -> Bool {
        lhs.kind == rhs.kind && lhs.section.diffIdentifier == rhs.section.diffIdentifier
      }

      func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(section.diffIdentifier)
      }
    }

    // MARK: - Private

    /// The item each cell on screen shows.
    private var shownItems: [ObjectIdentifier: Item] = [:]
    /// The section each header or footer view on screen shows.
    private var shownSections: [ObjectIdentifier: Shown] = [:]
    /// The items prefetched and neither shown nor cancelled, by identity.
    private var prefetched: [Item.DiffIdentifier: Item] = [:]
  }
}
