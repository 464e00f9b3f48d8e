/// The visible part of a container's content: its width, its height and how
/// far the content is scrolled.
public struct Viewport: Hashable, Sendable {
  /// The width of the container, in points (or columns, in a terminal).
  public var width: Double
  /// The height of the container.
  public var height: Double
  /// The vertical scroll offset of the content.
  public var offset: Double

  /// Creates a viewport.
  public init(width: Double, height: Double, offset: Double = 0) {
    self.width = width
    self.height = height
    self.offset = offset
  }
}
