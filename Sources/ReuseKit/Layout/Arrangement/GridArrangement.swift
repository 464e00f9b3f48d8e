/// The arrangement of a grid: a flow layout whose column count follows from
/// the width, and whose rows are as tall as their tallest item.
///
/// ```swift
/// let grid = HeadlessGrid(
///   viewport: Viewport(width: 320, height: 480),
///   arrangement: GridArrangement(columns: .minimumWidth(100), itemHeight: .selfSizing(estimate: 100)))
/// ```
public struct GridArrangement: LayoutArrangement {
  /// A grid: its messages say "item", as a collection view's do.
  public static var isList: Bool { false }

  // MARK: - Lifecycle

  /// Creates a grid arrangement.
  public init(
    columns: Columns,
    itemHeight: ItemHeight,
    interitemSpacing: Double = 0,
    lineSpacing: Double = 0,
    insets: LayoutInsets = .zero,
    headerHeight: Double = 0,
    footerHeight: Double = 0
  ) {
    self.columnRule = columns
    self.itemHeight = itemHeight
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }

  // MARK: - Public

  /// How the grid splits its width into columns.
  public enum Columns: Hashable, Sendable {
    /// Exactly this many columns, at least one, that share the width.
    case count(Int)
    /// As many columns as fit items at least this wide; the items then
    /// stretch to fill the width.
    case minimumWidth(Double)
    /// As many columns as fit items of exactly this width, from the left.
    /// Item heights then do not depend on the layout's width.
    case fixedWidth(Double)
  }

  /// The most columns of the rule's width, `interitemSpacing` apart, that fit
  /// in the layout's width minus the insets; at least one.
  public var rules: LayoutRules {
    LayoutRules(
      itemHeight: itemHeight, lineSpacing: lineSpacing, insets: insets, headerHeight: headerHeight,
      footerHeight: footerHeight, columnRule: .grid(columnRule, interitemSpacing: interitemSpacing))
  }

  // MARK: - Internal

  /// How the grid splits its width into columns.
  package var columnRule: Columns
  /// How the layout finds item heights.
  package var itemHeight: ItemHeight
  /// The horizontal space between two items of a row.
  package var interitemSpacing: Double
  /// The vertical space between two rows of the same section.
  package var lineSpacing: Double
  /// Space around the content.
  package var insets: LayoutInsets
  /// The default height of a section header.
  package var headerHeight: Double
  /// The default height of a section footer.
  package var footerHeight: Double
}
