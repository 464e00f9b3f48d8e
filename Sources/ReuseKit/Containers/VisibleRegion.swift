/// What a container shows of its content after a pass: its viewport, how
/// tall the content is, and the item that anchors the reading position, in
/// the paths of the ``ContainerContent`` it shows. A container reports it
/// with ``ContainerEvent/visibleRegionChanged(_:)``; a data source's
/// ``DiffableDataSource/Paging`` reads how far each end is, and
/// ``DiffableDataSource/Scrolling/readingPosition`` the anchor.
public struct VisibleRegion: Hashable, Sendable {
  // MARK: - Lifecycle

  /// The region `viewport` shows of content `contentHeight` tall, decided
  /// the same way for every container: its anchor is the first of
  /// `visibleItems`, in order and framed by `frame`, whose frame ends below
  /// the viewport's top.
  ///
  /// - Complexity: O(v) frames read, for the v visible items.
  package init(
    viewport: Viewport, contentHeight: Double, visibleItems: [ItemPath], frame: (ItemPath) -> LayoutRect?
  ) {
    var anchor: (path: ItemPath, frame: LayoutRect)?
    for path in visibleItems {
      guard let itemFrame = frame(path), itemFrame.maxY > viewport.offset else { continue }
      anchor = (path, itemFrame)
      break
    }
    let fraction = anchor.map { $0.frame.height > 0 ? (viewport.offset - $0.frame.minY) / $0.frame.height : 0 }
    self.init(viewport: viewport, contentHeight: contentHeight, anchor: anchor?.path, fractionOfHeight: fraction ?? 0)
  }

  /// A region of `contentHeight` points of content seen through `viewport`,
  /// anchored on `anchor`, `fractionOfHeight` of whose height lies above the
  /// viewport's top.
  public init(viewport: Viewport, contentHeight: Double, anchor: ItemPath?, fractionOfHeight: Double) {
    self.viewport = viewport
    self.contentHeight = contentHeight
    self.anchor = anchor
    self.fractionOfHeight = fractionOfHeight
  }

  // MARK: - Public

  /// The visible part of the content.
  public var viewport: Viewport
  /// The height of all content, insets included.
  public var contentHeight: Double
  /// The first item whose frame ends below the viewport's top, or `nil`
  /// when there is none.
  public var anchor: ItemPath?
  /// The share of the anchor's height above the viewport's top: 0 when its
  /// top is at the viewport's top, 0.5 when half of it is scrolled away.
  public var fractionOfHeight: Double

  /// The pin that shows this region again once its items are laid out at
  /// another width, as a headless container holds its reading position
  /// through a width change: the end of the content when `sticksToBottom`
  /// and the region shows it; otherwise the anchor, with the same share of
  /// its height above the viewport's top, so that a row that wraps to
  /// another height keeps the same line at the top; otherwise the offset.
  package func reflowPin(sticksToBottom: Bool) -> ViewportPin {
    let showsEnd = ViewportPin.isAtBottom(
      offset: viewport.offset, viewportHeight: viewport.height, contentHeight: contentHeight)
    if sticksToBottom, showsEnd { return .bottom }
    guard let anchor else { return .offset(viewport.offset) }
    return .itemShare(anchor, share: fractionOfHeight)
  }

  /// How many screens of content lie above the viewport's top (`.top`) or
  /// below its bottom (`.bottom`); 0 when the viewport shows that end.
  public func screens(beyond edge: ContentEdge) -> Double {
    guard viewport.height > 0 else { return 0 }
    let distance =
      switch edge {
      case .top: viewport.offset
      case .bottom: contentHeight - viewport.offset - viewport.height
      }
    return max(0, distance) / viewport.height
  }
}
