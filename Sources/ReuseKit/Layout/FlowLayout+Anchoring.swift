/// Where a viewport stands against the content: the pins a container holds
/// through a change, and the offsets that put them back.
extension FlowLayout {
  // MARK: - Package

  /// The first visible item of `viewport` (the first item ending below its
  /// top) and how far the viewport's top lies below that item's top; `nil`
  /// when no item ends below the top.
  ///
  /// - Complexity: O(log n + log s + c), plus the empty sections skipped.
  package func firstVisibleItem(in viewport: Viewport) -> (path: ItemPath, distance: Double)? {
    guard let item = engine.firstItem(endingAfter: viewport.offset) else { return nil }
    return (item, viewport.offset - frame(of: item).minY)
  }

  /// The pin of `viewport`: the end of the content when `sticksToBottom` and
  /// the viewport shows the end, and otherwise its first visible item.
  ///
  /// - Complexity: O(log n + log s + c).
  package func pin(for viewport: Viewport, sticksToBottom: Bool) -> ViewportPin {
    if sticksToBottom, isAtBottom(viewport) { return .bottom }
    guard let first = firstVisibleItem(in: viewport) else { return .offset(viewport.offset) }
    return .item(first.path, distance: first.distance)
  }

  // MARK: - Internal

  /// The pin for a viewport that goes from `old` to `new`: a scroll, a
  /// resize, or both.
  ///
  /// - A resize that keeps the offset, of a viewport that showed the end
  ///   while `sticksToBottom`, keeps the end in view, as when a keyboard
  ///   appears.
  /// - Otherwise the first item visible in `old` that is still visible in
  ///   `new` moves by exactly the scroll, so rows measured as they come into
  ///   view do not push the rows already on screen.
  /// - A scroll to the start of the content keeps the start in view.
  /// - A jump past every row that was visible pins `new`'s own first item.
  ///
  /// - Complexity: O(log n + log s + c).
  func pin(scrollingFrom old: Viewport, to new: Viewport, sticksToBottom: Bool) -> ViewportPin {
    if sticksToBottom, new.offset == old.offset ? isAtBottom(old) : isAtBottom(new) { return .bottom }
    // A scroll to the start of the content shows its start: a header
    // measured there as it comes into view pushes the rows down, not the
    // viewport away from it.
    if new.offset <= 0, old.offset > 0 { return .offset(0) }
    if let first = firstVisibleItem(in: old),
      frame(of: first.path).intersects(Viewport(width: new.width, height: new.height, offset: new.offset))
    {
      return .item(first.path, distance: first.distance + new.offset - old.offset)
    }
    return pin(for: new, sticksToBottom: false)
  }

  /// `pin` made to survive a reflow: an item pin keeps the share of the
  /// item's height above the viewport's top rather than a distance in points.
  ///
  /// - Complexity: O(log n + c).
  func reflowing(_ pin: ViewportPin) -> ViewportPin {
    guard case .item(let path, let distance) = pin else { return pin }
    let height = frame(of: path).height
    return .itemShare(path, share: height > 0 ? distance / height : 0)
  }

  /// The item `pin` holds, if any.
  func pinnedItem(of pin: ViewportPin) -> ItemPath? {
    switch pin {
    case .item(let path, _), .itemShare(let path, _), .aligned(let path, _):
      return engine.contains(path) ? path : nil
    case .bottom, .offset: return nil
    }
  }

  /// The offset at which `viewport` shows what `pin` holds, kept within the
  /// content as a scroll view rests.
  ///
  /// - Complexity: O(log n + c).
  package func offset(for pin: ViewportPin, in viewport: Viewport) -> Double {
    pin.offset(
      current: viewport.offset, viewportHeight: viewport.height, contentHeight: contentSize.height,
      frame: { engine.contains($0) ? frame(of: $0) : nil })
  }

  /// Whether `viewport` shows `edge` of the content, to half a point: its
  /// start for ``ContentEdge/top``, its end for ``ContentEdge/bottom``.
  ///
  /// - Complexity: O(log n).
  func shows(_ edge: ContentEdge, in viewport: Viewport) -> Bool {
    switch edge {
    case .top: viewport.offset <= 0.5
    case .bottom: isAtBottom(viewport)
    }
  }

  /// Whether `viewport` shows the end of the content, to half a point.
  ///
  /// - Complexity: O(log n).
  func isAtBottom(_ viewport: Viewport) -> Bool {
    ViewportPin.isAtBottom(offset: viewport.offset, viewportHeight: viewport.height, contentHeight: contentSize.height)
  }

  /// Applies the effect of a batch update (inserts, deletes, moves, reloads),
  /// carrying measured heights along, for a container that holds the
  /// reading position itself (``ReadingHold``). Pending reports are applied
  /// first, in the same pass. Each final section takes its layout from
  /// `layouts`, or without them from its source section, and its horizontal
  /// offset from its source.
  ///
  /// - Complexity: O(n + m + s) for n items after the update, m before and s
  ///   sections, plus O(k c) for each waterfall of k items in c columns.
  package mutating func apply(_ update: LayoutUpdate, layouts: [SectionLayout]? = nil) {
    if engine.applyPendingHeights() { layoutPassCount += 1 }
    _ = engine.apply(update, tracking: [], layouts: layouts)
    contentSizeMayHaveChanged()
  }

  /// Applies `update` as ``apply(_:layouts:)`` does, and returns the pin of
  /// `viewport`'s first visible item that survives and does not move, at its
  /// final path; the offset when none does.
  ///
  /// - Complexity: as ``apply(_:layouts:)``, plus O(v (log n + c)) for the v
  ///   items in the viewport.
  package mutating func apply(
    _ update: LayoutUpdate, layouts: [SectionLayout]? = nil, pinning viewport: Viewport
  ) -> ViewportPin {
    var candidates = visibleItems(in: viewport).filter { !update.movedItems.contains($0) }
    if candidates.isEmpty, let first = engine.firstItem(endingAfter: viewport.offset) { candidates = [first] }
    let distances = candidates.map { viewport.offset - frame(of: $0).minY }
    if engine.applyPendingHeights() { layoutPassCount += 1 }
    let destinations = engine.apply(update, tracking: candidates, layouts: layouts)
    contentSizeMayHaveChanged()
    guard let index = destinations.firstIndex(where: { $0 != nil }), let destination = destinations[index] else {
      return .offset(viewport.offset)
    }
    return .item(destination, distance: distances[index])
  }
}
