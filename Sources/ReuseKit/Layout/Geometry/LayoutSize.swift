/// A width and a height, such as the size of a layout's content.
public struct LayoutSize: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates a size. Only layouts make sizes: an app reads them.
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  // MARK: - Public

  public var width: Double
  public var height: Double
}
