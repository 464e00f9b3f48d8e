/// The arrangement of a list: one column as wide as the layout minus its
/// insets, rows of a fixed or self-sizing height.
///
/// ```swift
/// let list = ListLayout(
///   sectionCounts: [1_000],
///   width: 320,
///   arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
/// ```
public struct ListArrangement: LayoutArrangement {
  /// A list: one column of rows.
  public static var isList: Bool { true }

  // MARK: - Lifecycle

  /// Creates a list arrangement.
  public init(
    itemHeight: ItemHeight = .fixed(44),
    rowSpacing: Double = 0,
    insets: LayoutInsets = .zero,
    headerHeight: Double = 0,
    footerHeight: Double = 0
  ) {
    self.itemHeight = itemHeight
    self.rowSpacing = rowSpacing
    self.insets = insets
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }

  // MARK: - Public

  /// How the layout finds row heights.
  public var itemHeight: ItemHeight
  /// The vertical space between two rows of the same section.
  public var rowSpacing: Double
  /// Space around the content.
  public var insets: LayoutInsets
  /// The default height of a section header.
  public var headerHeight: Double
  /// The default height of a section footer.
  public var footerHeight: Double

  /// The row spacing.
  public var lineSpacing: Double { rowSpacing }

  /// One column, as wide as `width` minus the left and right insets.
  ///
  /// - Complexity: O(1).
  public func columns(forWidth width: Double) -> ColumnMetrics {
    ColumnMetrics(count: 1, itemWidth: max(0, width - insets.left - insets.right), spacing: 0, leading: insets.left)
  }
}
