/// Where the columns of a layout are: how many, how wide, how far apart.
public struct ColumnMetrics: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates metrics of `count` columns of `itemWidth`, `spacing` apart, the
  /// first starting at `leading`.
  public init(count: Int, itemWidth: Double, spacing: Double, leading: Double) {
    guard count >= 1 else {
      fatalError("a layout needs at least one column, not \(count)")
    }
    self.count = count
    self.itemWidth = itemWidth
    self.spacing = spacing
    self.leading = leading
  }

  // MARK: - Public

  /// How many items share a row.
  public var count: Int
  /// The width of every item; self-sizing items are measured at this width.
  public var itemWidth: Double
  /// The horizontal space between two items of a row.
  public var spacing: Double
  /// The left edge of the first column.
  public var leading: Double

  /// The left edge of the column at `column`.
  public func x(ofColumn column: Int) -> Double {
    leading + Double(column) * (itemWidth + spacing)
  }
}
