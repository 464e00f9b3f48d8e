/// What a table view and a collection view keep of the user's interaction:
/// selection settings, editing, data prefetching and an interactive move.
/// The selected paths themselves live in ``ModelItemEngine``, which carries
/// them through batch updates.
struct ModelInteraction {
  var allowsSelection = true
  var allowsMultipleSelection = false
  var isEditing = false
  var allowsSelectionDuringEditing = false
  /// The row the user swiped to show its Delete button, if any.
  var swipedRow: IndexPath?
  /// The swipe actions open on a row or an item, and how many swipes began.
  var openSwipe: ModelOpenSwipe?
  var swipeSessions = 0
  /// The context menu open on rows or items.
  var openMenu: ModelOpenMenu?
  /// The iOS version whose context-menu delegate methods a collection view calls.
  var menuSystemVersion = 16
  var allowsMultipleSelectionDuringEditing = false
  var isPrefetchingEnabled = true
  /// Rows or items the prefetch data source was told about and not yet
  /// shown or cancelled.
  var prefetched: Set<IndexPath> = []
  /// The content offset at the last prefetch update, and the last direction
  /// of scrolling (down unless the view last scrolled up).
  var lastOffsetY: CGFloat = 0
  var scrollsUp = false
  /// The table's section index titles, read at `reloadData()`.
  var indexTitles: [String]?
  /// A collection view's interactive movement: where the item started and where it is now.
  var movement: (original: IndexPath, current: IndexPath)?
  /// The row a person holds by its reorder control, not dropped yet.
  var reordering: IndexPath?
  /// The row or item a finger is down on, and whether the view highlighted it.
  var touch: (path: IndexPath, isHighlighted: Bool)?

  /// Traps when a person's reorder or movement is under way: the view has
  /// uncommitted updates (see `UITableView.hasUncommittedUpdates`).
  @MainActor
  func checkNoUncommittedUpdates(_ call: String) {
    guard reordering != nil || movement != nil else { return }
    modelRaise(
      "UIKit model: \(call) while the view has uncommitted updates (a reorder in progress); "
        + "avoid it while hasUncommittedUpdates is true")
  }

  /// Model only: how far ahead, in screens, the model prefetches in the
  /// direction of scrolling. Apple documents no distance
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching:
  /// "the table view calls this method as the user scrolls").
  static let prefetchScreens: CGFloat = 1

  /// Updates the prefetched set for a layout whose rows or items have
  /// `frames`, with `visible` on screen and `shown` displayed: returns the
  /// paths to prefetch (ahead in the scroll direction, not shown, not yet
  /// prefetched) and those to cancel (prefetched, out of the range, never shown).
  ///
  /// With `nearestFirst` (a table), the paths to prefetch are ordered by
  /// their distance from the visible area: "The first index path corresponds
  /// to the row closest to the visible area, and the last index path
  /// corresponds to the row furthest from the visible area"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:));
  /// otherwise in path order, as the collection view's documentation says nothing of order.
  mutating func updatePrefetching(
    frames: [IndexPath: CGRect], visible: CGRect, shown: Set<IndexPath>, nearestFirst: Bool = false
  ) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
    if visible.minY != lastOffsetY { scrollsUp = visible.minY < lastOffsetY }
    lastOffsetY = visible.minY
    let distance = visible.height * ModelInteraction.prefetchScreens
    let top = scrollsUp ? visible.minY - distance : visible.maxY
    let wanted = Set(
      frames.filter { !shown.contains($0.key) && $0.value.maxY > top && $0.value.minY < top + distance }.keys)
    func gap(_ path: IndexPath) -> CGFloat {
      guard let frame = frames[path] else { return .infinity }
      return frame.minY >= visible.maxY ? frame.minY - visible.maxY : max(0, visible.minY - frame.maxY)
    }
    let prefetch = wanted.subtracting(prefetched).sorted {
      guard nearestFirst, gap($0) != gap($1) else { return $0 < $1 }
      return gap($0) < gap($1)
    }
    let cancel = prefetched.subtracting(wanted).subtracting(shown).sorted()
    prefetched = wanted
    return (prefetch, cancel)
  }
}

/// The selection logic a table view and a collection view share.
extension ModelItemEngine {
  /// A touch on the item at `path`, as UIKit handles it: in multiple
  /// selection a touch on a selected item deselects it; otherwise the
  /// delegate may redirect or refuse the selection (`willSelect` returns the
  /// path to select, or `nil`), the other selected items are deselected in
  /// single selection, each through `willDeselect` and `didDeselect`, and the
  /// item is selected and `didSelect` called. `show` updates the cells.
  func userTap(
    _ path: IndexPath, multiple: Bool, willSelect: (IndexPath) -> IndexPath?,
    willDeselect: (IndexPath) -> IndexPath?, didSelect: (IndexPath) -> Void, didDeselect: (IndexPath) -> Void,
    show: () -> Void
  ) {
    func deselect(_ old: IndexPath) {
      guard let target = willDeselect(old) else { return }
      selected.remove(target)
      show()
      didDeselect(target)
    }
    if multiple, selected.contains(path) {
      deselect(path)
      return
    }
    guard let target = willSelect(path) else { return }
    if !multiple {
      for other in selected.sorted() where other != target { deselect(other) }
    }
    selected.insert(target)
    show()
    didSelect(target)
  }

  /// The selection after selecting `path` from code.
  func selecting(_ path: IndexPath, multiple: Bool) -> Set<IndexPath> {
    multiple ? selected.union([path]) : [path]
  }

  /// Traps with a model message unless `path` names an item of the view.
  func checkExists(_ path: IndexPath, in view: String) {
    loadCountsIfNeeded()
    guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item) else {
      modelRaise("\(view): invalid index path \(ModelBatchCheck.describe(path)) (UIKit model text)")
    }
  }
}
