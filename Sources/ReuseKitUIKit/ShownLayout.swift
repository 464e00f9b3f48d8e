#if canImport(UIKit)
  import ReuseKit

  /// A table or collection view as the adapter last saw it laid out: its
  /// viewport, its content's height, and the frames of the items that had
  /// cells. UIKit lays the rows out at a new width before the adapter hears
  /// of it, so the reading position before a rotation is read from here.
  struct ShownLayout {
    /// The viewport then, at the old width.
    var viewport: Viewport
    /// The content's height then.
    var contentHeight: Double
    /// The frames of the items that had cells, visible or prepared.
    var frames: [ItemPath: LayoutRect]

    /// The region that an offset of `offset` showed in this layout: UIKit
    /// keeps the numeric offset through a change of width, so the offset
    /// read after it, against these frames, names the item that was at
    /// the top even when a person scrolled since this layout was kept
    /// without a row coming into view.
    ///
    /// - Complexity: O(c log c), for the c frames kept.
    func region(atOffset offset: Double) -> VisibleRegion {
      var shown = viewport
      shown.offset = offset
      return VisibleRegion(
        viewport: shown, contentHeight: contentHeight, visibleItems: frames.keys.sorted(), frame: { frames[$0] })
    }
  }
#endif
