/// A rectangle in content coordinates: the frame of an item, a header or a
/// footer.
///
/// `y` grows downwards from the top of the content, as in UIKit.
public struct LayoutRect: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates a rectangle from its origin and size. Only layouts make
  /// frames: an app reads them.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  // MARK: - Public

  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  public var width: Double
  public var height: Double

  /// The top edge, under UIKit's name.
  package var minY: Double { y }

  /// The bottom edge.
  package var maxY: Double { y + height }

  /// Whether the rectangle's vertical extent meets the visible part of
  /// `viewport`: it ends below the viewport's top and starts above its bottom.
  package func intersects(_ viewport: Viewport) -> Bool {
    maxY > viewport.offset && minY < viewport.offset + viewport.height
  }
}
