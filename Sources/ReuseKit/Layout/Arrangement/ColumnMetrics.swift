/// Where the columns of a layout are: how many, how wide, how far apart.
package struct ColumnMetrics: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates metrics of `count` columns of `itemWidth`, `spacing` apart, the
  /// first starting at `leading`.
  package init(count: Int, itemWidth: Double, spacing: Double, leading: Double) {
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
  package var count: Int
  /// The width of every item; self-sizing items are measured at this width.
  package var itemWidth: Double
  /// The horizontal space between two items of a row.
  package var spacing: Double
  /// The left edge of the first column.
  package var leading: Double

  /// The left edge of the column at `column`.
  package func x(ofColumn column: Int) -> Double {
    leading + Double(column) * (itemWidth + spacing)
  }
}
