/// What a layout reads of its arrangement: the columns, item heights,
/// spacing, insets and supplementary heights.
///
/// ``ListArrangement`` and ``GridArrangement`` make the rules a layout follows;
/// nothing else can, so an arrangement of an app's own hands on the rules of
/// one of those two.
public struct LayoutRules: Sendable {
  // MARK: - Lifecycle

  package init(
    itemHeight: ItemHeight, lineSpacing: Double, insets: LayoutInsets, headerHeight: Double, footerHeight: Double,
    columnRule: ColumnRule
  ) {
    self.itemHeight = itemHeight
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.columnRule = columnRule
  }

  /// The rules of `arrangement`, copied once so that the engine needs no
  /// generic parameter. Stops with a message naming the value when a height,
  /// spacing or inset is negative or not finite: such a layout would place
  /// items at wrong or undefined positions.
  package init(_ arrangement: some LayoutArrangement) {
    self = arrangement.rules
    let values: [(String, Double)] = [
      ("item height", itemHeight.defaultHeight), ("line spacing", lineSpacing),
      ("header height", headerHeight), ("footer height", footerHeight),
      ("top inset", insets.top), ("bottom inset", insets.bottom),
      ("left inset", insets.left), ("right inset", insets.right),
    ]
    for (name, value) in values {
      guard value >= 0 && value.isFinite else {
        fatalError("\(type(of: arrangement)): the \(name) must be finite and not negative, not \(value)")
      }
    }
  }

  // MARK: - Internal

  /// How the width is split into columns.
  package enum ColumnRule: Sendable {
    /// One column, as wide as the width minus the left and right insets.
    case single
    /// A grid's columns, `interitemSpacing` apart.
    case grid(GridArrangement.Columns, interitemSpacing: Double)
  }

  package var itemHeight: ItemHeight
  package var lineSpacing: Double
  package var insets: LayoutInsets
  package var headerHeight: Double
  package var footerHeight: Double
  package var columnRule: ColumnRule

  /// The columns for a layout `width` wide: one column for a list; for a
  /// grid, the most columns of the rule's width, `interitemSpacing` apart,
  /// that fit in `width` minus the insets, and at least one.
  ///
  /// - Complexity: O(1).
  package func columns(forWidth width: Double) -> ColumnMetrics {
    let available = max(0, width - insets.left - insets.right)
    switch columnRule {
    case .single:
      return ColumnMetrics(count: 1, itemWidth: available, spacing: 0, leading: insets.left)
    case .grid(.minimumWidth(let minimum), let spacing):
      let count = Self.count(fitting: minimum, spacing: spacing, in: available)
      let itemWidth = max(0, (available - Double(count - 1) * spacing) / Double(count))
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: insets.left)
    case .grid(.fixedWidth(let itemWidth), let spacing):
      let count = Self.count(fitting: itemWidth, spacing: spacing, in: available)
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: insets.left)
    }
  }

  // MARK: - Private

  private static func count(fitting itemWidth: Double, spacing: Double, in available: Double) -> Int {
    let stride = itemWidth + spacing
    guard stride > 0, available.isFinite else { return 1 }
    let fitting = ((available + spacing) / stride).rounded(.down)
    return fitting >= 1 ? Int(min(fitting, Double(1 << 20))) : 1
  }
}
