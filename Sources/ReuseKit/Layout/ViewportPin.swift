/// What a container keeps in place on screen while a change settles: the
/// reading position.
///
/// A pin is taken once, before a change, and held through every round of
/// measuring that follows: rows revealed above the anchor, rows revealed at
/// the bottom, late sizes. Each round puts the viewport back where the pin
/// says, so nothing measured later can push the anchored item.
///
/// Headless containers hold pins against their ``FlowLayout``; the UIKit
/// adapters hold the same pins against the frames UIKit reports, so both
/// decide the reading position the same way.
package enum ViewportPin: Equatable {
  /// The item stays `distance` above the viewport's top: the viewport's
  /// offset minus the item's top.
  case item(ItemPath, distance: Double)
  /// The item keeps the same share of its height above the viewport's top;
  /// used when every item reflows, after a change of width or text size.
  case itemShare(ItemPath, share: Double)
  /// The item stays at `position` in the viewport: where a scroll to the
  /// item puts it.
  case aligned(ItemPath, ScrollPosition)
  /// The end of the content stays at the viewport's bottom.
  case bottom
  /// The offset stays as it is; for a viewport with no item below its top.
  case offset(Double)
}

extension ViewportPin {
  // MARK: - Package

  /// The pin of the first of `candidates` (items before a change, in order,
  /// with their distances above the viewport's top) that `destination` maps
  /// to a path after the change; `nil` when none survives.
  package static func firstSurviving(
    _ candidates: [(path: ItemPath, distance: Double)], destination: (ItemPath) -> ItemPath?
  ) -> ViewportPin? {
    for candidate in candidates {
      if let path = destination(candidate.path) { return .item(path, distance: candidate.distance) }
    }
    return nil
  }

  /// Whether a viewport `viewportHeight` tall at `offset` shows the end of
  /// content `contentHeight` tall, to half a point.
  package static func isAtBottom(offset: Double, viewportHeight: Double, contentHeight: Double) -> Bool {
    offset >= max(0, contentHeight - viewportHeight) - 0.5
  }

  /// The offset at which a viewport `viewportHeight` tall shows what the pin
  /// holds, within `0...max(0, contentHeight - viewportHeight)`. `frame`
  /// gives an item's frame now, or `nil` when it does not exist; a pin on an
  /// item that is gone keeps `current`.
  package func offset(
    current: Double, viewportHeight: Double, contentHeight: Double, frame: (ItemPath) -> LayoutRect?
  ) -> Double {
    let wanted: Double
    switch self {
    case .item(let path, let distance): wanted = frame(path).map { $0.minY + distance } ?? current
    case .itemShare(let path, let share): wanted = frame(path).map { $0.minY + share * $0.height } ?? current
    case .aligned(let path, let position):
      wanted =
        frame(path).map { frame in
          switch position {
          case .top: frame.minY
          case .center: frame.minY + (frame.height - viewportHeight) / 2
          case .bottom: frame.maxY - viewportHeight
          }
        } ?? current
    case .bottom: wanted = .infinity
    case .offset(let offset): wanted = offset
    }
    return min(max(0, wanted), max(0, contentHeight - viewportHeight))
  }
}

extension FlowLayout {
  // MARK: - Internal

  /// The pin of `viewport`: the end of the content when `sticksToBottom` and
  /// the viewport shows the end, and otherwise its first visible item.
  ///
  /// - Complexity: O(log n + log s + c).
  func pin(for viewport: Viewport, sticksToBottom: Bool) -> ViewportPin {
    if sticksToBottom, isAtBottom(viewport) { return .bottom }
    let anchor = anchor(for: viewport)
    guard let item = anchor.item else { return .offset(viewport.offset) }
    return .item(item, distance: anchor.distance)
  }

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
    let anchor = anchor(for: old)
    if let item = anchor.item,
      frame(of: item).intersects(Viewport(width: new.width, height: new.height, offset: new.offset))
    {
      return .item(item, distance: anchor.distance + new.offset - old.offset)
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
  func offset(for pin: ViewportPin, in viewport: Viewport) -> Double {
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

  /// Changes the width without moving the viewport; the caller restores its pin.
  ///
  /// - Complexity: as ``setWidth(_:anchoring:)``.
  mutating func setWidth(_ newWidth: Double) {
    width = newWidth
    engine.setWidth(newWidth)
    contentSizeMayHaveChanged()
  }

  /// Puts every self-sizing item back to its estimate, to be measured again,
  /// as after a change of text size; the caller restores its pin.
  ///
  /// - Complexity: O(n + s).
  mutating func invalidateMeasuredHeights() {
    guard engine.geometries.contains(where: \.itemHeight.isSelfSizing) else { return }
    engine.invalidateMeasuredHeights()
    contentSizeMayHaveChanged()
  }

  /// Applies the reported heights as one layout pass, without moving the
  /// viewport; the caller restores its pin.
  ///
  /// - Complexity: O(k (log n + c)) for k reports.
  mutating func applyReportedHeights() {
    guard engine.applyPendingHeights() else { return }
    layoutPassCount += 1
    contentSizeMayHaveChanged()
  }

  /// Records measured heights without moving the viewport; a `nil` height
  /// keeps the estimate and marks the item measured.
  ///
  /// - Complexity: O(m (log n + c)) for m items.
  mutating func recordMeasuredHeights(_ heights: [(path: ItemPath, height: Double?)]) {
    for (path, height) in heights {
      engine.setHeight(height ?? engine.heights[engine.flatIndex(of: path)], of: path, measured: true)
    }
    contentSizeMayHaveChanged()
  }
}
