/// The arrangement of a list: one column as wide as the layout minus its
/// insets, rows of a fixed or self-sizing height.
///
/// ```swift
/// let list = HeadlessList(
///   viewport: Viewport(width: 320, height: 480),
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

  /// One column, as wide as the layout minus the left and right insets.
  public var rules: LayoutRules {
    LayoutRules(
      itemHeight: itemHeight, lineSpacing: rowSpacing, insets: insets, headerHeight: headerHeight,
      footerHeight: footerHeight, columnRule: .single)
  }

  // MARK: - Internal

  /// How the layout finds row heights.
  package var itemHeight: ItemHeight
  /// The vertical space between two rows of the same section.
  package var rowSpacing: Double
  /// Space around the content.
  package var insets: LayoutInsets
  /// The default height of a section header.
  package var headerHeight: Double
  /// The default height of a section footer.
  package var footerHeight: Double
}
