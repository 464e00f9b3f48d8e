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
