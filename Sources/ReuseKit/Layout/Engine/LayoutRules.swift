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
    /// The columns of a section layout.
    case section(SectionLayout)
  }

  package var itemHeight: ItemHeight
  package var lineSpacing: Double
  package var insets: LayoutInsets
  package var headerHeight: Double
  package var footerHeight: Double
  package var columnRule: ColumnRule

  /// The layout of every section the data source gives no layout of its own.
  package var defaultSection: SectionLayout {
    var layout: SectionLayout
    switch columnRule {
    case .single: layout = .list(itemHeight: itemHeight, spacing: lineSpacing)
    case .grid(let columns, let spacing):
      layout = .grid(columns: columns, itemHeight: itemHeight, interitemSpacing: spacing, lineSpacing: lineSpacing)
    case .section(let section): layout = section
    }
    layout.headerHeight = headerHeight
    layout.footerHeight = footerHeight
    return layout
  }

  /// The columns for a layout `width` wide: one column for a list; for a
  /// grid, the most columns of the rule's width, `interitemSpacing` apart,
  /// that fit in `width` minus the insets, and at least one.
  ///
  /// - Complexity: O(1).
  package func columns(forWidth width: Double) -> ColumnMetrics {
    SectionGeometry(defaultSection, width: width, insets: insets).metrics
  }
}
