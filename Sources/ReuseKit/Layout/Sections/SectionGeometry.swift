/// A section's layout worked out at one container width: its columns, the
/// heights of its items, and its insets, as the layout engine reads them.
package struct SectionGeometry: Hashable, Sendable {
  // MARK: - Lifecycle

  /// The geometry of `layout` in a container `width` wide with `insets`.
  ///
  /// - Complexity: O(1).
  package init(_ layout: SectionLayout, width: Double, insets: LayoutInsets) {
    let section = layout.contentInsets
    let leading = insets.left + section.left
    let available = max(0, width - insets.left - insets.right - section.left - section.right)
    let spacing = layout.interitemSpacing
    switch layout.kind {
    case .list:
      kind = .rows
      metrics = ColumnMetrics(count: 1, itemWidth: available, spacing: 0, leading: leading)
    case .grid(let columns):
      kind = .rows
      metrics = Self.columns(columns, spacing: spacing, available: available, leading: leading)
    case .waterfall(let count):
      kind = .waterfall
      metrics = Self.columns(.count(count), spacing: spacing, available: available, leading: leading)
    case .carousel(let itemWidth, let behavior):
      kind = .carousel
      isPaging = behavior == .paging
      let widthOfItem: Double
      switch itemWidth {
      case .fractionalWidth(let fraction): widthOfItem = available * fraction
      case .absolute(let points): widthOfItem = points
      }
      metrics = ColumnMetrics(count: 1, itemWidth: widthOfItem, spacing: spacing, leading: leading)
    }
    lineSpacing = layout.lineSpacing
    itemHeight = layout.itemHeight
    top = section.top
    bottom = section.bottom
    trailing = insets.right + section.right
    containerWidth = width
    headerHeight = layout.headerHeight
    footerHeight = layout.footerHeight
    pinsHeader = layout.pinsHeaderToVisibleBounds
    if kind == .rows {
      supplementaryWidth = metrics.itemWidth * Double(metrics.count) + metrics.spacing * Double(metrics.count - 1)
    } else {
      supplementaryWidth = available
    }
  }

  // MARK: - Package

  /// How the section's items take their places.
  package enum Kind: Hashable, Sendable {
    /// Rows of ``ColumnMetrics/count`` columns: a list or a grid.
    case rows
    /// One row that scrolls sideways.
    case carousel
    /// Columns of items of their own heights.
    case waterfall
  }

  package var kind: Kind
  /// The columns; a carousel's one column is its item width and spacing.
  package var metrics: ColumnMetrics
  /// The vertical space between two rows, or two items of a column.
  package var lineSpacing: Double
  /// How the items find their heights.
  package var itemHeight: ItemHeight
  /// The section's top inset: between its header and its first item.
  package var top: Double
  /// The section's bottom inset: between its last item and its footer.
  package var bottom: Double
  /// The container's and the section's right insets together.
  package var trailing: Double
  /// The width of the container.
  package var containerWidth: Double
  /// The header height until its view gives one.
  package var headerHeight: Double
  /// The footer height until its view gives one.
  package var footerHeight: Double
  /// Whether the header stays at the top of the viewport over its section.
  package var pinsHeader: Bool
  /// Whether a carousel comes to rest at an item's leading edge.
  package var isPaging = false
  /// The width of the header and the footer.
  package var supplementaryWidth: Double

  /// The left edge of the header and the footer.
  package var supplementaryLeading: Double { metrics.leading }

  /// The number of slots between the header and the footer for `items` items:
  /// one per row, or one for a carousel's row or a waterfall's columns.
  ///
  /// - Complexity: O(1).
  package func rowCount(items: Int) -> Int {
    switch kind {
    case .rows: (items + metrics.count - 1) / metrics.count
    case .carousel, .waterfall: items > 0 ? 1 : 0
    }
  }

  /// The distance from one carousel item's leading edge to the next one's.
  package var stride: Double { metrics.itemWidth + metrics.spacing }

  /// How far a carousel of `items` items scrolls: its last item, and the
  /// trailing insets, reach the container's trailing edge.
  ///
  /// - Complexity: O(1).
  package func maximumOffset(items: Int) -> Double {
    guard kind == .carousel, items > 0 else { return 0 }
    let end = metrics.leading + Double(items) * metrics.itemWidth + Double(items - 1) * metrics.spacing + trailing
    return max(0, end - containerWidth)
  }

  /// `offset` kept within the carousel, and at an item's leading edge when
  /// it pages, unless it is at the end.
  ///
  /// - Complexity: O(1).
  package func restingOffset(_ offset: Double, items: Int) -> Double {
    let maximum = maximumOffset(items: items)
    var result = offset.isFinite ? offset : 0
    // The end of the content is a resting place too, page or not.
    if isPaging, stride > 0, result < maximum { result = (result / stride).rounded() * stride }
    return min(max(0, result), maximum)
  }

  // MARK: - Private

  private static func columns(
    _ rule: GridArrangement.Columns, spacing: Double, available: Double, leading: Double
  ) -> ColumnMetrics {
    switch rule {
    case .count(let count):
      let count = max(1, count)
      let itemWidth = max(0, (available - Double(count - 1) * spacing) / Double(count))
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: leading)
    case .minimumWidth(let minimum):
      let count = Self.count(fitting: minimum, spacing: spacing, in: available)
      let itemWidth = max(0, (available - Double(count - 1) * spacing) / Double(count))
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: leading)
    case .fixedWidth(let itemWidth):
      let count = Self.count(fitting: itemWidth, spacing: spacing, in: available)
      return ColumnMetrics(count: count, itemWidth: itemWidth, spacing: spacing, leading: leading)
    }
  }

  private static func count(fitting itemWidth: Double, spacing: Double, in available: Double) -> Int {
    let stride = itemWidth + spacing
    guard stride > 0, available.isFinite else { return 1 }
    let fitting = ((available + spacing) / stride).rounded(.down)
    return fitting >= 1 ? Int(min(fitting, Double(1 << 20))) : 1
  }
}
