/// What a container keeps in place on screen while a change settles: the
/// reading position.
///
/// A pin is taken once, before a change, and held through every round of
/// measuring that follows: rows revealed above the anchor, rows revealed at
/// the bottom, late sizes. Each round puts the viewport back where the pin
/// says, so nothing measured later can push the anchored item.
enum ViewportPin: Equatable {
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
    let wanted: Double
    switch pin {
    case .item(let path, let distance):
      wanted = engine.contains(path) ? frame(of: path).minY + distance : viewport.offset
    case .itemShare(let path, let share):
      guard engine.contains(path) else {
        wanted = viewport.offset
        break
      }
      let frame = frame(of: path)
      wanted = frame.minY + share * frame.height
    case .aligned(let path, let position):
      guard engine.contains(path) else {
        wanted = viewport.offset
        break
      }
      let frame = frame(of: path)
      switch position {
      case .top: wanted = frame.minY
      case .center: wanted = frame.minY + (frame.height - viewport.height) / 2
      case .bottom: wanted = frame.maxY - viewport.height
      }
    case .bottom: wanted = .infinity
    case .offset(let offset): wanted = offset
    }
    return clampedOffset(wanted, viewportHeight: viewport.height)
  }

  /// Whether `viewport` shows the end of the content, to half a point.
  ///
  /// - Complexity: O(log n).
  func isAtBottom(_ viewport: Viewport) -> Bool {
    viewport.offset >= maximumOffset(viewportHeight: viewport.height) - 0.5
  }

  /// The largest offset a viewport `viewportHeight` tall can rest at.
  ///
  /// - Complexity: O(log n).
  func maximumOffset(viewportHeight: Double) -> Double { max(0, contentSize.height - viewportHeight) }

  /// `offset` kept within the content.
  func clampedOffset(_ offset: Double, viewportHeight: Double) -> Double {
    min(max(0, offset), maximumOffset(viewportHeight: viewportHeight))
  }

  /// Changes the width without moving the viewport; the caller restores its pin.
  ///
  /// - Complexity: as ``setWidth(_:anchoring:)``.
  mutating func setWidth(_ newWidth: Double) {
    width = newWidth
    engine.setMetrics(arrangement.columns(forWidth: newWidth))
    contentSizeMayHaveChanged()
  }

  /// Puts every self-sizing item back to its estimate, to be measured again,
  /// as after a change of text size; the caller restores its pin.
  ///
  /// - Complexity: O(n + s).
  mutating func invalidateMeasuredHeights() {
    guard arrangement.itemHeight.isSelfSizing else { return }
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

  /// Applies `update` and returns the pin that keeps `viewport`'s first
  /// visible surviving item in place; the end of the content when
  /// `sticksToBottom` and `viewport` shows it.
  ///
  /// - Complexity: as ``apply(_:anchoring:)``.
  mutating func apply(_ update: LayoutUpdate, pinning viewport: Viewport, sticksToBottom: Bool) -> ViewportPin {
    let atBottom = sticksToBottom && isAtBottom(viewport)
    let pin = apply(update, pinning: viewport)
    return atBottom ? .bottom : pin
  }
}
