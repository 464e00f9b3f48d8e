/// The reading position held across the several batch updates of one apply:
/// the items visible before the first batch, followed through every batch,
/// so that the first of them that survives them all keeps its place, even
/// when an earlier batch revealed other rows above it.
package struct ReadingHold {
  // MARK: - Lifecycle

  /// Holds `candidates`, the visible items in order with their distances
  /// above the viewport's top (offset minus top), or the end of the content
  /// when `atBottom`.
  package init(candidates: [(path: ItemPath, distance: Double)], atBottom: Bool) {
    self.candidates = candidates
    self.atBottom = atBottom
  }

  /// The hold of `viewport`, over content `contentHeight` tall, decided the
  /// same way for every container: of `visibleItems`, in order and framed by
  /// `frame`, those whose frames end below the viewport's top, with their
  /// distances above it; and the end of the content when `sticksToBottom`
  /// and the viewport shows it.
  ///
  /// - Complexity: O(v) frames read, for the v visible items.
  package init(
    visibleItems: [ItemPath], frame: (ItemPath) -> LayoutRect?, viewport: Viewport, contentHeight: Double,
    sticksToBottom: Bool
  ) {
    let candidates = visibleItems.compactMap { path in
      frame(path).flatMap { $0.maxY > viewport.offset ? (path: path, distance: viewport.offset - $0.minY) : nil }
    }
    let atBottom =
      sticksToBottom
      && ViewportPin.isAtBottom(offset: viewport.offset, viewportHeight: viewport.height, contentHeight: contentHeight)
    self.init(candidates: candidates, atBottom: atBottom)
  }

  // MARK: - Package

  /// Follows the held items through one batch, in which the items
  /// `movesAway` names (paths before it) move away, and never anchor, and
  /// `destination` takes every other item to its path after the batch, or
  /// deletes it (`nil`); returns the pin after the batch, or `nil` when no
  /// held item is left.
  package mutating func follow(
    movesAway: (ItemPath) -> Bool, destination: (ItemPath) -> ItemPath?
  ) -> ViewportPin? {
    candidates = candidates.compactMap { candidate in
      movesAway(candidate.path) ? nil : destination(candidate.path).map { (path: $0, distance: candidate.distance) }
    }
    if atBottom { return .bottom }
    return candidates.first.map { .item($0.path, distance: $0.distance) }
  }

  // MARK: - Private

  private var candidates: [(path: ItemPath, distance: Double)]
  private let atBottom: Bool
}
