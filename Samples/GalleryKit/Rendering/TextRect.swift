/// A rectangle of character cells: columns from the left, lines from the top.
public struct TextRect: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  // MARK: - Public

  /// The first column.
  public var x: Int
  /// The first line.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of lines.
  public var height: Int
}
