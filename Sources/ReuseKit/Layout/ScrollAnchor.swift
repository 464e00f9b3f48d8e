/// The item that pins a viewport to the content: the first item whose frame
/// ends below the viewport's top, and how far the viewport's top lies below
/// that item's top.
///
/// Take an anchor before a change, and restore it after: the item then stays
/// at the same position on screen, and the content offset absorbs every
/// change above it.
///
/// <!-- compile: prelude list-layout -->
/// ```swift
/// let anchor = layout.anchor(for: viewport)
/// layout.setHeight(120, for: ItemPath(item: 3, section: 0))
/// viewport.offset = layout.offset(restoring: anchor)
/// ```
package struct ScrollAnchor: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates an anchor on `item`, `distance` above the viewport's top;
  /// `offset` is the viewport's offset when the anchor was taken.
  package init(item: ItemPath?, distance: Double, offset: Double) {
    self.item = item
    self.distance = distance
    self.offset = offset
  }

  // MARK: - Public

  /// The anchored item, or `nil` when no item ends below the viewport's top.
  package var item: ItemPath?
  /// The viewport's offset minus the item's top, when the anchor was taken.
  package var distance: Double
  /// The viewport's offset when the anchor was taken; restored as it is when
  /// there is no item.
  package var offset: Double
}
